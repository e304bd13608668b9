// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The helper's validators, each against the inputs it must refuse.
#include "devicename.h"
#include "helperprotocol/wireargs.h"
#include "promptdetails.h"
#include "ratelimiter.h"

#include "model/kindtraits.h"
#include "model/profile.h"

#include <QDBusMetaType>

#include <gtest/gtest.h>

#include <limits>

#include <sys/sysmacros.h>

using namespace Sektor;
using namespace Sektor::Helper;
using namespace Sektor::HelperProtocol;

TEST(DeviceName, AcceptsKernelNamesOnly)
{
    for (const char *good : {"sda", "nvme0n1p2", "loop7", "mmcblk0", "dm-0", "md_127", "A"})
        EXPECT_TRUE(isValidKernelName(QLatin1String(good))) << good;
    EXPECT_TRUE(isValidKernelName(QString(64, QLatin1Char('a'))));
    for (const char *bad :
         {"", "/dev/sda", "../sda", "..", ".", "sda/..", "sd a", " sda", "sda\n", "sda;rm", "loop0\t", "sd*", "s.da"})
        EXPECT_FALSE(isValidKernelName(QLatin1String(bad))) << '"' << bad << '"';
    EXPECT_FALSE(isValidKernelName(QString(65, QLatin1Char('a'))));
    EXPECT_FALSE(isValidKernelName(QStringLiteral("sdä")));
    EXPECT_FALSE(isValidKernelName(QString(QChar(0)) + QStringLiteral("sda")));
}

namespace {
WireProfile demoWire()
{
    return toWire(*findProfile(QStringLiteral("demo")));
}
WireOptions quickWire()
{
    RunOptions o;
    o.testSize = 16 * MiB;
    o.runs = 1;
    return toWire(o, Profile());
}
/// A Health Check as the window or sektor-cli sends it: one reading row (no data is moved).
// The built-in Health Check, as the window and sektor-cli send it.
Profile healthCheck()
{
    return *findProfile(QStringLiteral("health-check"));
}
} // namespace

TEST(WireArgs, BuiltinProfilesAndOptionsRoundTrip)
{
    for (const Profile &p : builtinProfiles()) {
        const auto back = profileFromWire(toWire(p));
        ASSERT_TRUE(back) << qPrintable(p.id) << ": " << qPrintable(back.error().detail);
        EXPECT_EQ(back->tests, p.tests);
        EXPECT_EQ(back->modes, p.modes);
        EXPECT_EQ(back->kind, p.kind);
    }
    RunOptions o;
    o.seed = 42;
    o.mixReadPercent = 65;
    o.wholeTarget = true;
    o.mapSamples = 0;
    o.accessReads = 5000;
    o.slowBelowPercent = 30;
    o.slowRead = std::chrono::milliseconds(250);
    const auto back = optionsFromWire(toWire(o, Profile()), Profile());
    ASSERT_TRUE(back);
    EXPECT_EQ(back->seed, 42u);
    EXPECT_TRUE(back->wholeTarget);
    EXPECT_EQ(back->mapSamples, 0);
    EXPECT_EQ(back->accessReads, 5000);
    EXPECT_EQ(back->slowBelowPercent, 30);
    EXPECT_EQ(back->slowRead, std::chrono::milliseconds(250));
    EXPECT_EQ(back->mixReadPercent, 65);
    EXPECT_FALSE(back->allowDeviceWrites) << "never from the wire";
    EXPECT_FALSE(back->expectedDevice) << "a run bound to no drive stays unbound";
}

// A batch's consent travels with the run, so the helper refuses another drive under the name.
TEST(WireArgs, TheDriveARunIsBoundToTravelsWithIt)
{
    RunOptions o;
    o.expectedDevice = DeviceIdentity {makedev(259, 3), 42, 2048, 16384};
    const auto back = optionsFromWire(toWire(o, Profile()), Profile());
    ASSERT_TRUE(back);
    ASSERT_TRUE(back->expectedDevice);
    EXPECT_EQ(*back->expectedDevice, *o.expectedDevice);
}

