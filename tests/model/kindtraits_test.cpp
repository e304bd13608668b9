// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/profile.h"
#include "qstringprinter.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

using namespace Sektor;

namespace {

std::vector<std::string> idsTaking(KindSetting setting)
{
    std::vector<std::string> ids;
    for (const Profile &p : profilesTaking(setting))
        ids.push_back(p.id.toStdString());
    return ids;
}

using Ids = std::vector<std::string>;

} // namespace

TEST(KindTraits, EveryKindHasItsOwnRow)
{
    for (int k = 0; k <= int(Profile::LastKind); ++k)
        EXPECT_EQ(int(kindTraits(Profile::Kind(k)).kind), k);
}

// The settings a profile takes are what the window shows under More… and the command line accepts: each one named
// by the profiles that take it, as a refusal names them.
TEST(KindTraits, EachSettingIsTakenByTheProfilesItShapes)
{
    EXPECT_EQ(idsTaking(KindSetting::Samples), Ids {"position-map"});
    EXPECT_EQ(idsTaking(KindSetting::SlowBelow), Ids {"position-map"});
    EXPECT_EQ(idsTaking(KindSetting::Reads), Ids {"access-time"});
    EXPECT_EQ(idsTaking(KindSetting::SlowRead), Ids {"read-scan"});
    EXPECT_EQ(idsTaking(KindSetting::Files), Ids {"small-files"});
    EXPECT_EQ(idsTaking(KindSetting::BlockSizes), Ids {"block-size-sweep"});
    EXPECT_EQ(idsTaking(KindSetting::TimeLimit), Ids {"sustained-write"});
    EXPECT_EQ(idsTaking(KindSetting::WholeTarget), (Ids {"sustained-write", "verify"}));
    EXPECT_EQ(idsTaking(KindSetting::QueueDepth),
              (Ids {"block-size-sweep", "sustained-write", "position-map", "read-scan"}));
    // The access time reads at QD1 by definition; the probe and the verify have no settings but their size.
    for (const char *id : {"access-time", "capacity-probe", "verify"}) {
        const Profile p = *findProfile(QLatin1String(id));
        EXPECT_FALSE(takes(p, KindSetting::QueueDepth)) << id;
        EXPECT_FALSE(takes(p, KindSetting::MeasureTime)) << id;
    }
}

// Runs and a pause between tests belong to the timed tests; a time limit is not a run's length.
TEST(KindTraits, RunsAndTheirTimeBelongToTimedTestsAndATimeLimitExcludesThem)
{
    for (const Profile &p : builtinProfiles()) {
        const KindSettings s = kindTraits(p).settings;
        EXPECT_EQ(s.testFlag(KindSetting::Runs), s.testFlag(KindSetting::Interval)) << p.id.toStdString();
        EXPECT_FALSE(s.testFlag(KindSetting::TimeLimit) && s.testFlag(KindSetting::MeasureTime)) << p.id.toStdString();
        if (s.testFlag(KindSetting::Runs)) {
            EXPECT_TRUE(s.testFlag(KindSetting::MeasureTime)) << p.id.toStdString();
        }
    }
}

// Only the standard rows take the modes the user ticks, and only they offer a rewrite.
TEST(KindTraits, OnlyTheStandardRowsTakeTheUsersModesAndOfferARewrite)
{
    for (const Profile &p : builtinProfiles()) {
        const bool standard = p.kind == Profile::Kind::Standard;
        EXPECT_EQ(kindTraits(p).ownModes, !standard) << p.id.toStdString();
        EXPECT_EQ(takes(p, KindSetting::Rewrite), standard) << p.id.toStdString();
    }
    EXPECT_EQ(idsTaking(KindSetting::Rewrite), (Ids {"default", "nvme", "peak", "real", "demo"}));
}

// A kind that runs one test in one mode of its own has one in its profile: what the helper requires of a profile from
// the bus is what the built-in one sends (a surface test reads, the capacity probe writes its stamps, the health check
// is authorized as a read though it moves no data).
TEST(KindTraits, AKindOfOneTestInOneModeHasThatShapeInItsProfile)
{
    Ids fixed;
    for (const Profile &p : builtinProfiles()) {
        const KindTraits &t = kindTraits(p);
        if (!t.oneTestIn)
            continue;
        fixed.push_back(p.id.toStdString());
        EXPECT_EQ(p.tests.size(), 1) << p.id.toStdString();
        EXPECT_EQ(p.modes, QList<IoMode> {*t.oneTestIn}) << p.id.toStdString();
        const bool reads = t.surface || t.kind == TestKind::HealthCheck;
        EXPECT_EQ(*t.oneTestIn, reads ? IoMode::Read : IoMode::Write) << p.id.toStdString();
    }
    EXPECT_EQ(fixed, (Ids {"position-map", "access-time", "read-scan", "capacity-probe", "health-check", "burn-in"}));
}

// What a kind needs of its target agrees with its profile: a surface test only reads, a whole-device test is one
// test, a folder's test never takes a raw device's queue depth.
TEST(KindTraits, WhatAKindNeedsOfItsTargetAgreesWithItsProfile)
{
    for (const Profile &p : builtinProfiles()) {
        const KindTraits &t = kindTraits(p);
        if (t.surface) {
            EXPECT_EQ(t.target, KindTarget::WholeDevice) << p.id.toStdString();
            EXPECT_EQ(p.modes, QList<IoMode> {IoMode::Read}) << p.id.toStdString();
        }
        if (t.target == KindTarget::WholeDevice) {
            EXPECT_EQ(p.tests.size(), 1) << p.id.toStdString();
        }
        if (t.target == KindTarget::Folder) {
            EXPECT_FALSE(takes(p, KindSetting::QueueDepth)) << p.id.toStdString();
        }
        EXPECT_EQ(p.isSurface(), t.surface) << p.id.toStdString();
        EXPECT_EQ(p.isWholeDevice(), t.target == KindTarget::WholeDevice) << p.id.toStdString();
        EXPECT_EQ(p.needsFolder(), t.target == KindTarget::Folder) << p.id.toStdString();
    }
    const auto ids = [](bool (Profile::*is)() const) {
        Ids found;
        for (const Profile &p : builtinProfiles()) {
            if ((p.*is)())
                found.push_back(p.id.toStdString());
        }
        return found;
    };
    EXPECT_EQ(ids(&Profile::isSurface), (Ids {"position-map", "access-time", "read-scan"}));
    EXPECT_EQ(ids(&Profile::isWholeDevice),
              (Ids {"position-map", "access-time", "read-scan", "capacity-probe", "health-check", "burn-in"}));
    EXPECT_EQ(ids(&Profile::checksCapacity), (Ids {"capacity-probe", "verify"}));
    EXPECT_EQ(ids(&Profile::measuresFiles), Ids {"small-files"});
    EXPECT_EQ(ids(&Profile::needsFolder), (Ids {"verify", "small-files"}));
}
