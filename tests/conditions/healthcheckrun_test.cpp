// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A whole Health Check run against ground truth: the engine's kind with the drivers the programs register
// (health/selftestdrivers), on a real loop device that python3-dbusmock's udisks2 puts an ATA drive behind, on a
// private system bus. The drive's script decides: a test that passes is PASS, one that fails at a read is FAIL with
// its rule, a stop aborts the drive's test through udisks, and a test that never ends is given up at its limit and
// needs ATTENTION. Each ends in the verdict the result's reports show.
#include "fakeudisks.h"
#include "model/kinds/healthcheckoptions.h"
#include "support/loopdevice.h"
#include "support/privatebus.h"
#include "support/requireroot.h"

#include "engine/benchmark.h"
#include "engine/selftestsource.h"
#include "health/selftestdrivers.h"
#include "model/healthcheck.h"
#include "report/kinds/healthcheckreport.h"
#include "report/partialresult.h"

#include <QDBusArgument>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

#include <cstring>

namespace Sektor::Test {

namespace {
using namespace std::chrono_literals;

class Stopper : public ProgressObserver
{
public:
    explicit Stopper(CancelToken &cancel)
        : m_cancel(cancel)
    { }
    void progress(const Progress &p) override
    {
        if (p.phase == Phase::Measuring && p.fraction > 0)
            m_cancel.cancel(); // once the drive says its test runs
    }

private:
    CancelToken &m_cancel;
};

class HealthCheckRun : public ::testing::Test
{
protected:
    void SetUp() override
    {
        SEKTOR_REQUIRE_ROOT();
        ASSERT_TRUE(m_loop.ok()) << m_loop.error();
        ASSERT_TRUE(m_bus.ok());
        // Qt keeps the first system bus a process connects to: each test needs its own process (ctest runs each
        // alone), as the other tests on a private system bus do.
        m_bus.becomeSystemBus();
        Health::registerSelfTestDrivers();
        SelfTestTiming quick;
        quick.poll = 5ms;
        setSelfTestTiming(quick);
    }
    void TearDown() override { setSelfTestTiming({}); }

    // The loop device's fake ATA drive runs @p script ("passes", "fails"…).
    void driveRuns(const char *script)
    {
        const QString block = QString::fromStdString(m_loop.device()).mid(int(std::strlen("/dev/")));
        const QJsonObject parameters {{QStringLiteral("block"), block},
                                      {QStringLiteral("selftest"), QLatin1String(script)}};
        ASSERT_TRUE(startFakeUdisks(m_bus, parameters)) << "python3-dbusmock's udisks did not start";
    }

    RunOutcome check(SelfTestType type, ProgressObserver *observer = nullptr, CancelToken *stop = nullptr)
    {
        RunOptions options;
        options.kinds.edit<HealthCheckOptions>().selfTest = type;
        Benchmark benchmark(
            *findProfile(QStringLiteral("health-check")), QString::fromStdString(m_loop.device()), options);
        benchmark.setObserver(observer);
        CancelToken own;
        return benchmark.run(stop ? *stop : own);
    }

    // How many times the fake drive was called with @p method.
    int callsOf(const QString &method) const
    {
        return int(
            fakeDriveCalls(QDBusConnection::connectToBus(m_bus.address(), QStringLiteral("health-check-run")), method)
                .size());
    }

    LoopDevice m_loop;
    PrivateBus m_bus;
};

const HealthCheckResult &checkOf(const RunOutcome &outcome)
{
    const HealthCheckResult *found = healthCheckOf(outcome.result);
    static const HealthCheckResult none;
    EXPECT_NE(found, nullptr) << "the run keeps what the check found";
    return found ? *found : none;
}
} // namespace

TEST_F(HealthCheckRun, ATestThatPassesIsAPass)
{
    driveRuns("passes");
    const RunOutcome outcome = check(SelfTestType::Short);
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    EXPECT_EQ(checkOf(outcome).selfTest.status, SelfTestStatus::Passed);
    const std::optional<HealthAssessment> verdict = healthAssessmentOf(outcome.result);
    ASSERT_TRUE(verdict);
    EXPECT_EQ(verdict->verdict, HealthVerdict::Pass);
    EXPECT_TRUE(verdict->firedRules.isEmpty());
    EXPECT_EQ(callsOf(QStringLiteral("SmartSelftestStart")), 1);
    EXPECT_EQ(callsOf(QStringLiteral("SmartSelftestAbort")), 0);
}

TEST_F(HealthCheckRun, ATestThatFailsAtAReadIsAFailWithItsRule)
{
    driveRuns("fails");
    const RunOutcome outcome = check(SelfTestType::Extended);
    ASSERT_TRUE(outcome.ok()) << "a failing drive is a finding: " << outcome.error.message().toStdString();
    EXPECT_EQ(checkOf(outcome).selfTest.status, SelfTestStatus::Failed);
    EXPECT_EQ(checkOf(outcome).selfTest.type, SelfTestType::Extended);
    const std::optional<HealthAssessment> verdict = healthAssessmentOf(outcome.result);
    ASSERT_TRUE(verdict);
    EXPECT_EQ(verdict->verdict, HealthVerdict::Fail);
    EXPECT_EQ(verdict->firedRules, QStringList {QStringLiteral("self-test-failed")});
}

TEST_F(HealthCheckRun, AStopAbortsTheDrivesTestAndKeepsWhatWasFound)
{
    driveRuns("aborted");
    CancelToken stop;
    Stopper stopper(stop);
    const RunOutcome outcome = check(SelfTestType::Short, &stopper, &stop);
    EXPECT_EQ(outcome.error.code, ErrorCode::Cancelled);
    EXPECT_EQ(checkOf(outcome).selfTest.status, SelfTestStatus::Cancelled);
    EXPECT_EQ(callsOf(QStringLiteral("SmartSelftestAbort")), 1) << "the drive is told to abort";
    EXPECT_TRUE(keepsPartialResult(outcome.result, outcome.error)) << "the check's findings are reported";
}

TEST_F(HealthCheckRun, ATestThatNeverEndsIsGivenUpAtItsLimitAndNeedsAttention)
{
    driveRuns("never-finishes");
    SelfTestTiming limited;
    limited.poll = 5ms;
    limited.limit = 300ms;
    setSelfTestTiming(limited);
    const RunOutcome outcome = check(SelfTestType::Short);
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    EXPECT_EQ(checkOf(outcome).selfTest.status, SelfTestStatus::TimedOut);
    EXPECT_EQ(callsOf(QStringLiteral("SmartSelftestAbort")), 1);
    const std::optional<HealthAssessment> verdict = healthAssessmentOf(outcome.result);
    ASSERT_TRUE(verdict);
    EXPECT_EQ(verdict->verdict, HealthVerdict::Attention);
    EXPECT_EQ(verdict->firedRules, QStringList {QStringLiteral("self-test-incomplete")});
}

} // namespace Sektor::Test
