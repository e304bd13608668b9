// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "health/udisksata.h"

#include <QDBusArgument>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusObjectPath>
#include <QDBusVariant>
#include <QVariantMap>

namespace Sektor::Health {

namespace {
const QString Service = QStringLiteral("org.freedesktop.UDisks2");
const QString BlockInterface = QStringLiteral("org.freedesktop.UDisks2.Block");
const QString AtaInterface = QStringLiteral("org.freedesktop.UDisks2.Drive.Ata");
const QString PropertiesInterface = QStringLiteral("org.freedesktop.DBus.Properties");
constexpr int TimeoutMs = 2000;

// ATA attribute ids, and udisks' units for their "pretty" values.
constexpr uchar ReallocatedSectorCount = 5;
constexpr uchar PowerCycleCount = 12;
constexpr uchar CurrentPendingSector = 197;
constexpr int UnitDimensionless = 1;
constexpr int UnitSectors = 3;
// Kelvin range a drive can report; 0 is udisks' "unknown".
constexpr double HottestKelvin = 473.15;

QDBusMessage call(const QDBusConnection &bus, const QString &path, const QString &method, const QVariantList &args)
{
    QDBusMessage message = QDBusMessage::createMethodCall(Service, path, PropertiesInterface, method);
    if (method != QLatin1String("Get") && method != QLatin1String("GetAll"))
        message = QDBusMessage::createMethodCall(Service, path, AtaInterface, method);
    message.setArguments(args);
    message.setAutoStartService(false); // read where udisks runs; never start it for a benchmark
    return bus.call(message, QDBus::Block, TimeoutMs);
}

QString driveOf(const QDBusConnection &bus, const QString &kernelName)
{
    const QDBusMessage reply
        = call(bus, udisksBlockPath(kernelName), QStringLiteral("Get"), {BlockInterface, QStringLiteral("Drive")});
    if (reply.type() != QDBusMessage::ReplyMessage || reply.arguments().isEmpty())
        return {};
    const QString path = reply.arguments().constFirst().value<QDBusVariant>().variant().value<QDBusObjectPath>().path();
    return path == QLatin1String("/") ? QString() : path;
}

std::int64_t count(const QVariant &value)
{
    bool ok = false;
    const qlonglong n = value.toLongLong(&ok);
    return ok && n >= 0 ? n : -1;
}

// Reallocated and pending sectors and power cycles are attributes, not properties.
void addAttributes(DriveHealth &h, const QDBusConnection &bus, const QString &drive)
{
    const QDBusMessage reply = call(bus, drive, QStringLiteral("SmartGetAttributes"), {QVariantMap()});
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

QString udisksBlockPath(const QString &kernelName)
{
    QString path = QStringLiteral("/org/freedesktop/UDisks2/block_devices/");
    for (const QChar c : kernelName) {
        const char16_t u = c.unicode();
        if ((u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9'))
            path += c;
        else
            path += QStringLiteral("_%1").arg(uint(u & 0xff), 2, 16, QLatin1Char('0'));
    }
    return path;
}

std::optional<DriveHealth> readUdisksAtaHealth(const QString &kernelName, const QDBusConnection &bus)
{
    if (!bus.isConnected() || !bus.interface() || !bus.interface()->isServiceRegistered(Service))
        return std::nullopt;
    const QString drive = driveOf(bus, kernelName);
    if (drive.isEmpty())
        return std::nullopt;
    const QDBusMessage reply = call(bus, drive, QStringLiteral("GetAll"), {AtaInterface});
    if (reply.type() != QDBusMessage::ReplyMessage || reply.arguments().isEmpty())
        return std::nullopt; // not an ATA drive
    const QVariantMap p = qdbus_cast<QVariantMap>(reply.arguments().constFirst());
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
    addAttributes(h, bus, drive);
    return h;
}

} // namespace Sektor::Health
