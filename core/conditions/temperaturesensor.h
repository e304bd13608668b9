// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

#include <optional>

namespace Sektor::Conditions {

/// A drive's temperature sensor in hwmon, with the thresholds the drive reports (0 when it does not).
struct TemperatureSensor
{
    QString input; ///< The temp1_input file, in millidegrees Celsius.
    int warningMilliCelsius = 0; ///< temp1_max: NVMe's warning composite temperature, drivetemp's SCT limit.
    int criticalMilliCelsius = 0; ///< temp1_crit.
};

/**
 * The hwmon sensor of a drive, where the kernel registers one: NVMe controllers under their device
 * (device/hwmonN), SATA drives with the drivetemp module under their SCSI device (device/hwmon/hwmonN).
 * @param sysRoot "/sys", or a fixture tree.
 */
std::optional<TemperatureSensor> findTemperatureSensor(const QString &sysRoot, const QString &driveName);

/// One reading of a sensor's input; nullopt when it cannot be read (the drive went to sleep or away).
std::optional<int> readMilliCelsius(const QString &input);

} // namespace Sektor::Conditions