TEST(WireArgs, RefusesEveryOutOfRangeTestParameter)
{
    const auto refused = [](auto mutate) {
        WireProfile w = demoWire();
        mutate(w);
        return !profileFromWire(w);
    };
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.tests[0].blockSize = 0;
    }));
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.tests[0].blockSize = 100;
    }));
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.tests[0].blockSize = 4097;
    }));
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.tests[0].blockSize = 128 * MiB;
    }));
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.tests[0].queueDepth = 0;
    }));
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.tests[0].queueDepth = 257;
    }));
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.tests[0].queueDepth = 0xffffffffu;
    }));
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.tests[0].threads = 0;
    }));
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.tests[0].threads = 65;
    }));
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.tests[0] = {0, 64 * MiB, 256, 64, false};
    })) << "buffer memory cap";
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.tests[0].pattern = 2;
    }));
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.tests[0].syncWrites = true;
    })) << "O_DSYNC needs QD1";
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.kind = quint32(Profile::LastKind) + 1;
    }));
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.modes = {quint32(LastIoMode) + 1};
    }));
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.modes = {0, 1, 2, 3, 3};
    })) << "more modes than there are";
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.modes = {0, 0};
    }));
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.modes.clear();
    }));
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.tests.clear();
    }));
    EXPECT_TRUE(refused([](WireProfile &w) {
        w.tests = QList<WireTest>(MaxTests + 1, w.tests[0]);
    }));
    EXPECT_FALSE(refused([](WireProfile &w) {
        w.tests = QList<WireTest>(MaxTests, w.tests[0]);
    }));
}

TEST(WireArgs, RefusesEveryOutOfRangeOption)
{
    const auto refused = [](auto mutate) {
        WireOptions w = quickWire();
        mutate(w);
        return !optionsFromWire(w, Profile());
    };
    EXPECT_FALSE(refused([](WireOptions &) {}));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.testSize = 0;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.testSize = Limits::MaxTestSize + 1;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.runs = 0;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.runs = 10;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.runs = 0x80000000u;
    })) << "no wrap into a negative int";
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.measureMs = 50;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.measureMs = 11 * 60 * 1000;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.warmupMs = 11 * 60 * 1000;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.intervalMs = 0xffffffffu;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.mixReadPercent = 101;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.data = 2;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.engine = 3;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.mapSamples = 99;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.mapSamples = 0xffffffffu;
    })) << "no wrap into a negative int";
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.accessReads = 100001;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.accessReads = 0;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.slowBelowPercent = 95;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.slowReadMs = 5;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.slowReadMs = 0x80000000u;
    }));
}

// The Health Check's self-test is a narrow option: one of the types a drive's test is asked by, and only
// with the kind that runs one; any other kind's run (a read or a write benchmark) never carries it to the drive.
TEST(WireArgs, ASelfTestCrossesForAHealthCheckOnly)
{
    const auto health = profileFromWire(toWire(healthCheck()));
    ASSERT_TRUE(health) << qPrintable(health.error().detail);
    EXPECT_FALSE(health->hasWrites()) << "authorized as a read";
    for (const SelfTestType type :
         {SelfTestType::None, SelfTestType::Short, SelfTestType::Extended, SelfTestType::Conveyance}) {
        RunOptions o;
        o.selfTest = type;
        const auto back = optionsFromWire(toWire(o, *health), *health);
        ASSERT_TRUE(back) << idOf(type) << ": " << qPrintable(back.error().detail);
        EXPECT_EQ(back->selfTest, type);
    }
    // The default (short) of any other kind's options crosses as none, so its runs still go through.
    for (const Profile &p : builtinProfiles()) {
        if (takes(p, KindSetting::SelfTest))
            continue; // the health check itself, above
        RunOptions o;
        ASSERT_EQ(o.selfTest, SelfTestType::Short);
        EXPECT_EQ(toWire(o, p).selfTest, 0u) << qPrintable(p.id);
        EXPECT_TRUE(optionsFromWire(toWire(o, p), p)) << qPrintable(p.id);
    }
}

TEST(WireArgs, TheOptionsSignatureEndsWithTheBurnInsSettingsAndTheResumePoint)
{
    registerWireTypes();
    // As in io.github.sektor.Helper1.xml, which the adaptor and the proxies are generated from.
    EXPECT_STREQ(QDBusMetaType::typeToSignature(QMetaType::fromType<WireOptions>()),
                 "(tuuuuuuutbuuuuttttuuauautduuut)");
}

