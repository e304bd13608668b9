// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The verify's helper thread: jobs run one at a time, in the order started, off the caller's thread; wait() sees what
// they wrote; a job still in hand when it goes away is finished first. (Its fallback without a thread is tested on a
// real process limit: cli.CliResourceLimits.AVerifyWithoutItsHelperThread….)
#include "verify/backgroundjob.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

using namespace Sektor::Verify;

TEST(BackgroundJob, RunsJobsOneAtATimeInOrderOffTheCallersThread)
{
    BackgroundJob job;
    ASSERT_TRUE(job.isConcurrent());
    std::vector<int> order;
    std::atomic<int> running {0};
    bool overlapped = false;
    bool onCaller = false;
    const auto caller = std::this_thread::get_id();
    for (int i = 0; i < 50; ++i) {
        job.start([&, i] {
            overlapped = overlapped || running.fetch_add(1) != 0;
            onCaller = onCaller || std::this_thread::get_id() == caller;
            std::this_thread::sleep_for(std::chrono::microseconds(200));
            order.push_back(i);
            running.fetch_sub(1);
        });
    }
    job.wait();
    ASSERT_EQ(order.size(), 50u);
    for (int i = 0; i < 50; ++i)
        EXPECT_EQ(order[std::size_t(i)], i);
    EXPECT_FALSE(overlapped);
    EXPECT_FALSE(onCaller);
}

TEST(BackgroundJob, TheCallerGoesOnWhileAJobRuns)
{
    BackgroundJob job;
    ASSERT_TRUE(job.isConcurrent()) << "inline, the job would wait for itself";
    std::atomic<bool> release {false};
    std::atomic<bool> releasedByCaller {false};
    std::atomic<bool> done {false};
    // The job waits for the caller, but not for ever: were start() to wait for the job, the test would hang instead of
    // failing. Ten seconds is far beyond a thread's start, and the test takes them only when it fails.
    job.start([&] {
        const auto giveUp = std::chrono::steady_clock::now() + std::chrono::seconds(10);
        while (!release.load() && std::chrono::steady_clock::now() < giveUp)
            std::this_thread::yield();
        releasedByCaller = release.load();
        done = true;
    });
    EXPECT_FALSE(done.load()) << "start() returned only after the job had finished";
    release = true;
    job.wait();
    EXPECT_TRUE(done.load());
    EXPECT_TRUE(releasedByCaller.load()) << "the job waited 10 s for the caller: start() did not return while it ran";
}

TEST(BackgroundJob, AJobInHandIsFinishedBeforeItGoesAway)
{
    int value = 0;
    {
        BackgroundJob job;
        job.start([&value] {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
            value = 42;
        });
    }
    EXPECT_EQ(value, 42);
}
