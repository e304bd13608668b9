// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Each kind's own settings as the helper reads them off the bus: through the kind's fromWire(), every key bounded,
// typed and required, any key of another kind refused, before polkit is asked (optionsFromWire runs first).
#include "helperprotocol/wireargs.h"

#include "model/kindoptionspart.h"
#include "model/kinds/burninoptions.h"
#include "model/kinds/healthcheckoptions.h"
#include "model/kinds/smallfilesoptions.h"
#include "model/kinds/surfaceoptions.h"
#include "model/kindtraits.h"
#include "model/profile.h"

#include <gtest/gtest.h>

#include <functional>
#include <limits>

using namespace Sektor;
using namespace Sektor::HelperProtocol;

namespace {
Profile profileOf(const char *id)
{
    return *findProfile(QLatin1String(id));
}

RunOptions quickOptions()
{
    RunOptions o;
    o.testSize = 16 * MiB;
    o.runs = 1;
    return o;
}

// The error optionsFromWire gives for @p profile's wire after @p mutate changed its kind's dictionary; empty: taken.
QString refusal(const Profile &profile, const RunOptions &options, const std::function<void(QVariantMap &)> &mutate)
{
    WireOptions wire = toWire(options, profile);
    mutate(wire.kind);
    const auto back = optionsFromWire(wire, profile);
    return back ? QString() : back.error().detail;
}

// One key's faults: left out, sent as another D-Bus type, and each value out of its bounds.
void expectEveryFaultOfKeyRefused(const Profile &profile, const QString &key, const QVariantList &outOfRange)
{
    const RunOptions o = quickOptions();
    ASSERT_TRUE(refusal(profile, o, [](QVariantMap &) {}).isEmpty()) << qPrintable(profile.id);
    ASSERT_TRUE(toWire(o, profile).kind.contains(key)) << qPrintable(key);
    EXPECT_EQ(refusal(profile,
                      o,
                      [&](QVariantMap &w) {
                          w.remove(key);
                      }),
              key + QStringLiteral(": missing"));
    EXPECT_EQ(refusal(profile,
                      o,
                      [&](QVariantMap &w) {
                          w[key] = QStringLiteral("1");
                      }),
              key + QStringLiteral(": of the wrong type"));
    for (const QVariant &bad : outOfRange)
        EXPECT_FALSE(refusal(profile,
                             o,
                             [&](QVariantMap &w) {
                                 w[key] = bad;
                             })
                         .isEmpty())
            << qPrintable(profile.id) << " " << qPrintable(key) << " = " << qPrintable(bad.toString());
}
} // namespace

// A kind's part crosses as it is and comes back equal: the same settings the kind would have run locally.
TEST(KindWire, EveryKindsOwnSettingsRoundTrip)
{
    RunOptions o = quickOptions();
    SurfaceOptions &surface = o.kinds.edit<SurfaceOptions>();
    surface = {0, 5000, 30, std::chrono::milliseconds(250)};
    o.kinds.edit<SmallFilesOptions>() = {4096, 4096, FileSync::FileAndFolder};
    o.kinds.edit<HealthCheckOptions>().selfTest = SelfTestType::Conveyance;
    BurnInOptions &burnIn = o.kinds.edit<BurnInOptions>();
    burnIn.passes = 3;
    burnIn.patterns = {BurnInPattern::Ones, BurnInPattern::Stamps};
    burnIn.latencyBounds = {std::chrono::milliseconds(1),
                            std::chrono::milliseconds(2),
                            std::chrono::milliseconds(40),
                            std::chrono::milliseconds(200),
                            std::chrono::milliseconds(900)};
    burnIn.stopRules.afterErrors = 7;
    burnIn.stopRules.slower = StopRules::Slower {25e6, std::chrono::seconds(30)};
    burnIn.stopRules.hotterMilliCelsius = 55000;

    for (const Profile &p : builtinProfiles()) {
        const auto back = optionsFromWire(toWire(o, p), p);
        ASSERT_TRUE(back) << qPrintable(p.id) << ": " << qPrintable(back.error().detail);
        EXPECT_EQ(back->kinds.get<SurfaceOptions>(), kindTraits(p).surface ? surface : SurfaceOptions {})
            << qPrintable(p.id);
    }
    const auto files = optionsFromWire(toWire(o, profileOf("small-files")), profileOf("small-files"));
    ASSERT_TRUE(files);
    EXPECT_EQ(files->kinds.get<SmallFilesOptions>(), o.kinds.get<SmallFilesOptions>());
    const auto health = optionsFromWire(toWire(o, profileOf("health-check")), profileOf("health-check"));
    ASSERT_TRUE(health);
    EXPECT_EQ(health->kinds.get<HealthCheckOptions>().selfTest, SelfTestType::Conveyance);
    const auto burn = optionsFromWire(toWire(o, profileOf("burn-in")), profileOf("burn-in"));
    ASSERT_TRUE(burn);
    EXPECT_EQ(burn->kinds.get<BurnInOptions>(), burnIn);
}

// Only the running kind's part crosses: a burn-in's run carries no self-test, a standard run no burn-in.
TEST(KindWire, OnlyTheRunningKindsPartCrosses)
{
    const RunOptions o = quickOptions();
    EXPECT_TRUE(toWire(o, Profile()).kind.isEmpty());
    EXPECT_EQ(toWire(o, profileOf("health-check")).kind.keys(), QStringList {QStringLiteral("selfTest")});
    EXPECT_FALSE(toWire(o, profileOf("burn-in")).kind.contains(QStringLiteral("selfTest")));
    EXPECT_TRUE(toWire(o, profileOf("position-map")).kind.contains(QStringLiteral("mapSamples")));
}

