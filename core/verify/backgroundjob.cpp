// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "verify/backgroundjob.h"

#include <system_error>

namespace Sektor::Verify {

BackgroundJob::BackgroundJob()
{
    try {
        m_thread = std::thread([this] {
            loop();
        });
    } catch (const std::system_error &) {
        // No thread (RLIMIT_NPROC, a container's pids limit): start() runs each job itself.
    }
}

BackgroundJob::~BackgroundJob()
{
    if (!m_thread.joinable())
        return;
    {
        const std::lock_guard lock(m_mutex);
        m_quit = true;
    }
    m_changed.notify_all();
    m_thread.join();
}

void BackgroundJob::start(std::function<void()> job)
{
    if (!m_thread.joinable()) {
        job();
        return;
    }
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] {
        return !m_job;
    });
    m_job = std::move(job);
    lock.unlock();
    m_changed.notify_all();
}

void BackgroundJob::wait()
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] {
        return !m_job;
    });
}

void BackgroundJob::loop()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_changed.wait(lock, [this] {
            return m_job || m_quit;
        });
        if (!m_job)
            return; // quit, with nothing left to do
        lock.unlock();
        m_job();
        lock.lock();
        m_job = nullptr;
        m_changed.notify_all();
    }
}

} // namespace Sektor::Verify
