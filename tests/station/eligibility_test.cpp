// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "stationfixture.h"

#include "support/tempdir.h"

#include "station/eligibility.h"

#include <gtest/gtest.h>

#include <unistd.h>

namespace Sektor::Test {
namespace {

using Station::Refusal;

class StationEligibility : public ::testing::Test
{
protected:
    void SetUp() override { makeStationTree(FixtureTree(m_dir.path())); }

    Refusal refusal(const char *name, const QSet<QString> &testing = {}, const Station::LoopDevices &loops = {}) const
    {
        const Catalog::DriveCatalog catalog(QString::fromStdString(m_dir.path() + "/sys"),
                                            QString::fromStdString(m_dir.path() + "/proc"));
        const Station::Eligibility e = Station::stationEligibility(QLatin1String(name), catalog, testing, loops);
        EXPECT_EQ(e.eligible(), e.reason.isEmpty()) << name << ": a refusal has its sentence, a take none";
        return e.refusal;
    }

    TempDir m_dir;
};

TEST_F(StationEligibility, TakesAFreeWholeDrive)
{
    EXPECT_EQ(refusal("sdb"), Refusal::None);
    EXPECT_EQ(refusal("sdd"), Refusal::None);
}

TEST_F(StationEligibility, TakesALoopDeviceOverAFileOnADisk)
{
    EXPECT_EQ(refusal("loop3"), Refusal::None);
}

// A station that writes takes no loop device unless asked, and then only one over a file of its own
// user's (the fixture's backing file is no file here: its owner is unknown, so it is not the station's).
TEST_F(StationEligibility, AStationThatWritesTakesALoopDeviceOnlyWhenAskedAndOnlyItsOwnUsers)
{
    const qint64 user = ::geteuid();
    EXPECT_EQ(refusal("loop3", {}, {true, false, user}), Refusal::LoopDevice);
    EXPECT_EQ(refusal("loop3", {}, {true, true, user}), Refusal::LoopOfAnotherUser);
    EXPECT_EQ(refusal("loop3", {}, {false, false, user}), Refusal::None) << "a station that only reads takes it";
    EXPECT_EQ(refusal("sdb", {}, {true, false, user}), Refusal::None) << "a drive is a drive";
    EXPECT_EQ(refusal("loop5", {}, {true, true, user}), Refusal::MemoryBacked) << "the first refusal is given";
}

TEST_F(StationEligibility, RefusesAPartition)
{
    EXPECT_EQ(refusal("sdb1"), Refusal::Partition);
}

TEST_F(StationEligibility, RefusesTheSystemDiskAndAPartitionOfIt)
{
    EXPECT_EQ(refusal("nvme0n1"), Refusal::SystemDisk);
    EXPECT_EQ(refusal("nvme0n1p2"), Refusal::Partition);
}

TEST_F(StationEligibility, RefusesADriveWithActiveSwapAsTheSystemDisk)
{
    EXPECT_EQ(refusal("sdg"), Refusal::SystemDisk);
}

TEST_F(StationEligibility, RefusesADriveWithAMountedPartition)
{
    EXPECT_EQ(refusal("sde"), Refusal::Mounted);
}

TEST_F(StationEligibility, RefusesAHeldDriveAndTheStackOverIt)
{
    EXPECT_EQ(refusal("sdf"), Refusal::Held);
    EXPECT_EQ(refusal("dm-0"), Refusal::Stacked);
}

TEST_F(StationEligibility, RefusesWhatLivesInRam)
{
    EXPECT_EQ(refusal("loop5"), Refusal::MemoryBacked);
    EXPECT_EQ(refusal("zram0"), Refusal::MemoryBacked);
}

TEST_F(StationEligibility, RefusesAnEmptyLoopDeviceAndAnUnknownName)
{
    EXPECT_EQ(refusal("loop6"), Refusal::Absent);
    EXPECT_EQ(refusal("sdz"), Refusal::Absent);
}

TEST_F(StationEligibility, RefusesADriveBeingTestedAndAnotherNameForItsStorage)
{
    EXPECT_EQ(refusal("sdb", {QStringLiteral("sdb")}), Refusal::Testing);
    EXPECT_EQ(refusal("loop4", {QStringLiteral("loop3")}), Refusal::Testing);
    EXPECT_EQ(refusal("sdc", {QStringLiteral("sdb")}), Refusal::None);
}

TEST(StationRefusalText, EveryRefusalHasASentence)
{
    for (Refusal r : {Refusal::Absent,
                      Refusal::Partition,
                      Refusal::Stacked,
                      Refusal::SystemDisk,
                      Refusal::Mounted,
                      Refusal::Held,
                      Refusal::MemoryBacked,
                      Refusal::Testing})
        EXPECT_FALSE(Station::refusalText(r).isEmpty()) << int(r);
    EXPECT_TRUE(Station::refusalText(Refusal::None).isEmpty());
}

} // namespace
} // namespace Sektor::Test
