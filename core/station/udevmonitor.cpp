// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "station/udevmonitor.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSocketNotifier>

#include <libudev.h>

#include <optional>

namespace Sektor::Station {

namespace {
// Where systemd-udevd (and eudev) listen: a daemon that runs has it.
constexpr char UdevControl[] = "/run/udev/control";

std::optional<DeviceEvent::Action> actionOf(const char *action)
{
    const QLatin1String a(action ? action : "");
    if (a == QLatin1String("add"))
        return DeviceEvent::Action::Add;
    if (a == QLatin1String("change"))
        return DeviceEvent::Action::Change;
    if (a == QLatin1String("remove"))
        return DeviceEvent::Action::Remove;
    return std::nullopt; // bind, move, online…: nothing a station acts on
}
} // namespace

UdevMonitor::UdevMonitor(Group group, QObject *parent)
    : DeviceEventSource(parent)
    , m_group(group)
{ }

UdevMonitor::~UdevMonitor()
{
    m_notifier.reset();
    if (m_monitor)
        udev_monitor_unref(m_monitor);
    if (m_udev)
        udev_unref(m_udev);
}

bool UdevMonitor::start(QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (m_monitor)
        return true;
    m_udev = udev_new();
    if (!m_udev)
        return fail(QCoreApplication::translate("Sektor::Station", "libudev could not be initialised."));
    const bool daemon = QFileInfo::exists(QLatin1String(UdevControl));
    const bool udevGroup = m_group == Group::Udev || (m_group == Group::Automatic && daemon);
    m_groupName = udevGroup ? QStringLiteral("udev") : QStringLiteral("kernel");
    m_monitor = udev_monitor_new_from_netlink(m_udev, udevGroup ? "udev" : "kernel");
    if (!m_monitor)
        return fail(QCoreApplication::translate("Sektor::Station", "The kernel's device events cannot be received."));
    if (udev_monitor_filter_add_match_subsystem_devtype(m_monitor, "block", "disk") < 0
        || udev_monitor_enable_receiving(m_monitor) < 0)
        return fail(QCoreApplication::translate("Sektor::Station", "The kernel's device events cannot be received."));
    m_notifier = std::make_unique<QSocketNotifier>(udev_monitor_get_fd(m_monitor), QSocketNotifier::Read);
    connect(m_notifier.get(), &QSocketNotifier::activated, this, &UdevMonitor::receive);
    return true;
}

void UdevMonitor::receive()
{
    // One readable socket may hold several messages; libudev returns nullptr once it is drained (it is non-blocking).
    while (udev_device *device = udev_monitor_receive_device(m_monitor)) {
        const std::optional<DeviceEvent::Action> action = actionOf(udev_device_get_action(device));
        const char *name = udev_device_get_sysname(device);
        if (action && name)
            Q_EMIT deviceEvent(DeviceEvent {*action, QString::fromLocal8Bit(name)});
        udev_device_unref(device);
    }
}

QStringList UdevMonitor::presentDevices() const
{
    QStringList names;
    udev *context = m_udev ? udev_ref(m_udev) : udev_new();
    if (!context)
        return names;
    if (udev_enumerate *e = udev_enumerate_new(context)) {
        udev_enumerate_add_match_subsystem(e, "block");
        udev_enumerate_add_match_property(e, "DEVTYPE", "disk");
        udev_enumerate_scan_devices(e);
        udev_list_entry *entry = nullptr;
        udev_list_entry_foreach(entry, udev_enumerate_get_list_entry(e))
        {
            if (const char *path = udev_list_entry_get_name(entry))
                names << QFileInfo(QString::fromLocal8Bit(path)).fileName();
        }
        udev_enumerate_unref(e);
    }
    udev_unref(context);
    names.sort();
    return names;
}

} // namespace Sektor::Station
