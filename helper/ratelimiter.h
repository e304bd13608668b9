// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QElapsedTimer>
#include <QHash>
#include <QString>

namespace Sektor::Helper {

/**
 * A token bucket per caller: a burst of calls is fine, a flood is refused cheaply before any
 * work (no polkit query, no sysfs read). Memory is bounded: at most MaxCallers buckets, the
 * full ones (idle callers) dropped first.
 */
class RateLimiter
{
public:
    static constexpr int Burst = 20;
    static constexpr int PerSecond = 10;
    static constexpr int MaxCallers = 256;

    RateLimiter();
    /// True when @p caller may make one more call now (and counts it).
    bool allow(const QString &caller);
    int trackedCallers() const { return int(m_buckets.size()); }

private:
    struct Bucket
    {
        double tokens = Burst;
        qint64 lastMs = 0;
    };
    void refill(Bucket &bucket, qint64 nowMs) const;
    void makeRoom(qint64 nowMs);

    QElapsedTimer m_clock;
    QHash<QString, Bucket> m_buckets;
};

} // namespace Sektor::Helper
