// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "authority.h"
#include "helperclient/helperprotocol.h"
#include "helperclient/wireargs.h"
#include "ratelimiter.h"
#include "session.h"

#include <QDBusConnection>
#include <QDBusContext>
#include <QObject>
#include <QTimer>

#include <chrono>
#include <memory>

namespace Sektor::Helper {

/**
 * The exported object, io.github.sektor.Helper1. Each method: rate limit, then the caller's
 * identity from the message (never from arguments), then typed validation, then polkit, then
 * the device. Errors are D-Bus error names only; clients translate them.
 */
class HelperService : public QObject, protected QDBusContext
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "io.github.sektor.Helper1")
    // Written out so introspection also lists the signals, which are only ever sent to the
    // session's caller and so are not Qt signals of this object.
    Q_CLASSINFO("D-Bus Introspection",
                "  <interface name=\"io.github.sektor.Helper1\">\n"
                "    <method name=\"Start\">\n"
                "      <arg name=\"device\" type=\"s\" direction=\"in\"/>\n"
                "      <arg name=\"profile\" type=\"(ua(uuuub)au)\" direction=\"in\"/>\n"
                "      <annotation name=\"org.qtproject.QtDBus.QtTypeName.In1\" value=\"Sektor::HelperProtocol::WireProfile\"/>\n"
                "      <arg name=\"options\" type=\"(tuuuuuuut)\" direction=\"in\"/>\n"
                "      <annotation name=\"org.qtproject.QtDBus.QtTypeName.In2\" value=\"Sektor::HelperProtocol::WireOptions\"/>\n"
                "    </method>\n"
                "    <method name=\"Cancel\"/>\n"
                "    <method name=\"Status\">\n"
                "      <arg name=\"running\" type=\"b\" direction=\"out\"/>\n"
                "      <arg name=\"fraction\" type=\"d\" direction=\"out\"/>\n"
                "    </method>\n"
                "    <signal name=\"Progress\"><arg name=\"json\" type=\"s\"/></signal>\n"
                "    <signal name=\"TestFinished\"><arg name=\"json\" type=\"s\"/></signal>\n"
                "    <signal name=\"Finished\"><arg name=\"result_json\" type=\"s\"/><arg name=\"error_json\" type=\"s\"/></signal>\n"
                "  </interface>\n")

public:
    struct Config {
        std::chrono::milliseconds idleTimeout {30000};
        QString devRoot = QStringLiteral("/dev");
        QString sysRoot = QStringLiteral("/sys");
    };

    HelperService(const QDBusConnection &bus, Authority *authority, const Config &config, QObject *parent = nullptr);
    ~HelperService() override;

Q_SIGNALS:
    /// Idle for the configured time, or the session's caller left: the process should exit.
    void quitRequested();

public Q_SLOTS:
    void Start(const QString &device,
               const Sektor::HelperProtocol::WireProfile &profile,
               const Sektor::HelperProtocol::WireOptions &options);
    void Cancel();
    bool Status(double &fraction);

private:
    bool admit(); ///< Rate limit; false after sending the error reply.
    bool refuse(HelperProtocol::Refusal refusal, const QString &detail);
    Session *ownedSession(); ///< The caller's session, or nullptr after sending the error reply.
    void authorized(const QDBusMessage &call, const QString &device, const RunRequest &request, bool ok);
    void endSession();

    QDBusConnection m_bus;
    Authority *m_authority;
    Config m_config;
    RateLimiter m_rateLimiter;
    std::unique_ptr<Session> m_session;
    QTimer m_idle;
};

} // namespace Sektor::Helper
