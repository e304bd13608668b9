// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The summary a technician reads after a batch: a row per drive, the flagged ones marked, and a sentence for each
// thing to look at (slow figures, health problems, drives that did not finish).
#include "batch/batchsummary.h"
#include "model/healthcheck.h"
#include "reportfixtures.h"

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Fixtures;

namespace {
BatchEntry entry(const QString &target, BatchEntry::State state, double factor = 1)
{
    BatchEntry e;
    e.target = target;
    e.state = state;
    if (state == BatchEntry::State::Finished)
        e.result = scaled(defaultProfile(), factor);
    return e;
}

QString rowOf(const QString &summary, const QString &target)
{
    for (const QString &line : summary.split(QLatin1Char('\n'))) {
        if (line.contains(QLatin1Char(' ') + target + QLatin1Char(' ')))
            return line;
    }
    return {};
}
} // namespace

TEST(BatchSummary, RowsFlagTheSlowDriveAndSentencesSayByHowMuch)
{
    const QList<BatchEntry> batch {entry(QStringLiteral("/mnt/a"), BatchEntry::State::Finished, 1.0),
                                   entry(QStringLiteral("/mnt/b"), BatchEntry::State::Finished, 0.5),
                                   entry(QStringLiteral("/mnt/c"), BatchEntry::State::Finished, 1.0)};
    const QString summary = batchSummaryText(batch);
    EXPECT_TRUE(summary.startsWith(QStringLiteral("3 drives, all finished.\n"))) << qPrintable(summary);
    EXPECT_TRUE(rowOf(summary, QStringLiteral("/mnt/b")).endsWith(QStringLiteral("FLAGGED"))) << qPrintable(summary);
    EXPECT_FALSE(rowOf(summary, QStringLiteral("/mnt/a")).contains(QStringLiteral("FLAGGED")));
    EXPECT_TRUE(rowOf(summary, QStringLiteral("/mnt/b")).contains(QStringLiteral("1,756 MB/s")))
        << "the first test's read median, halved: " << qPrintable(summary);
    EXPECT_TRUE(summary.contains(QStringLiteral("2 /mnt/b (nvme0n1): SEQ1M Q8T1 read 1,756 MB/s, 50 % below the median "
                                                "of 3 drives of this model (3,512 MB/s).")))
        << qPrintable(summary);
}

TEST(BatchSummary, EveryDriveThatDidNotFinishSaysWhy)
{
    BatchEntry failed = entry(QStringLiteral("/mnt/full"), BatchEntry::State::Failed);
    failed.error = Error::of(ErrorCode::NotEnoughSpace, QStringLiteral("/mnt/full"));
    BatchEntry refused = entry(QStringLiteral("/dev/sdb"), BatchEntry::State::Refused);
    refused.error = Error::of(ErrorCode::DeviceBusy, QStringLiteral("/dev/sdb"));
    const QList<BatchEntry> batch {entry(QStringLiteral("/mnt/a"), BatchEntry::State::Finished),
                                   failed,
                                   refused,
                                   entry(QStringLiteral("/mnt/c"), BatchEntry::State::Cancelled),
                                   entry(QStringLiteral("/mnt/d"), BatchEntry::State::Waiting)};
    EXPECT_FALSE(allFinished(batch));
    const QStringList sentences = batchFlagSentences(batch, findOutliers(batch));
    ASSERT_EQ(sentences.size(), 4) << qPrintable(sentences.join(QLatin1Char('\n')));
    EXPECT_EQ(sentences.at(0), QStringLiteral("2 /mnt/full failed: ") + failed.error.message());
    EXPECT_EQ(sentences.at(1), QStringLiteral("3 /dev/sdb was not run: ") + refused.error.message());
    EXPECT_EQ(sentences.at(2), QStringLiteral("4 /mnt/c was stopped while it ran."));
    EXPECT_EQ(sentences.at(3), QStringLiteral("5 /mnt/d was not run: the batch was stopped before it."));
    const QString summary = batchSummaryText(batch);
    EXPECT_TRUE(summary.startsWith(QStringLiteral("5 drives: 1 finished, 4 did not.\n"))) << qPrintable(summary);
    EXPECT_TRUE(rowOf(summary, QStringLiteral("/mnt/full")).contains(QStringLiteral("failed")));
    EXPECT_TRUE(rowOf(summary, QStringLiteral("/dev/sdb")).contains(QStringLiteral("refused")));
}

