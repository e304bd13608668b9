// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <condition_variable>
#include <functional>
#include <mutex>
#include <thread>

namespace Sektor::Verify {

/**
 * One job at a time on a helper thread, while the caller goes on: the verify stamps the next chunk (or judges the last
 * one) while the drive works on this one, so checking every 4 KiB costs no time on a drive that one core could not
 * keep up with. Where no thread can be started (a process limit), jobs run in start() instead: slower, never wrong.
 */
class BackgroundJob
{
public:
    BackgroundJob();
    /// Waits for the job in hand, then ends the thread.
    ~BackgroundJob();
    BackgroundJob(const BackgroundJob &) = delete;
    BackgroundJob &operator=(const BackgroundJob &) = delete;

    /// Runs @p job on the helper thread, after the one before it has finished.
    void start(std::function<void()> job);
    /// Returns when the last job started has finished (at once when none is running). What the job wrote is then
    /// visible to the caller.
    void wait();
    /// Whether jobs run on their own thread (false: the thread could not be started, they run in start()).
    bool isConcurrent() const { return m_thread.joinable(); }

private:
    void loop();

    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::function<void()> m_job; ///< Set while a job waits or runs.
    bool m_quit = false;
    std::thread m_thread; ///< Last: started once the members it uses exist.
};

} // namespace Sektor::Verify
