// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "conditions/atasmart.h"

#include <numeric>

namespace Sektor::Conditions {

namespace {
constexpr std::uint8_t IdentifyDevice = 0xEC;
constexpr std::uint8_t Smart = 0xB0;
// The LBA mid/high every SMART command carries.
constexpr std::uint8_t SmartMid = 0x4F;
constexpr std::uint8_t SmartHigh = 0xC2;
// RETURN STATUS answers in LBA mid/high: these when a threshold is exceeded.
constexpr std::uint8_t ExceededMid = 0xF4;
constexpr std::uint8_t ExceededHigh = 0x2C;

constexpr int SmartSupportedWord = 82;
constexpr int SmartEnabledWord = 85;
constexpr int IntegrityWord = 255;
constexpr std::uint8_t IntegritySignature = 0xA5;

constexpr qsizetype TableAt = 2;
constexpr qsizetype EntryBytes = 12;
constexpr int Entries = 30;

constexpr std::uint8_t ReallocatedSectors = 5;
constexpr std::uint8_t PowerOnHours = 9;
constexpr std::uint8_t PowerCycles = 12;
constexpr std::uint8_t AirflowTemperature = 190;
constexpr std::uint8_t Temperature = 194;
constexpr std::uint8_t PendingSectors = 197;
constexpr std::uint8_t OfflineUncorrectable = 198;

std::uint8_t byteAt(QByteArrayView page, qsizetype i)
{
    return std::uint8_t(page[i]);
}

int word(QByteArrayView identify, int w)
{
    return byteAt(identify, 2 * w) | (byteAt(identify, 2 * w + 1) << 8);
}

// A raw value's low @p bytes bytes (little-endian, from byte 5 of the entry).
std::uint64_t raw(QByteArrayView entry, int bytes)
{
    std::uint64_t value = 0;
    for (int i = bytes - 1; i >= 0; --i)
        value = (value << 8) | byteAt(entry, 5 + i);
    return value;
}

// The threshold of attribute @p id, 0 (none) where the thresholds list none.
std::uint8_t thresholdOf(QByteArrayView thresholds, std::uint8_t id)
{
    for (int e = 0; e < Entries; ++e) {
        const QByteArrayView entry = thresholds.sliced(TableAt + e * EntryBytes, EntryBytes);
        if (byteAt(entry, 0) == id)
            return byteAt(entry, 1);
    }
    return 0;
}

} // namespace

bool ataChecksumHolds(QByteArrayView page)
{
    if (page.size() < AtaPageSize)
        return false;
    const unsigned sum = std::accumulate(page.begin(), page.begin() + AtaPageSize, 0u, [](unsigned s, char c) {
        return s + std::uint8_t(c);
    });
    return (sum & 0xFF) == 0;
}

AtaRegisters ataSmartCommand(AtaSmartSubcommand subcommand, std::uint8_t lbaLow, std::uint8_t count)
{
    AtaRegisters r;
    r.command = Smart;
    r.features = std::uint8_t(subcommand);
    r.count = count;
    r.lbaLow = lbaLow;
    r.lbaMid = SmartMid;
    r.lbaHigh = SmartHigh;
    return r;
}

std::optional<QByteArray> readAtaPage(AtaTransport &transport, const AtaRegisters &command)
{
    QByteArray page(AtaPageSize, '\0');
    if (!transport.send(command, &page, false).ok())
        return std::nullopt;
    return page;
}

std::optional<QByteArray> readAtaIdentify(AtaTransport &transport)
{
    AtaRegisters identify;
    identify.command = IdentifyDevice;
    std::optional<QByteArray> id = readAtaPage(transport, identify);
    // Word 255's checksum counts only where its signature says so.
    if (id && byteAt(*id, 2 * IntegrityWord) == IntegritySignature && !ataChecksumHolds(*id))
        return std::nullopt;
    return id;
}

AtaSmartSupport ataSmartSupport(QByteArrayView identify)
{
    if (identify.size() < AtaPageSize)
        return {};
    // Words 82–87 are valid only when bits 15:14 of word 83 read 01b.
    if ((word(identify, 83) & 0xC000) != 0x4000)
        return {};
    return {(word(identify, SmartSupportedWord) & 1) != 0, (word(identify, SmartEnabledWord) & 1) != 0};
}

std::optional<DriveHealth> parseAtaSmart(QByteArrayView data, QByteArrayView thresholds, bool failing)
{
    if (data.size() < AtaPageSize || thresholds.size() < AtaPageSize || !ataChecksumHolds(data)
        || !ataChecksumHolds(thresholds))
        return std::nullopt;
    DriveHealth h;
    h.source = DriveHealth::Source::AtaSmart;
    h.smartFailing = failing;
    h.failingAttributes = 0;
    std::int64_t offline = -1;
    int airflowMilliCelsius = 0;
    for (int e = 0; e < Entries; ++e) {
        const QByteArrayView entry = data.sliced(TableAt + e * EntryBytes, EntryBytes);
        const std::uint8_t id = byteAt(entry, 0);
        if (id == 0)
            continue;
        const std::uint8_t value = byteAt(entry, 3);
        const std::uint8_t threshold = thresholdOf(thresholds, id);
        // 0 and 254–255 are no normalized value; a threshold of 0 means "never fails".
        if (threshold != 0 && value != 0 && value < 0xFE && value <= threshold)
            ++h.failingAttributes;
        switch (id) {
        case ReallocatedSectors:
            h.reallocatedSectors = std::int64_t(raw(entry, 4));
            break;
        case PendingSectors:
            h.pendingSectors = std::int64_t(raw(entry, 4));
            break;
        case OfflineUncorrectable:
            offline = std::int64_t(raw(entry, 4));
            break;
        case PowerOnHours: // hours in the low four bytes, what smartctl shows unless told a vendor's other unit
            h.powerOnHours = UInt128(raw(entry, 4));
            break;
        case PowerCycles:
            h.powerCycles = UInt128(raw(entry, 4));
            break;
        case Temperature: // whole degrees in the lowest byte; the others hold the lowest and highest seen
            h.temperatureMilliCelsius = int(byteAt(entry, 5)) * 1000;
            break;
        case AirflowTemperature:
            airflowMilliCelsius = int(byteAt(entry, 5)) * 1000;
            break;
        default:
            break;
        }
    }
    if (h.temperatureMilliCelsius == 0)
        h.temperatureMilliCelsius = airflowMilliCelsius;
    if (h.reallocatedSectors >= 0 || h.pendingSectors >= 0 || offline >= 0)
        h.badSectors = std::max<std::int64_t>(h.reallocatedSectors, 0) + std::max<std::int64_t>(h.pendingSectors, 0)
            + std::max<std::int64_t>(offline, 0);
    return h;
}

std::optional<DriveHealth> readAtaSmartHealth(AtaTransport &transport)
{
    const std::optional<QByteArray> id = readAtaIdentify(transport);
    if (!id)
        return std::nullopt;
    const AtaSmartSupport support = ataSmartSupport(*id);
    if (!support.supported || !support.enabled)
        return std::nullopt;
    const std::optional<QByteArray> data = readAtaPage(transport, ataSmartCommand(AtaSmartSubcommand::ReadData));
    const std::optional<QByteArray> thresholds
        = data ? readAtaPage(transport, ataSmartCommand(AtaSmartSubcommand::ReadThresholds)) : std::nullopt;
    if (!thresholds)
        return std::nullopt;
    const AtaAnswer status = transport.send(ataSmartCommand(AtaSmartSubcommand::ReturnStatus), nullptr, true);
    if (!status.ok() || !status.registersKnown)
        return std::nullopt;
    const AtaRegisters &r = status.registers;
    const bool exceeded = r.lbaMid == ExceededMid && r.lbaHigh == ExceededHigh;
    if (!exceeded && (r.lbaMid != SmartMid || r.lbaHigh != SmartHigh))
        return std::nullopt; // neither answer: the bridge did not give the drive's registers back
    return parseAtaSmart(*data, *thresholds, exceeded);
}

} // namespace Sektor::Conditions