TEST(BatchSummary, AHealthProblemFlagsTheDriveWhateverItsSpeed)
{
    BatchEntry worn = entry(QStringLiteral("/mnt/worn"), BatchEntry::State::Finished);
    DriveHealth &health = worn.result.target.drives[0].healthAfter;
    health.source = DriveHealth::Source::NvmeLog;
    health.mediaErrors = 12;
    const QList<BatchEntry> batch {entry(QStringLiteral("/mnt/a"), BatchEntry::State::Finished), worn};
    const QString summary = batchSummaryText(batch);
    EXPECT_TRUE(rowOf(summary, QStringLiteral("/mnt/worn")).contains(QStringLiteral("WARNING"))) << qPrintable(summary);
    EXPECT_TRUE(rowOf(summary, QStringLiteral("/mnt/worn")).endsWith(QStringLiteral("FLAGGED")));
    EXPECT_TRUE(rowOf(summary, QStringLiteral("/mnt/a")).contains(QStringLiteral("unknown")));
    EXPECT_TRUE(summary.contains(QStringLiteral("2 /mnt/worn (nvme0n1): nvme0n1"))) << qPrintable(summary);
}

// A batch of Health Checks: the column holds each drive's verdict, and a drive whose self-test failed is flagged with
// the rule's sentence.
TEST(BatchSummary, ABatchOfHealthChecksShowsEachVerdictAndFlagsAFailure)
{
    BatchEntry passed;
    passed.target = QStringLiteral("/dev/sdb");
    passed.state = BatchEntry::State::Finished;
    passed.result = healthCheck();
    BatchEntry failed = passed;
    failed.target = QStringLiteral("/dev/sdc");
    HealthCheckResult &check = failed.result.tests[0].payload.edit<HealthCheckResult>();
    check.selfTest.status = SelfTestStatus::Failed;
    check.selfTest.failingLba = 4096;
    const QString summary = batchSummaryText({passed, failed});
    EXPECT_TRUE(summary.contains(QStringLiteral("Verdict"))) << qPrintable(summary);
    EXPECT_FALSE(summary.contains(QStringLiteral("Health"))) << "the column is the verdict's";
    EXPECT_TRUE(rowOf(summary, QStringLiteral("/dev/sdb")).contains(QStringLiteral("PASS"))) << qPrintable(summary);
    EXPECT_FALSE(rowOf(summary, QStringLiteral("/dev/sdb")).contains(QStringLiteral("FLAGGED")));
    EXPECT_TRUE(rowOf(summary, QStringLiteral("/dev/sdc")).contains(QStringLiteral("FAIL"))) << qPrintable(summary);
    EXPECT_TRUE(rowOf(summary, QStringLiteral("/dev/sdc")).endsWith(QStringLiteral("FLAGGED")));
    EXPECT_TRUE(summary.contains(QStringLiteral("The drive's own self-test failed."))) << qPrintable(summary);
}

// Where each drive stands among its model's results in the history (BatchEntry::peers, looked up by the
// program), one sentence per drive that has a test compared; a drive with no standings says nothing.
TEST(BatchSummary, EachDriveSaysWhereItStandsAmongItsModel)
{
    QList<BatchEntry> batch {entry(QStringLiteral("/mnt/a"), BatchEntry::State::Finished, 1.0),
                             entry(QStringLiteral("/mnt/b"), BatchEntry::State::Finished, 1.0),
                             entry(QStringLiteral("/mnt/c"), BatchEntry::State::Finished, 1.0)};
    const RunResult &r = batch.at(0).result;
    const PeerQuery read = *peerQueryFor(r, r.tests.at(0));
    const double value = r.tests.at(0).stats.medianBytesPerSecond;
    const QList<PeerValue> six {{value / 2, false},
                                {value / 2, false},
                                {value, false},
                                {value * 2, false},
                                {value * 2, true},
                                {value * 3, false}};
    batch[0].peers = PeerStandings(r.tests.size());
    batch[0].peers[0] = standingAmong(read, value, six);
    batch[1].peers = PeerStandings(r.tests.size());
    batch[1].peers[0] = standingAmong(read, value, six.mid(0, 4));
    const QString summary = batchSummaryText(batch);
    const qsizetype section = summary.indexOf(QStringLiteral("\nAgainst their model:\n"));
    ASSERT_GE(section, 0) << qPrintable(summary);
    // Two below, one equal (counted half): 2.5 of 6.
    EXPECT_TRUE(
        summary.indexOf(QStringLiteral("  1 /mnt/a (nvme0n1): Against the 6 results of Samsung SSD 980 PRO 500GB "
                                       "in the history (1 of them imported): SEQ1M Q8T1 Read at the 42nd "
                                       "percentile (median "),
                        section)
        > section)
        << qPrintable(summary);
    EXPECT_TRUE(summary.contains(QStringLiteral("  2 /mnt/b (nvme0n1): Too few results of Samsung SSD 980 PRO 500GB in "
                                                "the history to compare it with (4).")))
        << qPrintable(summary);
    EXPECT_FALSE(summary.contains(QStringLiteral("3 /mnt/c (nvme0n1): A"))) << qPrintable(summary);
}
