// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "health/udisksbus.h"

#include <QDBusArgument>
#include <QDBusConnectionInterface>
#include <QDBusObjectPath>
#include <QDBusVariant>

namespace Sektor::Health {

namespace {
const QString Service = QStringLiteral("org.freedesktop.UDisks2");
const QString BlockInterface = QStringLiteral("org.freedesktop.UDisks2.Block");
const QString PropertiesInterface = QStringLiteral("org.freedesktop.DBus.Properties");
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

bool udisksRuns(const QDBusConnection &bus)
{
    return bus.isConnected() && bus.interface() && bus.interface()->isServiceRegistered(Service);
}

QDBusMessage callUdisks(const QDBusConnection &bus,
                        const QString &path,
                        const QString &interface,
                        const QString &method,
                        const QVariantList &args,
                        int timeoutMs)
{
    QDBusMessage message = QDBusMessage::createMethodCall(Service, path, interface, method);
    message.setArguments(args);
    message.setAutoStartService(false); // read where udisks runs; never start it for a benchmark
    return bus.call(message, QDBus::Block, timeoutMs);
}

std::optional<QVariantMap> udisksProperties(const QDBusConnection &bus, const QString &path, const QString &interface)
{
    const QDBusMessage reply = callUdisks(bus, path, PropertiesInterface, QStringLiteral("GetAll"), {interface});
    if (reply.type() != QDBusMessage::ReplyMessage || reply.arguments().isEmpty())
        return std::nullopt;
    return qdbus_cast<QVariantMap>(reply.arguments().constFirst());
}

std::optional<QString> udisksDriveOf(const QDBusConnection &bus, const QString &kernelName)
{
    const QDBusMessage reply = callUdisks(bus,
                                          udisksBlockPath(kernelName),
                                          PropertiesInterface,
                                          QStringLiteral("Get"),
                                          {BlockInterface, QStringLiteral("Drive")});
    if (reply.type() != QDBusMessage::ReplyMessage || reply.arguments().isEmpty())
        return std::nullopt;
    const QString path = reply.arguments().constFirst().value<QDBusVariant>().variant().value<QDBusObjectPath>().path();
    return path == QLatin1String("/") ? QString() : path;
}

} // namespace Sektor::Health
