// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "support/privatebus.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDeadlineTimer>
#include <QThread>

namespace Sektor::Test {

PrivateBus::PrivateBus()
{
    m_daemon.start(QStringLiteral("dbus-daemon"),
                   {QStringLiteral("--config-file=/usr/share/dbus-1/session.conf"),
                    QStringLiteral("--nofork"),
                    QStringLiteral("--print-address=1")});
    if (m_daemon.waitForReadyRead(10000))
        m_address = QString::fromUtf8(m_daemon.readLine()).trimmed();
}

PrivateBus::~PrivateBus()
{
    for (QProcess &mock : m_mocks) {
        mock.terminate();
        mock.waitForFinished(5000);
    }
    m_daemon.terminate();
    m_daemon.waitForFinished(5000);
}

void PrivateBus::becomeSystemBus() const
{
    qputenv("DBUS_SYSTEM_BUS_ADDRESS", m_address.toUtf8());
}

bool PrivateBus::startMock(const QString &service, const QStringList &arguments)
{
    QProcess &mock = m_mocks.emplace_back();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DBUS_SYSTEM_BUS_ADDRESS"), m_address);
    mock.setProcessEnvironment(env);
    mock.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    // Debian's interpreter: the module is a Debian package, not in a pyenv the PATH may prefer.
    mock.start(QStringLiteral("/usr/bin/python3"),
               QStringList {QStringLiteral("-m"), QStringLiteral("dbusmock"), QStringLiteral("--system")} + arguments);
    const QString name = QStringLiteral("sektor-test-watch-%1").arg(m_mocks.size());
    QDBusConnection bus = QDBusConnection::connectToBus(m_address, name);
    bool up = false;
    for (QDeadlineTimer deadline(15000); !up && !deadline.hasExpired() && mock.state() != QProcess::NotRunning;) {
        up = bus.interface() && bus.interface()->isServiceRegistered(service);
        if (!up)
            QThread::msleep(50);
    }
    QDBusConnection::disconnectFromBus(name);
    return up;
}

} // namespace Sektor::Test