TEST(WireArgs, TheBurnInsSettingsCrossWholeAndOnlyWithABurnIn)
{
    const Profile burnIn = *findProfile(QStringLiteral("burn-in"));
    RunOptions o;
    o.burnInPasses = 3;
    o.burnInPatterns = {BurnInPattern::Ones, BurnInPattern::Stamps};
    o.latencyBounds = {std::chrono::milliseconds(1),
                       std::chrono::milliseconds(2),
                       std::chrono::milliseconds(40),
                       std::chrono::milliseconds(200),
                       std::chrono::milliseconds(900)};
    o.stopRules.afterErrors = 7;
    o.stopRules.slower = StopRules::Slower {25e6, std::chrono::seconds(30)};
    o.stopRules.hotterMilliCelsius = 55000;
    const auto back = optionsFromWire(toWire(o, burnIn), burnIn);
    ASSERT_TRUE(back) << qPrintable(back.error().detail);
    EXPECT_EQ(back->burnInPasses, 3);
    EXPECT_EQ(back->burnInPatterns, o.burnInPatterns);
    EXPECT_EQ(back->latencyBounds, o.latencyBounds);
    EXPECT_EQ(back->stopRules, o.stopRules);

    // Another kind gets the neutral settings, and refuses any other from the bus.
    const WireOptions standard = toWire(o, Profile());
    EXPECT_EQ(standard.burnInPasses, 1u);
    EXPECT_EQ(standard.stopAfterErrors, 0u);
    EXPECT_TRUE(optionsFromWire(standard, Profile()));
    EXPECT_FALSE(optionsFromWire(toWire(o, burnIn), Profile()));
    // The latency classes' bounds too, which a kind that ignores them would never check.
    for (const std::vector<quint32> &bounds :
         {std::vector<quint32> {1, 2, 3, 4, 5}, std::vector<quint32> {0xffffffffu, 2, 3, 4, 5}}) {
        WireOptions w = standard;
        w.latencyBoundsUs = QList<quint32>(bounds.cbegin(), bounds.cend());
        EXPECT_FALSE(optionsFromWire(w, Profile())) << bounds.at(0);
    }

    const auto refused = [&](auto mutate) {
        WireOptions w = toWire(o, burnIn);
        mutate(w);
        return !optionsFromWire(w, burnIn);
    };
    EXPECT_FALSE(refused([](WireOptions &) {}));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.burnInPasses = 100;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.burnInPasses = 0xffffffffu;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.burnInPatterns = {};
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.burnInPatterns = {4};
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.burnInPatterns = {0, 0};
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.burnInPatterns = {0, 1, 2, 3, 0};
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.latencyBoundsUs = {1, 2, 3};
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.latencyBoundsUs = {5, 4, 3, 2, 1};
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.hotterMilliCelsius = 200000;
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.slowerBytesPerSecond = std::numeric_limits<double>::quiet_NaN();
    }));
    EXPECT_TRUE(refused([](WireOptions &w) {
        w.slowerForMs = 0;
    }));
}

TEST(WireArgs, RefusesASelfTestWithAnyOtherKindAndAnUnknownType)
{
    WireOptions w = quickWire();
    for (const Profile &p : builtinProfiles()) {
        if (takes(p, KindSetting::SelfTest))
            continue; // the health check, which takes them
        for (quint32 type : {1u, 2u, 3u}) {
            w.selfTest = type;
            const auto refused = optionsFromWire(w, p);
            ASSERT_FALSE(refused) << qPrintable(p.id) << " with self-test " << type;
            EXPECT_EQ(refused.error().detail, QLatin1String("a self-test runs only in a health check"));
        }
    }
    const Profile health = healthCheck();
    for (quint32 type : {quint32(SelfTestType::Vendor), 5u, 0x80000000u, 0xffffffffu}) {
        w.selfTest = type;
        const auto refused = optionsFromWire(w, health);
        ASSERT_FALSE(refused) << type;
        EXPECT_EQ(refused.error().detail, QLatin1String("unknown self-test type"));
    }
    // A health check shaped to write asks for no write authorization: refused with the profile.
    WireProfile writing = toWire(health);
    writing.modes = {quint32(IoMode::Write)};
    EXPECT_FALSE(profileFromWire(writing));
}

