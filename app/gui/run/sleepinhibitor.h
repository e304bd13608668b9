// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QDBusUnixFileDescriptor>
#include <QString>

namespace Sektor::Gui {

/**
 * Keeps the machine from suspending or going idle while a run goes, as GNOME Disks does during a
 * benchmark: a suspended laptop would stop the run midway, and an idle-dimmed one skews it. It asks
 * logind (org.freedesktop.login1.Manager.Inhibit, "sleep:idle", block mode) on the system bus and
 * holds the lock's file descriptor; closing it lets the system sleep again. Without logind (no
 * systemd, a container) it holds nothing and says so.
 */
class SleepInhibitor
{
public:
    /// Takes the lock with @p reason shown to the user by the desktop; true when logind granted it.
    bool hold(const QString &reason);
    void release();
    bool isHeld() const { return m_lock.isValid(); }

private:
    QDBusUnixFileDescriptor m_lock;
};

} // namespace Sektor::Gui
