// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/threadstart.h"

#include <QThread>

#include <atomic>
#include <chrono>
#include <string>
#include <system_error>
#include <thread>

#include <unistd.h>

namespace Sektor {

namespace {
// Bounds the wait for the kernel to release an ended thread (microseconds in practice).
constexpr int ReleaseChecks = 1000;
constexpr std::chrono::microseconds ReleaseCheckInterval(100);
} // namespace

bool startThread(QThread &thread)
{
    thread.start();
    // A thread that ran to its end already is no refusal.
    return thread.isRunning() || thread.isFinished();
}

bool aThreadCanStart()
{
    std::atomic<pid_t> tid {0};
    try {
        std::thread probe([&tid] {
            tid.store(::gettid());
        });
        probe.join();
    } catch (const std::system_error &) {
        return false;
    }
    // join() returns once the thread has cleared its id, a moment before the kernel takes it off the process and pids
    // counts (release_task); its /proc entry goes in that same step. Without this wait the thread that follows could
    // be refused the place the probe has just proved free.
    const std::string entry = "/proc/self/task/" + std::to_string(tid.load());
    for (int i = 0; i < ReleaseChecks && ::access(entry.c_str(), F_OK) == 0; ++i)
        std::this_thread::sleep_for(ReleaseCheckInterval);
    return true;
}

} // namespace Sektor
