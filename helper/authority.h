// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QDBusConnection>
#include <QMap>
#include <QObject>
#include <QString>

#include <functional>

class QDBusMessage;

namespace Sektor::Helper {

/// Whether a bus name may perform an action. An interface so tests can decide without polkit.
class Authority
{
public:
    using Done = std::function<void(bool authorized)>;
    virtual ~Authority() = default;
    /**
     * Asks, asynchronously; @p done runs exactly once on the helper's thread, with false on any
     * error, timeout or cancel (default deny).
     */
    virtual void check(const QString &action, const QString &busName, const QMap<QString, QString> &details, Done done) = 0;
    /// Abandons the pending check (the caller left); its @p done then runs with false.
    virtual void cancel() = 0;
};

/**
 * polkit over QtDBus: org.freedesktop.PolicyKit1.Authority.CheckAuthorization with the caller's
 * unique bus name as "system-bus-name" subject (polkit resolves it to the process and user
 * itself, so nothing the caller says about itself counts) and AllowUserInteraction, so polkit
 * may ask for the administrator password through the caller's authentication agent.
 */
class PolkitAuthority : public QObject, public Authority
{
    Q_OBJECT
public:
    explicit PolkitAuthority(const QDBusConnection &bus, QObject *parent = nullptr);

    void check(const QString &action, const QString &busName, const QMap<QString, QString> &details, Done done) override;
    void cancel() override;

    /// The decision in a CheckAuthorization reply: authorized only for a well-formed (bba{ss}) saying so.
    static bool isAuthorized(const QDBusMessage &reply);

private:
    QDBusConnection m_bus;
    QString m_cancellationId;
    quint64 m_checks = 0;
};

} // namespace Sektor::Helper
