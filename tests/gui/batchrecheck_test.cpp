// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The window's batch measures a drive that looked weak once more, and only that drive and those rows, after every
// drive had its turn; the second measurement decides the flag. The runners are scripted: what matters here
// is what the controller asks of them and what it keeps, not the I/O (the CLI's batch measures real drives).
#include "gui/batch/batchcontroller.h"

#include "batch/batchoutliers.h"
#include "reportfixtures.h"

#include <QSignalSpy>
#include <QTimer>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;

namespace {
// The one row a scripted drive is slow in: RND4K Q1T1 write; the others measure at full speed.
const QString SlowRow = QStringLiteral("RND4K Q1T1");

// A runner that answers at once with a fixture result scaled by its drive's factor for the n-th measurement of it (in
// every row, or with @p slowRowOnly in SlowRow's write only).
class ScriptedRunner : public Runner
{
public:
    ScriptedRunner(QList<double> factors, QString serial, bool slowRowOnly, QList<RunRequest> &asked)
        : m_factors(std::move(factors))
        , m_serial(std::move(serial))
        , m_slowRowOnly(slowRowOnly)
        , m_asked(asked)
    { }

    bool start(const RunRequest &request) override
    {
        const int n = int(std::count_if(m_asked.cbegin(), m_asked.cend(), [&](const RunRequest &r) {
            return r.target == request.target;
        }));
        m_asked << request;
        RunOutcome outcome;
        if (n < m_factors.size() && m_factors.at(n) > 0) {
            outcome.result = Fixtures::scaled(Fixtures::defaultProfile(), m_factors.at(n));
            if (m_slowRowOnly) {
                const RunResult full = Fixtures::defaultProfile();
                for (int t = 0; t < full.tests.size(); ++t) {
                    const TestResult &row = full.tests.at(t);
                    if (row.spec.name() != SlowRow || row.mode != IoMode::Write)
                        outcome.result.tests[t] = row;
                }
            }
            outcome.result.target.drives[0].serial = m_serial;
            // The scripted drive measures what it was asked: the rows of the request's profile only.
            outcome.result.tests.removeIf([&](const TestResult &t) {
                return !std::any_of(request.profile.tests.cbegin(),
                                    request.profile.tests.cend(),
                                    [&](const TestSpec &s) {
                                        return s.name() == t.spec.name();
                                    })
                    || !request.profile.modes.contains(t.mode);
            });
        } else {
            outcome.error = Error::of(ErrorCode::IoError, request.target);
        }
        m_running = true;
        QTimer::singleShot(0, this, [this, outcome] {
            m_running = false;
            Q_EMIT finished(outcome);
        });
        return true;
    }
    void cancel() override { }
    bool isRunning() const override { return m_running; }

private:
    QList<double> m_factors;
    QString m_serial;
    bool m_slowRowOnly;
    QList<RunRequest> &m_asked;
    bool m_running = false;
};

struct ScriptedBatch
{
    QList<RunRequest> asked;
    BatchController controller;

    // @p factors: per drive, the factor of its first and second measurement (0: that measurement fails).
    bool run(const QList<QList<double>> &factors, bool slowRowOnly = false)
    {
        QList<BatchItem> items;
        for (int i = 0; i < factors.size(); ++i) {
            BatchItem item;
            item.target.path = QStringLiteral("/mnt/drive%1").arg(i);
            items << item;
        }
        controller.setRunnerFactory([this, factors, slowRowOnly](const RunTarget &target) {
            const int i = target.path.right(1).toInt();
            return std::make_unique<ScriptedRunner>(factors.at(i), QStringLiteral("S%1").arg(i), slowRowOnly, asked);
        });
        Profile profile = *findProfile(QStringLiteral("default"));
        profile.modes = {IoMode::Read, IoMode::Write};
        QSignalSpy done(&controller, &BatchController::finished);
        return controller.start(items, profile, RunOptions {}, QString()) && done.wait(10000);
    }
};
} // namespace

TEST(BatchWindowRecheck, TheWindowMeasuresTheWeakDriveAgainAfterTheOthersAndASecondWeakRunConfirmsIt)
{
    ScriptedBatch batch;
    QSignalSpy rechecks(&batch.controller, &BatchController::recheckStarted);
    ASSERT_TRUE(batch.run({{1.0, 1.0}, {0.5, 0.52}, {1.1, 1.1}}));
    ASSERT_EQ(batch.asked.size(), 4) << "three drives, then the weak one once more";
    EXPECT_EQ(batch.asked.at(3).target, QStringLiteral("/mnt/drive1"));
    ASSERT_EQ(rechecks.size(), 1);
    EXPECT_EQ(rechecks.first().first().value<QList<int>>(), QList<int> {1});
    const BatchEntry &slow = batch.controller.entries().at(1);
    ASSERT_TRUE(slow.recheck.has_value());
    EXPECT_EQ(slow.state, BatchEntry::State::Finished);
    EXPECT_NEAR(slow.result.tests.first().stats.medianBytesPerSecond,
                Fixtures::scaled(Fixtures::defaultProfile(), 0.5).tests.first().stats.medianBytesPerSecond,
                1e-6)
        << "the first measurement stays the drive's result";
    const QList<OutlierFlag> flags = findOutliers(batch.controller.entries());
    ASSERT_EQ(flags.size(), 8);
    for (const OutlierFlag &f : flags)
        EXPECT_TRUE(f.confirmed()) << f.testName.toStdString();
}

TEST(BatchWindowRecheck, TheWindowClearsAFlagTheSecondMeasurementDoesNotConfirmAndRechecksOnlyTheWeakRows)
{
    ScriptedBatch batch;
    // Drive 1 slow in one row's write only; the second measurement repeats that row in that mode, at full speed.
    ASSERT_TRUE(batch.run({{1.0}, {0.5, 1.0}, {1.0}}, true));
    ASSERT_EQ(batch.asked.size(), 4);
    const RunRequest &again = batch.asked.at(3);
    ASSERT_EQ(again.profile.tests.size(), 1);
    EXPECT_EQ(again.profile.tests.first().name(), SlowRow);
    EXPECT_EQ(again.profile.modes, QList<IoMode> {IoMode::Write});
    EXPECT_TRUE(findOutliers(batch.controller.entries()).isEmpty());
    const QList<OutlierFlag> cleared = clearedByRecheck(batch.controller.entries());
    ASSERT_EQ(cleared.size(), 1);
    EXPECT_EQ(cleared.first().testName, SlowRow);
}

TEST(BatchWindowRecheck, ASecondMeasurementThatFailsLeavesTheFlagUnconfirmedWithItsReason)
{
    ScriptedBatch batch;
    ASSERT_TRUE(batch.run({{1.0}, {0.5, 0}, {1.0}}));
    ASSERT_EQ(batch.asked.size(), 4);
    const BatchEntry &slow = batch.controller.entries().at(1);
    EXPECT_FALSE(slow.recheck.has_value());
    EXPECT_EQ(slow.recheckError.code, ErrorCode::IoError);
    EXPECT_EQ(slow.state, BatchEntry::State::Finished) << "a failed second look does not undo the first";
    const QList<OutlierFlag> flags = findOutliers(batch.controller.entries());
    ASSERT_EQ(flags.size(), 8);
    EXPECT_FALSE(flags.first().confirmed());
}

TEST(BatchWindowRecheck, ABatchWithoutAWeakDriveMeasuresEachDriveOnce)
{
    ScriptedBatch batch;
    ASSERT_TRUE(batch.run({{1.0}, {0.95}, {1.05}}));
    EXPECT_EQ(batch.asked.size(), 3);
}
