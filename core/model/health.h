// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/enumids.h"
#include "stats/uint128.h"

#include <cstdint>

namespace Sektor {

/**
 * What a drive says about its own health, read without changing anything: an NVMe drive's SMART/health log
 * (log page 02h), or a SATA drive's SMART data as udisks2 reports it. Fields a source does not report stay at
 * their "unknown" value (-1 for percentages and ATA counts, 0 for temperatures and thresholds).
 */
struct DriveHealth
{
    enum class Source { None, NvmeLog, AtaSmart };
    Source source = Source::None;

    /// NVMe critical warning bits; any set bit means the drive itself reports a problem.
    enum CriticalWarning : int {
        SpareBelowThreshold = 0x01,
        TemperatureThreshold = 0x02,
        ReliabilityDegraded = 0x04,
        ReadOnly = 0x08,
        VolatileBackupFailed = 0x10,
        PersistentMemoryReadOnly = 0x20,
    };
    int criticalWarning = 0;
    int temperatureMilliCelsius = 0; ///< The composite temperature; 0 when not reported.
    int availableSparePercent = -1;
    int spareThresholdPercent = -1;
    int percentageUsed = -1; ///< The drive's estimate of its life used; may pass 100 (up to 255).
    UInt128 dataUnitsRead = 0; ///< NVMe: units of 1000 × 512 bytes.
    UInt128 dataUnitsWritten = 0;
    UInt128 powerCycles = 0;
    UInt128 powerOnHours = 0;
    UInt128 unsafeShutdowns = 0;
    UInt128 mediaErrors = 0; ///< Unrecovered data integrity errors.
    UInt128 errorLogEntries = 0;
    std::uint32_t warningTemperatureMinutes = 0; ///< Time spent above the warning temperature.
    std::uint32_t criticalTemperatureMinutes = 0;

    /// ATA: the drive's own overall assessment (its attributes past their thresholds) says it is failing.
    bool smartFailing = false;
    std::int64_t reallocatedSectors = -1; ///< ATA attribute 5: sectors moved to spares.
    std::int64_t pendingSectors = -1; ///< ATA attribute 197: unreadable sectors waiting to be reallocated.
    std::int64_t badSectors = -1; ///< ATA: udisks' count of bad sectors (reallocated, pending, uncorrectable).
    int failingAttributes = -1; ///< ATA: attributes now below their threshold.

    bool known() const { return source != Source::None; }
    /// Bytes the host has written over the drive's life (NVMe data units × 512,000).
    UInt128 bytesWritten() const { return dataUnitsWritten * 512'000u; }
    UInt128 bytesRead() const { return dataUnitsRead * 512'000u; }
    /// The drive itself says something is wrong: an NVMe critical warning, or a failing ATA assessment.
    bool reportsProblem() const { return criticalWarning != 0 || smartFailing || failingAttributes > 0; }

    bool operator==(const DriveHealth &) const = default;
};

template<>
struct EnumIds<DriveHealth::Source>
{
    static constexpr EnumId<DriveHealth::Source> table[] = {{DriveHealth::Source::None, "none"},
                                                            {DriveHealth::Source::NvmeLog, "nvme-log"},
                                                            {DriveHealth::Source::AtaSmart, "ata-smart"}};
};

} // namespace Sektor
