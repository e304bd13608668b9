// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "ratelimiter.h"

#include <algorithm>

namespace Sektor::Helper {

RateLimiter::RateLimiter()
{
    m_clock.start();
}

void RateLimiter::refill(Bucket &bucket, qint64 nowMs) const
{
    bucket.tokens = std::min<double>(Burst, bucket.tokens + double(nowMs - bucket.lastMs) * PerSecond / 1000.0);
    bucket.lastMs = nowMs;
}

void RateLimiter::makeRoom(qint64 nowMs)
{
    for (auto it = m_buckets.begin(); it != m_buckets.end();) {
        refill(*it, nowMs);
        it = it->tokens >= Burst ? m_buckets.erase(it) : std::next(it);
    }
    // Everyone is mid-burst (many names from one flooder): forget them all rather than grow.
    if (m_buckets.size() >= MaxCallers)
        m_buckets.clear();
}

bool RateLimiter::allow(const QString &caller)
{
    const qint64 now = m_clock.elapsed();
    auto it = m_buckets.find(caller);
    if (it == m_buckets.end()) {
        if (m_buckets.size() >= MaxCallers)
            makeRoom(now);
        it = m_buckets.insert(caller, Bucket {double(Burst), now});
    }
    refill(*it, now);
    if (it->tokens < 1.0)
        return false;
    it->tokens -= 1.0;
    return true;
}

} // namespace Sektor::Helper
