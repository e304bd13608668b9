// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "station/udiskssignals.h"
#include "sektorcore_debug.h"

#include "health/udisksbus.h"

#include <QCoreApplication>
#include <QDBusArgument>
#include <QDBusMessage>

namespace Sektor::Station {

namespace {
const QString Service = QStringLiteral("org.freedesktop.UDisks2");
const QString ManagerPath = QStringLiteral("/org/freedesktop/UDisks2");
const QString BlockPrefix = QStringLiteral("/org/freedesktop/UDisks2/block_devices/");
const QString ObjectManager = QStringLiteral("org.freedesktop.DBus.ObjectManager");
const QString Properties = QStringLiteral("org.freedesktop.DBus.Properties");
const QString BlockInterface = QStringLiteral("org.freedesktop.UDisks2.Block");
const QString PartitionInterface = QStringLiteral("org.freedesktop.UDisks2.Partition");
const QString FilesystemInterface = QStringLiteral("org.freedesktop.UDisks2.Filesystem");
const QString MountPoints = QStringLiteral("MountPoints");

// The interface names of InterfacesAdded's a{sa{sv}}.
QStringList interfaceNames(const QVariant &interfaces)
{
    QStringList names;
    const auto argument = interfaces.value<QDBusArgument>();
    argument.beginMap();
    while (!argument.atEnd()) {
        QString name;
        QVariantMap properties;
        argument.beginMapEntry();
        argument >> name >> properties;
        argument.endMapEntry();
        names << name;
    }
    argument.endMap();
    return names;
}

// How many mount points an aay holds.
qsizetype mountPointCount(const QVariant &value)
{
    if (value.userType() != qMetaTypeId<QDBusArgument>())
        return value.value<QByteArrayList>().size();
    QByteArrayList points;
    value.value<QDBusArgument>() >> points;
    return points.size();
}
} // namespace

UdisksSignals::UdisksSignals(QDBusConnection bus, QObject *parent)
    : DeviceEventSource(parent)
    , m_bus(std::move(bus))
{ }

bool UdisksSignals::start(QString *error)
{
    if (m_listening)
        return true;
    if (!Health::udisksRuns(m_bus)) {
        if (error)
            *error = QCoreApplication::translate("Sektor::Station", "udisks2 does not run.");
        return false;
    }
    // Before the first signal could come: a drive plugged in meanwhile is the kernel's source's to report.
    m_listening = m_bus.connect(Service,
                                ManagerPath,
                                ObjectManager,
                                QStringLiteral("InterfacesAdded"),
                                this,
                                SLOT(onInterfacesAdded(QDBusMessage)))
        && m_bus.connect(Service,
                         ManagerPath,
                         ObjectManager,
                         QStringLiteral("InterfacesRemoved"),
                         this,
                         SLOT(onInterfacesRemoved(QDBusMessage)))
        // Every object's: the path is left open, the interface is matched on the signal's first argument.
        && m_bus.connect(Service,
                         QString(),
                         Properties,
                         QStringLiteral("PropertiesChanged"),
                         {FilesystemInterface},
                         QString(),
                         this,
                         SLOT(onPropertiesChanged(QDBusMessage)));
    if (!m_listening && error)
        *error = QCoreApplication::translate("Sektor::Station", "udisks2's signals cannot be received: %1")
                     .arg(m_bus.lastError().message());
    return m_listening;
}

QString UdisksSignals::kernelNameOf(const QString &path)
{
    if (!path.startsWith(BlockPrefix))
        return {};
    // udisks writes each byte other than [A-Za-z0-9] of the name as "_" and two hex digits.
    const QByteArray escaped = path.mid(BlockPrefix.size()).toLatin1();
    QByteArray name;
    for (qsizetype i = 0; i < escaped.size(); ++i) {
        if (escaped.at(i) == '_' && i + 2 < escaped.size()) {
            bool ok = false;
            const int byte = escaped.mid(i + 1, 2).toInt(&ok, 16);
            if (ok) {
                name += char(byte);
                i += 2;
                continue;
            }
        }
        name += escaped.at(i);
    }
    return name.contains('/') ? QString() : QString::fromLocal8Bit(name);
}

void UdisksSignals::onInterfacesAdded(const QDBusMessage &message)
{
    const QVariantList args = message.arguments();
    if (args.size() < 2)
        return;
    const QString name = kernelNameOf(args.at(0).value<QDBusObjectPath>().path());
    const QStringList interfaces = interfaceNames(args.at(1));
    // A partition comes with its drive, which is what the station looks at.
    if (name.isEmpty() || !interfaces.contains(BlockInterface) || interfaces.contains(PartitionInterface))
        return;
    qCDebug(SEKTOR_CORE) << "udisks2: block device added" << name;
    Q_EMIT deviceEvent(DeviceEvent {DeviceEvent::Action::Change, name});
}

void UdisksSignals::onInterfacesRemoved(const QDBusMessage &message)
{
    const QVariantList args = message.arguments();
    if (args.size() < 2)
        return;
    const QString name = kernelNameOf(args.at(0).value<QDBusObjectPath>().path());
    const QStringList interfaces = args.at(1).toStringList();
    if (name.isEmpty() || !interfaces.contains(BlockInterface) || interfaces.contains(PartitionInterface))
        return;
    qCDebug(SEKTOR_CORE) << "udisks2: block device removed" << name;
    // A Change, not a Remove: the station asks the catalog, so a late word of a drive that came back is harmless.
    Q_EMIT deviceEvent(DeviceEvent {DeviceEvent::Action::Change, name});
}

void UdisksSignals::onPropertiesChanged(const QDBusMessage &message)
{
    const QVariantList args = message.arguments();
    if (args.size() < 2 || args.at(0).toString() != FilesystemInterface)
        return;
    const QString name = kernelNameOf(message.path());
    const auto changed = qdbus_cast<QVariantMap>(args.at(1));
    if (name.isEmpty() || !changed.contains(MountPoints) || mountPointCount(changed.value(MountPoints)) > 0)
        return;
    qCDebug(SEKTOR_CORE) << "udisks2: unmounted" << name;
    Q_EMIT deviceEvent(DeviceEvent {DeviceEvent::Action::Unmounted, name});
}

} // namespace Sektor::Station
