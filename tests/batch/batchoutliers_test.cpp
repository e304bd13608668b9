// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Which drives of a batch are flagged: those below 80 % of the median of their model's drives, per test and mode.
#include "batch/batchoutliers.h"
#include "batchfixtures.h"

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Fixtures;
using namespace Sektor::Test;

namespace {
QList<int> flaggedEntries(const QList<OutlierFlag> &flags)
{
    QList<int> entries;
    for (const OutlierFlag &f : flags) {
        if (!entries.contains(f.entry))
            entries << f.entry;
    }
    return entries;
}
} // namespace

TEST(BatchOutliers, TheSlowDriveOfThreeIsFlaggedInEveryFigureWithTheModelsMedian)
{
    const QList<BatchEntry> batch {finishedDrive(QStringLiteral("/mnt/a"), 1.0, QStringLiteral("A")),
                                   finishedDrive(QStringLiteral("/mnt/b"), 0.5, QStringLiteral("B")),
                                   finishedDrive(QStringLiteral("/mnt/c"), 1.1, QStringLiteral("C"))};
    const QList<OutlierFlag> flags = findOutliers(batch);
    ASSERT_EQ(flags.size(), 8) << "each of the Default profile's 8 figures";
    for (const OutlierFlag &f : flags) {
        EXPECT_EQ(f.entry, 1);
        EXPECT_EQ(f.groupSize, 3);
        EXPECT_NEAR(f.share(), 0.5, 1e-9) << "the median of 0.5, 1.0 and 1.1 is the 1.0 drive";
    }
    EXPECT_EQ(flags.first().testName, QStringLiteral("SEQ1M Q8T1"));
    EXPECT_EQ(flags.first().mode, IoMode::Read);
    EXPECT_NEAR(flags.first().groupMedian, batch.at(0).result.tests.at(0).stats.medianBytesPerSecond, 1e-6);
}

TEST(BatchOutliers, AFigureAtEightyPercentIsNotFlaggedAndJustBelowItIs)
{
    // Two drives: the median is their mean, so the slower is at 2s / (1 + s) of it.
    const double atThreshold = 0.8 / (2 - 0.8); // share 0.8 exactly
    EXPECT_TRUE(findOutliers({finishedDrive(QStringLiteral("/a"), 1, QStringLiteral("A")),
                              finishedDrive(QStringLiteral("/b"), atThreshold * 1.0001, QStringLiteral("B"))})
                    .isEmpty());
    EXPECT_EQ(
        flaggedEntries(findOutliers({finishedDrive(QStringLiteral("/a"), 1, QStringLiteral("A")),
                                     finishedDrive(QStringLiteral("/b"), atThreshold * 0.999, QStringLiteral("B"))})),
        QList<int> {1});
}

TEST(BatchOutliers, OnlyDrivesOfTheSameModelAndCapacityAreCompared)
{
    BatchEntry other = finishedDrive(QStringLiteral("/b"), 0.3, QStringLiteral("B"));
    other.result.target.drives[0].model = QStringLiteral("Crucial P3 500GB");
    BatchEntry bigger = finishedDrive(QStringLiteral("/c"), 0.3, QStringLiteral("C"));
    bigger.result.target.drives[0].sizeBytes *= 2;
    EXPECT_TRUE(findOutliers({finishedDrive(QStringLiteral("/a"), 1, QStringLiteral("A")), other, bigger}).isEmpty());
    EXPECT_NE(modelGroupKey(other), modelGroupKey(bigger));
}

// The model as the history compares it (normalisedModel()): one path's "ATA " and another's maker's name, or
// udev's underscores, do not split one model into two groups.
TEST(BatchOutliers, OneModelSpelledTwoWaysIsOneGroup)
{
    BatchEntry ata = finishedDrive(QStringLiteral("/b"), 0.3, QStringLiteral("B"));
    ata.result.target.drives[0].model = QStringLiteral("ATA ") + ata.result.target.drives[0].model;
    BatchEntry underscores = finishedDrive(QStringLiteral("/c"), 1, QStringLiteral("C"));
    underscores.result.target.drives[0].model.replace(QLatin1Char(' '), QLatin1Char('_'));
    EXPECT_EQ(modelGroupKey(ata), modelGroupKey(underscores));
    EXPECT_EQ(
        flaggedEntries(findOutliers({finishedDrive(QStringLiteral("/a"), 1, QStringLiteral("A")), ata, underscores})),
        QList<int> {1});
}

