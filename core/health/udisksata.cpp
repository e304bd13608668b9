// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "health/udisksata.h"

#include "health/udisksbus.h"

#include <QDBusArgument>
#include <QDBusMessage>
#include <QVariantMap>

#include <cmath>

namespace Sektor::Health {

namespace {
const QString AtaInterface = QStringLiteral("org.freedesktop.UDisks2.Drive.Ata");

// ATA attribute ids, and udisks' units for their "pretty" values.
constexpr uchar ReallocatedSectorCount = 5;
constexpr uchar PowerCycleCount = 12;
constexpr uchar CurrentPendingSector = 197;
constexpr int UnitDimensionless = 1;
constexpr int UnitSectors = 3;
// Kelvin range a drive can report; 0 is udisks' "unknown".
constexpr double HottestKelvin = 473.15;

std::int64_t count(const QVariant &value)
{
    bool ok = false;
    const qlonglong n = value.toLongLong(&ok);
    return ok && n >= 0 ? n : -1;
}

// Reallocated and pending sectors and power cycles are attributes, not properties.
void addAttributes(DriveHealth &h, const QDBusConnection &bus, const QString &drive)
{
    const QDBusMessage reply
        = callUdisks(bus, drive, AtaInterface, QStringLiteral("SmartGetAttributes"), {QVariantMap()});
    if (reply.type() != QDBusMessage::ReplyMessage || reply.arguments().isEmpty()
        || reply.arguments().constFirst().userType() != qMetaTypeId<QDBusArgument>())
        return;
    const auto list = reply.arguments().constFirst().value<QDBusArgument>();
    if (list.currentSignature() != QLatin1String("a(ysqiiixia{sv})"))
        return;
    list.beginArray();
    while (!list.atEnd()) {
        uchar id = 0;
        QString name;
        ushort flags = 0;
        int value = 0, worst = 0, threshold = 0, unit = 0;
        qint64 pretty = 0;
        QVariantMap expansion;
        list.beginStructure();
        list >> id >> name >> flags >> value >> worst >> threshold >> pretty >> unit >> expansion;
        list.endStructure();
        if (pretty < 0 || (unit != UnitSectors && unit != UnitDimensionless))
            continue;
        if (id == ReallocatedSectorCount)
            h.reallocatedSectors = pretty;
        else if (id == CurrentPendingSector)
            h.pendingSectors = pretty;
        else if (id == PowerCycleCount)
            h.powerCycles = UInt128(quint64(pretty));
    }
    list.endArray();
}
} // namespace

std::optional<DriveHealth> readUdisksAtaHealth(const QString &kernelName, const QDBusConnection &bus)
{
    if (!udisksRuns(bus))
        return std::nullopt;
    const std::optional<QString> drive = udisksDriveOf(bus, kernelName);
    if (!drive || drive->isEmpty())
        return std::nullopt;
    const std::optional<QVariantMap> properties = udisksProperties(bus, *drive, AtaInterface);
    if (!properties)
        return std::nullopt; // not an ATA drive
    const QVariantMap &p = *properties;
    // Never read (SmartUpdated 0) means every other property is a default, not the drive's word.
    if (!p.value(QStringLiteral("SmartSupported")).toBool() || !p.value(QStringLiteral("SmartEnabled")).toBool()
        || p.value(QStringLiteral("SmartUpdated")).toULongLong() == 0)
        return std::nullopt;

    DriveHealth h;
    h.source = DriveHealth::Source::AtaSmart;
    h.smartFailing = p.value(QStringLiteral("SmartFailing")).toBool();
    if (const double kelvin = p.value(QStringLiteral("SmartTemperature")).toDouble();
        kelvin > 0 && kelvin <= HottestKelvin)
        h.temperatureMilliCelsius = int(std::lround(kelvin * 1000.0)) - 273'150;
    h.powerOnHours = UInt128(p.value(QStringLiteral("SmartPowerOnSeconds")).toULongLong() / 3600);
    h.badSectors = count(p.value(QStringLiteral("SmartNumBadSectors")));
    const std::int64_t failing = count(p.value(QStringLiteral("SmartNumAttributesFailing")));
    h.failingAttributes = failing > 255 ? -1 : int(failing);
    addAttributes(h, bus, *drive);
    return h;
}

} // namespace Sektor::Health
