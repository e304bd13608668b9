// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The helper's validators, each against the inputs it must refuse.
#include "devicename.h"
#include "helperprotocol/wireargs.h"
#include "promptdetails.h"
#include "ratelimiter.h"

#include "model/kinds/burninoptions.h"
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
    const auto back = optionsFromWire(toWire(o, Profile()), Profile());
    ASSERT_TRUE(back);
    EXPECT_EQ(back->seed, 42u);
    EXPECT_TRUE(back->wholeTarget);
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
}

TEST(WireArgs, TheOptionsSignatureIsTheCommonPartAndTheKindsDictionary)
{
    registerWireTypes();
    // As in io.github.sektor.Helper1.xml, which the adaptor and the proxies are generated from.
    EXPECT_STREQ(QDBusMetaType::typeToSignature(QMetaType::fromType<WireOptions>()), "(tuuuuuuutbttttuta{sv})");
}

// A stopped run goes on only with a kind that resumes, and only from a step its own part says it has.
TEST(WireArgs, AResumePointCrossesOnlyForAKindThatResumesAndWithinItsSteps)
{
    const Profile burnIn = *findProfile(QStringLiteral("burn-in"));
    RunOptions o;
    o.testSize = 64 * MiB;
    o.kinds.edit<BurnInOptions>().passes = 2; // 2 passes of stamps: 4 steps
    o.resumeAt = ResumePoint {3, 1 * MiB};
    const auto back = optionsFromWire(toWire(o, burnIn), burnIn);
    ASSERT_TRUE(back) << qPrintable(back.error().detail);
    EXPECT_EQ(back->resumeAt, o.resumeAt);
    WireOptions w = toWire(o, burnIn);
    w.resumeStep = 5; // step 4 of 0…3
    EXPECT_FALSE(optionsFromWire(w, burnIn));
    w = toWire(o, burnIn);
    w.resumeOffset = o.testSize + 1;
    EXPECT_FALSE(optionsFromWire(w, burnIn));

    const Profile scan = *findProfile(QStringLiteral("read-scan"));
    o.resumeAt = ResumePoint {0, 1 * MiB};
    EXPECT_TRUE(optionsFromWire(toWire(o, scan), scan));
    o.resumeAt = ResumePoint {1, 0};
    EXPECT_FALSE(optionsFromWire(toWire(o, scan), scan)) << "a read scan has one step";

    o.resumeAt = ResumePoint {0, 0};
    const auto standard = optionsFromWire(toWire(o, Profile()), Profile());
    ASSERT_FALSE(standard);
    EXPECT_EQ(standard.error().detail, QLatin1String("this kind does not resume"));
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