// What the helper refused as "a self-test runs only in a health check" is now structural: to any other kind's part
// the key is unknown. So are the burn-in's settings to any kind but the burn-in.
TEST(KindWire, AnotherKindsSettingIsRefusedByEveryKind)
{
    const QVariantMap selfTest = HealthCheckOptions {SelfTestType::Extended}.toWire();
    const QVariantMap burnIn = BurnInOptions {}.toWire();
    for (const Profile &p : builtinProfiles()) {
        for (const QVariantMap &foreign : {selfTest, burnIn}) {
            if (toWire(quickOptions(), p).kind.keys() == foreign.keys())
                continue; // the kind's own part
            const QString why = refusal(p, quickOptions(), [&](QVariantMap &w) {
                w.insert(foreign);
            });
            EXPECT_TRUE(why.endsWith(QLatin1String(": not a setting of this kind")))
                << qPrintable(p.id) << ": " << qPrintable(why);
        }
    }
}

TEST(KindWire, TheSurfaceTestsBoundsAreChecked)
{
    for (const char *id : {"position-map", "access-time", "read-scan"}) {
        const Profile p = profileOf(id);
        expectEveryFaultOfKeyRefused(p, QStringLiteral("mapSamples"), {99u, 1001u, 0xffffffffu});
        expectEveryFaultOfKeyRefused(p, QStringLiteral("accessReads"), {0u, 99u, 100001u, 0x80000000u});
        expectEveryFaultOfKeyRefused(p, QStringLiteral("slowBelowPercent"), {9u, 91u, 0xffffffffu});
        expectEveryFaultOfKeyRefused(p, QStringLiteral("slowReadMs"), {5u, 10001u, 0x80000000u});
    }
}

TEST(KindWire, TheSmallFilesTestsBoundsAreChecked)
{
    const Profile p = profileOf("small-files");
    expectEveryFaultOfKeyRefused(p, QStringLiteral("files"), {0u, 63u, 16u * 1024 * 1024 + 1, 0x80000000u});
    expectEveryFaultOfKeyRefused(p, QStringLiteral("fileBytes"), {quint32(MiB + 1), 0xffffffffu});
    expectEveryFaultOfKeyRefused(p, QStringLiteral("sync"), {3u, 0xffffffffu});
}

// One of the types a drive's self-test is asked by; a vendor's own test never (its effect is the vendor's secret).
TEST(KindWire, TheHealthChecksSelfTestIsOneATestIsAskedBy)
{
    const Profile p = profileOf("health-check");
    expectEveryFaultOfKeyRefused(
        p, QStringLiteral("selfTest"), {quint32(SelfTestType::Vendor), 5u, 0x80000000u, 0xffffffffu});
    // A health check shaped to write asks for no write authorization: refused with the profile.
    WireProfile writing = toWire(p);
    writing.modes = {quint32(IoMode::Write)};
    EXPECT_FALSE(profileFromWire(writing));
}

TEST(KindWire, TheBurnInsBoundsAreChecked)
{
    const Profile p = profileOf("burn-in");
    expectEveryFaultOfKeyRefused(p, QStringLiteral("passes"), {0u, 100u, 0xffffffffu});
    using List = QList<quint32>;
    const auto list = [](List values) {
        return QVariant::fromValue(values);
    };
    expectEveryFaultOfKeyRefused(
        p, QStringLiteral("patterns"), {list({}), list({4}), list({0, 0}), list({0, 1, 2, 3, 0}), 0u});
    expectEveryFaultOfKeyRefused(
        p,
        QStringLiteral("latencyBoundsUs"),
        {list({1, 2, 3}), list({5, 4, 3, 2, 1}), list({0xffffffffu, 2, 3, 4, 5}), list({1, 2, 3, 4, 5, 6})});
    expectEveryFaultOfKeyRefused(p, QStringLiteral("stopAfterErrors"), {});
    expectEveryFaultOfKeyRefused(
        p, QStringLiteral("slowerBytesPerSecond"), {-1.0, 1e13 + 1, std::numeric_limits<double>::quiet_NaN()});
    expectEveryFaultOfKeyRefused(p, QStringLiteral("hotterMilliCelsius"), {150001u, 200000u});
    // A rate without a time it is held for is a rule that cannot work (StopRules::check).
    const QString why = refusal(p, quickOptions(), [](QVariantMap &w) {
        w[QStringLiteral("slowerBytesPerSecond")] = 25e6;
        w[QStringLiteral("slowerForMs")] = 0u;
    });
    EXPECT_FALSE(why.isEmpty());
}

// A kind without settings of its own takes an empty dictionary only.
TEST(KindWire, AKindWithoutSettingsTakesNone)
{
    for (const Profile &p : builtinProfiles()) {
        if (!toWire(quickOptions(), p).kind.isEmpty())
            continue;
        EXPECT_EQ(refusal(p,
                          quickOptions(),
                          [](QVariantMap &w) {
                              w.insert(QStringLiteral("x"), 1u);
                          }),
                  QStringLiteral("x: not a setting of this kind"))
            << qPrintable(p.id);
    }
}
