// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"

#include <QVariantMap>

#include <chrono>

namespace Sektor {

class WireDictionaryReader;

namespace Limits {
inline constexpr int MinMapSamples = 100; ///< Or 0: every chunk.
inline constexpr int MaxMapSamples = 1000;
inline constexpr int MinAccessReads = 100;
inline constexpr int MaxAccessReads = 100000;
inline constexpr int MinSlowBelowPercent = 10;
inline constexpr int MaxSlowBelowPercent = 90;
inline constexpr std::chrono::milliseconds MinSlowRead {10};
inline constexpr std::chrono::milliseconds MaxSlowRead {10000};
} // namespace Limits

/// The surface tests' own settings (position map, access time, read scan): one part for the three, as one runner
/// and one result file serve them.
struct SurfaceOptions
{
    /// Position map: evenly spaced chunks to read, or 0 to read every chunk of the device.
    int mapSamples = 200;
    /// Access time: random reads over the device.
    int accessReads = 1000;
    /// Position map: chunks reading below this share of the median, in percent, are marked slow.
    int slowBelowPercent = 50;
    /// Read scan: a read of 1 MiB (scaled to the I/O's size) taking longer than this is marked slow.
    std::chrono::milliseconds slowRead {100};

    Error validate() const;
    QVariantMap toWire() const;
    static SurfaceOptions fromWire(WireDictionaryReader &wire);
    bool operator==(const SurfaceOptions &) const = default;
};

} // namespace Sektor
