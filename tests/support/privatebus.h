// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

#include <list>

namespace Sektor::Test {

/**
 * A private D-Bus daemon standing in for the system bus of one test, with python3-dbusmock services on it: fake
 * logind, udisks2 and the like, so tests never touch the machine's real services. Everything started is stopped
 * when it goes.
 */
class PrivateBus
{
public:
    PrivateBus();
    ~PrivateBus();
    PrivateBus(const PrivateBus &) = delete;
    PrivateBus &operator=(const PrivateBus &) = delete;

    bool ok() const { return !m_address.isEmpty(); }
    QString address() const { return m_address; }
    /// Makes this bus the system bus of the test process (DBUS_SYSTEM_BUS_ADDRESS), before its first use there.
    void becomeSystemBus() const;
    /// Starts `python3 -m dbusmock --system ARGS…` on this bus and waits until @p service is on it; false if not.
    bool startMock(const QString &service, const QStringList &arguments);

private:
    QProcess m_daemon;
    std::list<QProcess> m_mocks;
    QString m_address;
};

} // namespace Sektor::Test
