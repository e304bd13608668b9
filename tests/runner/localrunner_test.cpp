// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// LocalRunner: the engine on a worker thread, reporting back through queued signals. (How soon it stops:
// localrunner_timing_test.cpp; an engine error: localrunnererrors_test.cpp.)
#include "quickdemo.h"
#include "support/tempdir.h"

#include "runner/localrunner.h"

#include <QSignalSpy>
#include <QThread>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Test;

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
