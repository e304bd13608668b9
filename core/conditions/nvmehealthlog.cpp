// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "conditions/nvmehealthlog.h"

namespace Sektor::Conditions {

namespace {
// Byte offsets of the fields used, from the specification's table.
constexpr qsizetype CriticalWarningAt = 0;
constexpr qsizetype TemperatureAt = 1;
constexpr qsizetype AvailableSpareAt = 3;
constexpr qsizetype SpareThresholdAt = 4;
constexpr qsizetype PercentageUsedAt = 5;
constexpr qsizetype DataUnitsReadAt = 32;
constexpr qsizetype DataUnitsWrittenAt = 48;
constexpr qsizetype PowerCyclesAt = 112;
constexpr qsizetype PowerOnHoursAt = 128;
constexpr qsizetype UnsafeShutdownsAt = 144;
constexpr qsizetype MediaErrorsAt = 160;
constexpr qsizetype ErrorLogEntriesAt = 176;
constexpr qsizetype WarningTemperatureTimeAt = 192;
constexpr qsizetype CriticalTemperatureTimeAt = 196;

// A little-endian unsigned integer of @p bytes bytes at @p at.
UInt128 little(QByteArrayView page, qsizetype at, int bytes)
{
    UInt128 value = 0;
    for (int i = bytes - 1; i >= 0; --i)
        value = (value << 8) | UInt128(static_cast<unsigned char>(page[at + i]));
    return value;
}

int byteAt(QByteArrayView page, qsizetype at)
{
    return static_cast<unsigned char>(page[at]);
}
} // namespace

std::optional<DriveHealth> parseNvmeHealthLog(QByteArrayView page)
{
    if (page.size() < NvmeHealthLogSize)
        return std::nullopt;
    DriveHealth h;
    h.source = DriveHealth::Source::NvmeLog;
    h.criticalWarning = byteAt(page, CriticalWarningAt);
    // Kelvin; 0 means the drive does not report it (0 K is not a temperature a drive reaches).
    const int kelvin = int(little(page, TemperatureAt, 2));
    h.temperatureMilliCelsius = kelvin > 0 ? kelvin * 1000 - 273'150 : 0;
    h.availableSparePercent = byteAt(page, AvailableSpareAt);
    h.spareThresholdPercent = byteAt(page, SpareThresholdAt);
    h.percentageUsed = byteAt(page, PercentageUsedAt);
    h.dataUnitsRead = little(page, DataUnitsReadAt, 16);
    h.dataUnitsWritten = little(page, DataUnitsWrittenAt, 16);
    h.powerCycles = little(page, PowerCyclesAt, 16);
    h.powerOnHours = little(page, PowerOnHoursAt, 16);
    h.unsafeShutdowns = little(page, UnsafeShutdownsAt, 16);
    h.mediaErrors = little(page, MediaErrorsAt, 16);
    h.errorLogEntries = little(page, ErrorLogEntriesAt, 16);
    h.warningTemperatureMinutes = std::uint32_t(little(page, WarningTemperatureTimeAt, 4));
    h.criticalTemperatureMinutes = std::uint32_t(little(page, CriticalTemperatureTimeAt, 4));
    return h;
}

} // namespace Sektor::Conditions
