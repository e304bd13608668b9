// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/profile.h"
#include "qstringprinter.h"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

using namespace Sektor;

namespace {

// Profiles compared by their test names: a readable failure shows the whole row list.
std::vector<std::string> testNames(const Profile &p)
{
    std::vector<std::string> names;
    for (const TestSpec &t : p.tests)
        names.push_back(t.name().toStdString());
    return names;
}

const Profile &byId(const char *id)
{
    for (const Profile &p : builtinProfiles()) {
        if (p.id == QLatin1String(id))
            return p;
    }
    ADD_FAILURE() << "no built-in profile " << id;
    static const Profile none;
    return none;
}

const QList<IoMode> ReadWrite {IoMode::Read, IoMode::Write};
const QList<IoMode> ReadWriteMix {IoMode::Read, IoMode::Write, IoMode::Mix};

using Names = std::vector<std::string>;

} // namespace

TEST(Profiles, DefaultAsCrystalDiskMark)
{
    const Profile &p = byId("default");
    EXPECT_EQ(p.name, QStringLiteral("Default"));
    EXPECT_EQ(testNames(p), (Names {"SEQ1M Q8T1", "SEQ1M Q1T1", "RND4K Q32T1", "RND4K Q1T1"}));
    EXPECT_EQ(p.modes, ReadWrite);
    EXPECT_EQ(p.kind, Profile::Kind::Standard);
    EXPECT_FALSE(p.hasMix());
    EXPECT_TRUE(p.hasWrites());
}

// A rewrite is offered by the standard profiles, run on their sequential rows without O_DSYNC, and is a write.
TEST(Profiles, RewriteIsAWriteOfTheSequentialRows)
{
    Profile p = byId("default");
    EXPECT_FALSE(p.modes.contains(IoMode::Rewrite)) << "only on request";
    EXPECT_TRUE(p.offersRewrite());
    p.modes = {IoMode::Rewrite};
    EXPECT_TRUE(p.hasWrites()) << "a rewrite-only run opens the target for writing and asks for consent";
    p.modes = {IoMode::Read};
    EXPECT_FALSE(p.hasWrites());
    for (const TestSpec &t : p.tests)
        EXPECT_EQ(modeApplies(IoMode::Rewrite, t), t.pattern == AccessPattern::Sequential) << qPrintable(t.name());
    TestSpec durable = p.tests.constFirst();
    durable.syncWrites = true;
    EXPECT_FALSE(modeApplies(IoMode::Rewrite, durable));
    EXPECT_TRUE(modeApplies(IoMode::Write, durable));
    p.tests.removeIf([](const TestSpec &t) {
        return t.pattern == AccessPattern::Sequential;
    });
    EXPECT_FALSE(p.offersRewrite()) << "random rows only";
    EXPECT_FALSE(byId("qd-sweep").offersRewrite()) << "a profile with its own modes";
}

TEST(Profiles, NvmeAsCrystalDiskMark)
{
    const Profile &p = byId("nvme");
    EXPECT_EQ(p.name, QStringLiteral("NVMe SSD"));
    EXPECT_EQ(testNames(p), (Names {"SEQ1M Q8T1", "SEQ128K Q32T1", "RND4K Q32T16", "RND4K Q1T1"}));
    EXPECT_EQ(p.modes, ReadWrite);
}

TEST(Profiles, PeakRealDemo)
{
    EXPECT_EQ(testNames(byId("peak")), (Names {"SEQ1M Q8T1", "RND4K Q32T16"}));
    EXPECT_EQ(testNames(byId("real")), (Names {"SEQ1M Q1T1", "RND4K Q1T1"}));
    EXPECT_EQ(testNames(byId("demo")), (Names {"SEQ1M Q8T1"}));
    for (const char *id : {"peak", "real", "demo"})
        EXPECT_EQ(byId(id).modes, ReadWrite) << id;
}

TEST(Profiles, MixVariantsAddMixMode)
{
    for (const char *base : {"default", "nvme", "peak", "real", "demo"}) {
        const std::string mixId = std::string(base) + "-mix";
        const Profile &plain = byId(base);
        const Profile &mix = byId(mixId.c_str());
        EXPECT_EQ(mix.modes, ReadWriteMix) << mixId;
        EXPECT_TRUE(mix.hasMix()) << mixId;
        EXPECT_EQ(mix.name, QString(plain.name + QStringLiteral("+Mix")));
        // Same rows as the plain profile: only the modes differ.
        EXPECT_EQ(testNames(mix), testNames(plain)) << mixId;
    }
}

TEST(Profiles, QueueDepthSweep)
{
    const Profile &p = byId("qd-sweep");
    EXPECT_EQ(p.kind, Profile::Kind::QueueDepthSweep);
    std::vector<std::uint32_t> depths;
    for (const TestSpec &t : p.tests) {
        EXPECT_EQ(t.pattern, AccessPattern::Random);
        EXPECT_EQ(t.blockSize, 4 * KiB);
        EXPECT_EQ(t.threads, 1u);
        depths.push_back(t.queueDepth);
    }
    EXPECT_EQ(depths, (std::vector<std::uint32_t> {1, 2, 4, 8, 16, 32, 64, 128, 256}));
}

