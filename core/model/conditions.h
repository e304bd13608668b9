// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/enumids.h"

#include <QList>
#include <QString>

#include <cstdint>

namespace Sektor {

/**
 * The link between a drive and the computer as the kernel reports it: what it runs at now, what the drive could do
 * and what the port it is plugged into could do. The interface ceiling follows from these (linkCeiling()); a result
 * keeps the facts, not the ceiling, so a file read back says the same as when it was written.
 */
struct DriveLink
{
    enum class Bus { Unknown, Pcie, Sata, Usb, Mmc };
    Bus bus = Bus::Unknown;
    /// Transfers per second on one lane, in millions: PCIe's GT/s ×1000, SATA's and USB's Mb/s, an MMC bus's clock
    /// in MHz (doubled for DDR modes). 0 when unknown, for all three pairs.
    std::uint32_t rate = 0;
    std::uint32_t width = 0; ///< Lanes (PCIe), data lines (MMC), 1 for SATA and USB.
    std::uint32_t driveRate = 0; ///< The best rate the drive (or USB enclosure) itself supports; USB 3 says 5000.
    std::uint32_t driveWidth = 0;
    std::uint32_t portRate = 0; ///< The best rate of what it is plugged into: PCIe bridge, SATA controller, USB bus.
    std::uint32_t portWidth = 0;
    QString driver; ///< USB: "uas" or "usb-storage" (no command queueing).
    QString mode; ///< MMC: the bus timing ("sd uhs SDR104"); USB: the device's USB version ("3.20").

    bool known() const { return bus != Bus::Unknown && rate > 0; }
    /// The link runs below what both ends support (slower or narrower), so the drive cannot reach its speed here.
    bool belowBoth() const;
    /// The drive could run faster than the port it is plugged into allows.
    bool portLimits() const;

    bool operator==(const DriveLink &) const = default;
};

template<>
struct EnumIds<DriveLink::Bus>
{
    static constexpr EnumId<DriveLink::Bus> table[] = {{DriveLink::Bus::Unknown, "unknown"},
                                                       {DriveLink::Bus::Pcie, "pcie"},
                                                       {DriveLink::Bus::Sata, "sata"},
                                                       {DriveLink::Bus::Usb, "usb"},
                                                       {DriveLink::Bus::Mmc, "mmc"}};
};

/**
 * The most data a link at this rate and width can carry, in bytes per second: after line coding for PCIe and SATA
 * (8b/10b, 128b/130b), the bus clock times its width for MMC, and for USB what its storage protocols reach in
 * practice (about 40 MB/s on USB 2.0, where the bulk-only protocol costs a third). 0 when unknown.
 */
double linkCeiling(DriveLink::Bus bus, std::uint32_t rate, std::uint32_t width);
/// The ceiling of the link as it runs now.
inline double linkCeiling(const DriveLink &link)
{
    return linkCeiling(link.bus, link.rate, link.width);
}

/// One temperature reading of a drive while a run went on.
struct TemperatureReading
{
    std::int64_t elapsedMs = 0; ///< Since the run started: 0 is the reading before it, the last one after it.
    int milliCelsius = 0;
    int testIndex = -1; ///< The test being measured then (Progress::testIndex); -1 before, between and after tests.
    double bytesPerSecond = 0; ///< That test's rate in its latest 100 ms sample.

    bool operator==(const TemperatureReading &) const = default;
};

/// A drive's temperature over a run: before it, once a second during it, after it; and its own thresholds.
struct DriveTemperature
{
    QList<TemperatureReading> readings;
    int warningMilliCelsius
        = 0; ///< Where the drive starts to protect itself (NVMe WCTEMP, hwmon temp1_max); 0 unknown.
    int criticalMilliCelsius = 0; ///< 0 unknown.

    bool known() const { return !readings.isEmpty(); }
    int before() const { return readings.isEmpty() ? 0 : readings.constFirst().milliCelsius; }
    int after() const { return readings.isEmpty() ? 0 : readings.constLast().milliCelsius; }
    int highest() const;

    bool operator==(const DriveTemperature &) const = default;
};

/// A test warmed the drive by at least this much while its rate fell by at least RateFallShare: heat may have slowed
/// it.
inline constexpr int WarmingMilliCelsius = 10'000;
inline constexpr double RateFallShare = 0.25;

/// A best figure at or above this share of the ceiling is "at the ceiling": the link, not the drive, sets it.
inline constexpr double AtCeilingShare = 0.85;
/// A best figure above this share of the ceiling cannot have passed the link: a cache answered.
inline constexpr double AboveCeilingShare = 1.10;

/**
 * One circumstance of the run that moves its figures (encryption under the file system, btrfs compression, a
 * network file system, a power-saving CPU governor…): a stable id (see Condition) and the detail its sentence
 * names (the algorithm, the device, the file system type). The sentences are in report/conditionsreport.
 */
struct ConditionFact
{
    QString id;
    QString detail;

    bool operator==(const ConditionFact &) const = default;
};

/// Stable ids of the conditions, as the JSON result records them.
namespace Condition {
inline constexpr char BtrfsNoCow[] = "btrfs-nocow"; ///< The test file was made NOCOW.
inline constexpr char BtrfsCow[] = "btrfs-cow"; ///< It could not be: writes are copy-on-write.
inline constexpr char BtrfsCompression[] = "btrfs-compression"; ///< detail: the compress= mount option.
inline constexpr char Encrypted[] = "dm-crypt"; ///< detail: the dm device.
inline constexpr char Lvm[] = "lvm"; ///< detail: the dm device.
inline constexpr char SoftwareRaid[] = "md-raid"; ///< detail: the md device.
inline constexpr char NetworkFilesystem[] = "network-fs"; ///< detail: the file system type.
inline constexpr char FuseFilesystem[] = "fuse-fs"; ///< detail: the file system type.
inline constexpr char LoopDevice[] = "loop"; ///< detail: the file behind the loop device.
inline constexpr char NvmePowerSaving[] = "nvme-apst"; ///< detail: the largest exit latency allowed, in µs.
inline constexpr char CpuPowerSave[] = "cpu-powersave"; ///< The CPU frequency governor is powersave.
/// A virtual machine's idle CPUs halt without polling first (cpuidle haltpoll, guest_halt_poll_ns 0); detail: the
/// cpuidle driver.
inline constexpr char CpuHaltsAtOnce[] = "cpu-halts-at-once";
} // namespace Condition

} // namespace Sektor
