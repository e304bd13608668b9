// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A drive that looks weak beside its model is measured once more before it is flagged: which drives and
// which figures are measured again, and what the second measurement does to the flag and to the summary's words.
#include "batch/batchoutliers.h"
#include "batch/batchrecheck.h"
#include "batch/batchsummary.h"
#include "batchfixtures.h"
#include "model/profile.h"

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Fixtures;
using namespace Sektor::Test;

namespace {
// Three drives of one model, the second at half the speed of the others.
QList<BatchEntry> batchWithASlowDrive()
{
    return {finishedDrive(QStringLiteral("/mnt/a"), 1.0, QStringLiteral("A")),
            finishedDrive(QStringLiteral("/mnt/b"), 0.5, QStringLiteral("B")),
            finishedDrive(QStringLiteral("/mnt/c"), 1.1, QStringLiteral("C"))};
}
} // namespace

TEST(BatchRecheck, TheWeakDriveIsDueOnceAndASecondWeakMeasurementConfirmsItsFlags)
{
    QList<BatchEntry> batch = batchWithASlowDrive();
    EXPECT_EQ(drivesToRecheck(batch), QList<int> {1});
    const QList<OutlierFlag> before = findOutliers(batch);
    ASSERT_EQ(before.size(), 8);
    for (const OutlierFlag &f : before)
        EXPECT_FALSE(f.confirmed());

    batch[1].recheck = scaled(defaultProfile(), 0.52);
    EXPECT_TRUE(drivesToRecheck(batch).isEmpty()) << "measured once more, never twice";
    const QList<OutlierFlag> flags = findOutliers(batch);
    ASSERT_EQ(flags.size(), 8);
    for (const OutlierFlag &f : flags) {
        EXPECT_TRUE(f.confirmed()) << f.testName.toStdString();
        EXPECT_LT(f.recheckBytesPerSecond, f.threshold);
    }
    EXPECT_TRUE(clearedByRecheck(batch).isEmpty());
    const QString summary = batchSummaryText(batch);
    EXPECT_TRUE(summary.contains(QStringLiteral("confirmed by a second measurement"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("FLAGGED")));
}

TEST(BatchRecheck, ASecondMeasurementWithinRangeClearsTheFlagAndTheSummarySaysBoth)
{
    QList<BatchEntry> batch = batchWithASlowDrive();
    batch[1].recheck = scaled(defaultProfile(), 0.97);
    EXPECT_TRUE(findOutliers(batch).isEmpty()) << "one unlucky measurement is not a weak drive";
    EXPECT_FALSE(isFlagged(batch, 1, findOutliers(batch)));
    const QList<OutlierFlag> cleared = clearedByRecheck(batch);
    ASSERT_EQ(cleared.size(), 8);
    EXPECT_EQ(cleared.first().entry, 1);
    const QString summary = batchSummaryText(batch);
    EXPECT_FALSE(summary.contains(QStringLiteral("FLAGGED"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("Measured again:"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("2 /mnt/b (nvme0n1): SEQ1M Q8T1 read measured")))
        << summary.toStdString();
    EXPECT_EQ(recheckSentences(batch, 1).size(), 8);
    EXPECT_TRUE(recheckSentences(batch, 0).isEmpty());
}

TEST(BatchRecheck, OnlyTheFiguresTheSecondMeasurementRepeatsChangeAndAFailedOneSaysSo)
{
    QList<BatchEntry> batch = batchWithASlowDrive();
    // The second measurement repeated the read figures only, at full speed: the reads are cleared, the writes stay
    // flagged as measured once.
    RunResult readsOnly = scaled(defaultProfile(), 1.0);
    readsOnly.tests.removeIf([](const TestResult &t) {
        return t.mode == IoMode::Write;
    });
    batch[1].recheck = readsOnly;
    const QList<OutlierFlag> flags = findOutliers(batch);
    ASSERT_EQ(flags.size(), 4);
    for (const OutlierFlag &f : flags) {
        EXPECT_EQ(f.mode, IoMode::Write);
        EXPECT_FALSE(f.confirmed());
    }

    batch[1].recheck.reset();
    batch[1].recheckError = Error::of(ErrorCode::Cancelled);
    EXPECT_TRUE(drivesToRecheck(batch).isEmpty()) << "a second measurement that was tried is not tried again";
    const QStringList sentences = entryFlagSentences(batch, 1, findOutliers(batch));
    ASSERT_FALSE(sentences.isEmpty());
    EXPECT_TRUE(sentences.first().contains(QStringLiteral("not confirmed: the second measurement did not finish")))
        << sentences.first().toStdString();
}

TEST(BatchRecheck, TheStandardRowsMeasureOnlyTheWeakTestsInTheirModesAndOtherKindsWhole)
{
    const QList<BatchEntry> batch = batchWithASlowDrive();
    QList<OutlierFlag> weak = weakFiguresOf(batch, 1);
    weak.removeIf([](const OutlierFlag &f) {
        return !(f.testName == QStringLiteral("RND4K Q32T1") && f.mode == IoMode::Write);
    });
    ASSERT_EQ(weak.size(), 1);
    Profile standard = *findProfile(QStringLiteral("default"));
    standard.modes = {IoMode::Read, IoMode::Write};
    const Profile again = recheckProfile(standard, weak);
    ASSERT_EQ(again.tests.size(), 1);
    EXPECT_EQ(again.tests.first().name(), QStringLiteral("RND4K Q32T1"));
    EXPECT_EQ(again.modes, QList<IoMode> {IoMode::Write});

    const Profile sweep = *findProfile(QStringLiteral("qd-sweep"));
    EXPECT_EQ(recheckProfile(sweep, weak).tests.size(), sweep.tests.size()) << "a sweep's points belong together";
    EXPECT_EQ(recheckProfile(standard, {}).tests.size(), standard.tests.size());
}