// A rewrite travels as mode 3 and writes: the helper asks for the write authorization for it (hasWrites).
TEST(WireArgs, ARewriteCrossesAsTheWriteItIs)
{
    Profile p = *findProfile(QStringLiteral("default"));
    p.modes = {IoMode::Rewrite};
    const auto back = profileFromWire(toWire(p));
    ASSERT_TRUE(back);
    EXPECT_EQ(back->modes, QList<IoMode>({IoMode::Rewrite}));
    EXPECT_TRUE(back->hasWrites());
    p.modes = {IoMode::Read, IoMode::Write, IoMode::Mix, IoMode::Rewrite};
    ASSERT_TRUE(profileFromWire(toWire(p)));
    EXPECT_EQ(profileFromWire(toWire(p))->modes, p.modes);
}

TEST(WireArgs, ASurfaceTestOnlyReads)
{
    for (const char *id : {"position-map", "access-time", "read-scan"}) {
        WireProfile w = toWire(*findProfile(QLatin1String(id)));
        EXPECT_TRUE(profileFromWire(w)) << id;
        w.modes = {quint32(IoMode::Write)};
        EXPECT_FALSE(profileFromWire(w)) << id << ": a write mode asks for a write authorization it never uses";
        w.modes = {quint32(IoMode::Read), quint32(IoMode::Write)};
        EXPECT_FALSE(profileFromWire(w)) << id;
        w = toWire(*findProfile(QLatin1String(id)));
        w.tests.append(w.tests.first());
        EXPECT_FALSE(profileFromWire(w)) << id << ": one pass over the device";
    }
}

// The capacity probe writes its own stamps and reads them back: one test in the write mode, nothing else.
TEST(WireArgs, ACapacityProbeOnlyWritesItsOneTest)
{
    WireProfile w = toWire(*findProfile(QStringLiteral("capacity-probe")));
    EXPECT_TRUE(profileFromWire(w));
    w.modes = {quint32(IoMode::Read)};
    EXPECT_FALSE(profileFromWire(w));
    w.modes = {quint32(IoMode::Write), quint32(IoMode::Read)};
    EXPECT_FALSE(profileFromWire(w));
    w = toWire(*findProfile(QStringLiteral("capacity-probe")));
    w.tests.append(w.tests.first());
    EXPECT_FALSE(profileFromWire(w)) << "one pass over the device";
}

TEST(RateLimiter, AllowsABurstThenRefusesAndForgetsIdleCallers)
{
    RateLimiter limiter;
    int allowed = 0;
    for (int i = 0; i < 1000; ++i)
        allowed += limiter.allow(QStringLiteral(":1.5")) ? 1 : 0;
    EXPECT_GE(allowed, RateLimiter::Burst);
    EXPECT_LE(allowed, RateLimiter::Burst + 2);
    EXPECT_TRUE(limiter.allow(QStringLiteral(":1.6"))) << "other callers are not punished";
    for (int i = 0; i < 10 * RateLimiter::MaxCallers; ++i)
        limiter.allow(QStringLiteral(":2.%1").arg(i));
    EXPECT_LE(limiter.trackedCallers(), RateLimiter::MaxCallers) << "bounded memory under a flood of names";
}

TEST(PromptText, ControlAndBidiCharactersAreDroppedAndTheLengthIsCapped)
{
    // What a USB gadget could put in its model string to mislead the person typing the password.
    const QString model = QStringLiteral("Safe\nDisk\x1b[2J \u202Eevil\u202C\u2066x\u2069\u200B  USB\t\u2028end");
    EXPECT_EQ(promptSafe(model), QStringLiteral("Safe Disk[2J evilx USB end"));
    EXPECT_EQ(promptSafe(QString(500, QLatin1Char('A'))).size(), MaxPromptText);
    EXPECT_EQ(promptSafe(QStringLiteral("  Samsung SSD 980  ")), QStringLiteral("Samsung SSD 980"));
    EXPECT_EQ(promptSafe(QStringLiteral("Über 日本")), QStringLiteral("Über 日本")) << "letters of any script stay";
}