TEST(BatchOutliers, DrivesWithoutAModelAreComparedByTransportAndCapacity)
{
    QList<BatchEntry> loops;
    for (double factor : {1.0, 1.0, 0.2}) {
        BatchEntry e = finishedDrive(QStringLiteral("/dev/loop"), factor, QString());
        e.result.target.drives[0].model.clear();
        e.result.target.drives[0].transport = QStringLiteral("loop");
        loops << e;
    }
    EXPECT_EQ(flaggedEntries(findOutliers(loops)), QList<int> {2});
    EXPECT_EQ(modelGroupKey(loops.at(0)), modelGroupKey(loops.at(2)));
    loops[2].result.target.drives[0].transport = QStringLiteral("usb");
    EXPECT_TRUE(findOutliers(loops).isEmpty()) << "a USB stick is not one of the loop devices";
}

TEST(BatchOutliers, FailedDrivesAndDrivesWithoutADriveAreLeftOut)
{
    BatchEntry failed = finishedDrive(QStringLiteral("/b"), 0.1, QStringLiteral("B"));
    failed.state = BatchEntry::State::Failed;
    BatchEntry tmpfs = finishedDrive(QStringLiteral("/dev/shm"), 0.1, QStringLiteral("T"));
    tmpfs.result.target.drives.clear();
    EXPECT_TRUE(modelGroupKey(tmpfs).isEmpty());
    EXPECT_TRUE(findOutliers({finishedDrive(QStringLiteral("/a"), 1, QStringLiteral("A")), failed, tmpfs}).isEmpty());
    EXPECT_TRUE(findOutliers({finishedDrive(QStringLiteral("/a"), 1, QStringLiteral("A"))}).isEmpty())
        << "one drive has nothing to be compared with";
}

TEST(BatchOutliers, ATestOnlyOneDriveRanIsNotCompared)
{
    BatchEntry readOnly = finishedDrive(QStringLiteral("/b"), 0.5, QStringLiteral("B"));
    readOnly.result.tests.removeIf([](const TestResult &t) {
        return t.mode == IoMode::Write;
    });
    BatchEntry full = finishedDrive(QStringLiteral("/a"), 1, QStringLiteral("A"));
    const QList<OutlierFlag> flags = findOutliers({full, readOnly});
    ASSERT_EQ(flags.size(), 4) << "the four read figures; the write figures have one drive each";
    for (const OutlierFlag &f : flags)
        EXPECT_EQ(f.mode, IoMode::Read);
}

// Four identical drives whose runs each varied by 30 %: one of them 24 % below the median is within that noise and is
// not flagged; the same drive with steady runs is (RAM-backed loop devices were flagged at random).
TEST(BatchOutliers, ADriveBelowTheMedianByLessThanItsRunsVariedIsNotFlagged)
{
    const auto withSpread = [](BatchEntry e, double spread) {
        for (TestResult &t : e.result.tests) {
            t.stats.bestBytesPerSecond = t.stats.medianBytesPerSecond * (1 + spread / 2);
            t.stats.worstBytesPerSecond = t.stats.medianBytesPerSecond * (1 - spread / 2);
        }
        return e;
    };
    QList<BatchEntry> noisy;
    QList<BatchEntry> steady;
    const double factors[] = {1.0, 1.0, 0.76, 1.0};
    for (int i = 0; i < 4; ++i) {
        const BatchEntry e
            = finishedDrive(QStringLiteral("/dev/loop%1").arg(i), factors[i], QStringLiteral("S%1").arg(i));
        noisy << withSpread(e, 0.30);
        steady << withSpread(e, 0.02);
    }
    EXPECT_TRUE(findOutliers(noisy).isEmpty()) << "24 % below while runs varied by 30 %";
    const QList<OutlierFlag> flags = findOutliers(steady);
    EXPECT_EQ(flaggedEntries(flags), QList<int> {2});
    ASSERT_FALSE(flags.isEmpty());
    EXPECT_NEAR(flags.first().runSpread, 0.02, 1e-9);
    // Beyond the noise it is flagged again: 40 % below, runs varying by 30 %.
    noisy[2] = withSpread(finishedDrive(QStringLiteral("/dev/loop2"), 0.6, QStringLiteral("S2")), 0.30);
    EXPECT_EQ(flaggedEntries(findOutliers(noisy)), QList<int> {2});
}
