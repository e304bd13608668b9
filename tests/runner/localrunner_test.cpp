// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// LocalRunner: the engine on a worker thread, reporting back through queued signals.
#include "support/tempdir.h"

#include "runner/localrunner.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QThread>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {
RunRequest quickDemo(const std::string &dir)
{
    RunRequest request;
    request.profile = *findProfile(QStringLiteral("demo"));
    request.target = QString::fromStdString(dir);
    request.options.testSize = 16 * MiB;
    request.options.runs = 1;
    request.options.warmup = 0ms;
    request.options.measureTime = 200ms;
    request.options.interval = 0ms;
    request.comment = QStringLiteral("runner test");
    return request;
}
} // namespace

TEST(LocalRunner, RunsOnAWorkerThreadAndReportsOnTheCallersThread)
{
    TempDir dir;
    LocalRunner runner;
    const Qt::HANDLE mainThread = QThread::currentThreadId();
    int progressOnMain = 0;
    int progressElsewhere = 0;
    QObject::connect(&runner, &Runner::progressed, [&](const Progress &) {
        (QThread::currentThreadId() == mainThread ? progressOnMain : progressElsewhere)++;
    });
    QSignalSpy tests(&runner, &Runner::testFinished);
    QSignalSpy finished(&runner, &Runner::finished);

    ASSERT_TRUE(runner.start(quickDemo(dir.path())));
    EXPECT_TRUE(runner.isRunning());
    EXPECT_FALSE(runner.start(quickDemo(dir.path()))) << "one run at a time";
    ASSERT_TRUE(finished.wait(30000));
    EXPECT_FALSE(runner.isRunning());
    EXPECT_EQ(finished.size(), 1);

    const auto outcome = finished.at(0).at(0).value<RunOutcome>();
    ASSERT_TRUE(outcome.ok()) << qPrintable(outcome.error.message());
    EXPECT_EQ(outcome.result.comment, QStringLiteral("runner test"));
    ASSERT_EQ(outcome.result.tests.size(), 2); // SEQ1M Q8T1 read and write
    EXPECT_EQ(tests.size(), 2);
    EXPECT_GT(outcome.result.tests[0].stats.medianBytesPerSecond, 0);
    EXPECT_GT(progressOnMain, 0);
    EXPECT_EQ(progressElsewhere, 0);
    EXPECT_EQ(listDirectory(dir.path()), "");

    QSignalSpy again(&runner, &Runner::finished);
    ASSERT_TRUE(runner.start(quickDemo(dir.path()))) << "the runner is reusable";
    ASSERT_TRUE(again.wait(30000));
}

TEST(LocalRunner, CancelStopsTheRunQuicklyAndLeavesNothing)
{
    TempDir dir;
    LocalRunner runner;
    RunRequest request = quickDemo(dir.path());
    request.options.measureTime = 10s;
    QSignalSpy finished(&runner, &Runner::finished);
    bool measuring = false;
    QObject::connect(&runner, &Runner::progressed, [&](const Progress &p) {
        measuring = measuring || p.phase == Phase::Measuring;
    });
    ASSERT_TRUE(runner.start(request));
    QElapsedTimer waited;
    waited.start();
    while (!measuring && waited.elapsed() < 20000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    ASSERT_TRUE(measuring);

    QElapsedTimer stopping;
    stopping.start();
    runner.cancel();
    ASSERT_TRUE(finished.wait(5000));
    EXPECT_LT(stopping.elapsed(), 1000);
    EXPECT_EQ(finished.at(0).at(0).value<RunOutcome>().error.code, ErrorCode::Cancelled);
    EXPECT_EQ(listDirectory(dir.path()), "");
}

TEST(LocalRunner, DestroyedMidRunStopsTheEngine)
{
    TempDir dir;
    RunRequest request = quickDemo(dir.path());
    request.options.measureTime = 10s;
    QElapsedTimer timer;
    {
        LocalRunner runner;
        ASSERT_TRUE(runner.start(request));
        QThread::msleep(300);
        timer.start();
    }
    EXPECT_LT(timer.elapsed(), 1000);
    EXPECT_EQ(listDirectory(dir.path()), "");
}

TEST(LocalRunner, ErrorsArriveAsAFinishedOutcome)
{
    LocalRunner runner;
    QSignalSpy finished(&runner, &Runner::finished);
    ASSERT_TRUE(runner.start(quickDemo("/nonexistent/sektor")));
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_EQ(finished.at(0).at(0).value<RunOutcome>().error.code, ErrorCode::TargetNotFound);
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
