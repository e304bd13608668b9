// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/run/sleepinhibitor.h"

#include "health/drivehealthreader.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusReply>

namespace Sektor::Gui {

namespace {
// logind answers at once; a bus that does not should not hold up the start of a run.
constexpr int InhibitTimeoutMs = 2000;
} // namespace

bool SleepInhibitor::hold(const QString &reason)
{
    if (isHeld())
        return true;
    QDBusMessage call = QDBusMessage::createMethodCall(QStringLiteral("org.freedesktop.login1"),
                                                       QStringLiteral("/org/freedesktop/login1"),
                                                       QStringLiteral("org.freedesktop.login1.Manager"),
                                                       QStringLiteral("Inhibit"));
    call << QStringLiteral("sleep:idle") << QStringLiteral("Sektor") << reason << QStringLiteral("block");
    // Where the system refuses Qt's D-Bus thread, the run goes on without the lock rather than wait for it forever.
    const std::optional<QDBusConnection> bus = Health::systemBusIfAThreadCanStart();
    if (!bus)
        return false;
    const QDBusReply<QDBusUnixFileDescriptor> reply = bus->call(call, QDBus::Block, InhibitTimeoutMs);
    if (reply.isValid())
        m_lock = reply.value();
    return isHeld();
}

void SleepInhibitor::release()
{
    // QDBusUnixFileDescriptor closes its descriptor with its last copy: the lock goes with it.
    m_lock = QDBusUnixFileDescriptor();
}

} // namespace Sektor::Gui