TEST(Profiles, BlockSizeSweepGoesFrom512BytesTo64MiBAtQd4)
{
    const Profile &p = byId("block-size-sweep");
    EXPECT_EQ(p.kind, Profile::Kind::BlockSizeSweep);
    EXPECT_EQ(p.modes, (QList<IoMode> {IoMode::Read, IoMode::Write}));
    std::vector<std::uint32_t> sizes;
    for (const TestSpec &t : p.tests) {
        EXPECT_EQ(t.pattern, AccessPattern::Sequential);
        EXPECT_EQ(t.queueDepth, 4u);
        EXPECT_EQ(t.threads, 1u);
        EXPECT_FALSE(t.validate().isError()) << qPrintable(t.name());
        sizes.push_back(t.blockSize);
    }
    ASSERT_EQ(sizes.size(), 18u);
    EXPECT_EQ(sizes.front(), 512u);
    EXPECT_EQ(sizes.back(), 64u * MiB);
    EXPECT_EQ(findProfile(QStringLiteral("Block Size Sweep"))->id, QLatin1String("block-size-sweep"));
}

TEST(Profiles, SyncWriteLatency)
{
    const Profile &p = byId("sync-write");
    EXPECT_EQ(p.kind, Profile::Kind::SyncWriteLatency);
    EXPECT_EQ(p.modes, (QList<IoMode> {IoMode::Write}));
    EXPECT_TRUE(p.hasWrites());
    ASSERT_EQ(p.tests.size(), 2);
    EXPECT_EQ(p.tests[0].blockSize, 4 * KiB);
    EXPECT_EQ(p.tests[1].blockSize, 512u);
    for (const TestSpec &t : p.tests) {
        EXPECT_TRUE(t.syncWrites);
        EXPECT_EQ(t.queueDepth, 1u);
        EXPECT_EQ(t.threads, 1u);
    }
}

TEST(Profiles, EveryBuiltinTestIsValid)
{
    for (const Profile &p : builtinProfiles()) {
        EXPECT_FALSE(p.tests.isEmpty()) << p.id.toStdString();
        EXPECT_FALSE(p.modes.isEmpty()) << p.id.toStdString();
        for (const TestSpec &t : p.tests)
            EXPECT_EQ(t.validate().code, ErrorCode::None) << p.id.toStdString() << ": " << t.name().toStdString();
    }
}

TEST(Profiles, IdsAndNamesUnique)
{
    std::set<std::string> ids, names;
    for (const Profile &p : builtinProfiles()) {
        EXPECT_TRUE(ids.insert(p.id.toLower().toStdString()).second) << "duplicate id " << p.id.toStdString();
        EXPECT_TRUE(names.insert(p.name.toLower().toStdString()).second) << "duplicate name " << p.name.toStdString();
    }
    EXPECT_EQ(ids.size(), 22u);
    EXPECT_EQ(builtinProfiles().first().id, QStringLiteral("default"));
}

TEST(FindProfile, ByIdOrNameCaseInsensitive)
{
    const std::pair<const char *, const char *> cases[] = {
        {"Default", "default"},
        {"default", "default"},
        {"DEFAULT", "default"},
        {"NVMe SSD", "nvme"},
        {"nvme ssd", "nvme"},
        {"nvme", "nvme"},
        {"peak+mix", "peak-mix"},
        {"Peak+Mix", "peak-mix"},
        {"peak-mix", "peak-mix"},
        {"NVMe SSD+Mix", "nvme-mix"},
        {"qd-sweep", "qd-sweep"},
        {"sync-write", "sync-write"},
    };
    for (const auto &[query, id] : cases) {
        const auto p = findProfile(QLatin1String(query));
        ASSERT_TRUE(p.has_value()) << query;
        EXPECT_EQ(p->id, QLatin1String(id)) << query;
    }
}

TEST(FindProfile, RejectsUnknown)
{
    for (const char *query : {"nope", "", "defaul", "default-mix-mix", "mix"})
        EXPECT_FALSE(findProfile(QLatin1String(query)).has_value()) << '"' << query << '"';
}

TEST(FindProfile, ReturnsTheWholeProfile)
{
    const auto p = findProfile(QStringLiteral("Real"));
    ASSERT_TRUE(p.has_value());
    EXPECT_EQ(testNames(*p), testNames(byId("real")));
    EXPECT_EQ(p->modes, byId("real").modes);
}

TEST(Profiles, MixVariantsAndTheirBase)
{
    const Profile standard = *findProfile(QStringLiteral("default"));
    const Profile mix = mixVariantOf(standard);
    EXPECT_EQ(mix.id, QLatin1String("default-mix"));
    EXPECT_TRUE(isMixVariant(mix));
    EXPECT_FALSE(isMixVariant(standard));
    EXPECT_EQ(baseOf(mix).id, QLatin1String("default"));
    EXPECT_EQ(baseOf(standard).id, QLatin1String("default"));
    EXPECT_EQ(mixVariantOf(mix).id, QLatin1String("default-mix"));
    const Profile sweep = *findProfile(QStringLiteral("qd-sweep"));
    EXPECT_EQ(mixVariantOf(sweep).id, QLatin1String("qd-sweep")) << "only standard profiles have a +Mix variant";
    EXPECT_FALSE(isMixVariant(sweep));
}
