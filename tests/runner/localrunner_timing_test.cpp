// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// LocalRunner stops the engine within a second, when cancelled and when destroyed mid-run, and leaves nothing.
#include "quickdemo.h"
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
