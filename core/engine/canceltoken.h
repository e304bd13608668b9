// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <atomic>

namespace Sektor {

/**
 * Stops a running benchmark from any thread, or from a signal handler: cancel() is a single
 * lock-free atomic store, which is async-signal-safe. The engine polls it between I/O batches
 * and in every wait, so a cancel takes effect within 200 ms.
 */
class CancelToken
{
public:
    void cancel() noexcept { m_cancelled.store(true, std::memory_order_relaxed); }
    bool isCancelled() const noexcept { return m_cancelled.load(std::memory_order_relaxed); }
    void reset() noexcept { m_cancelled.store(false, std::memory_order_relaxed); }

private:
    std::atomic<bool> m_cancelled {false};
    static_assert(std::atomic<bool>::is_always_lock_free);
};

} // namespace Sektor
