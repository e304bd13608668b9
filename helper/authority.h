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

/// polkit's answer to one check.
enum class Decision {
    Authorized,
    Denied, ///< No, or any error, timeout or cancel (default deny).
    InteractionRequired, ///< Only with interaction, which the caller did not allow.
};

/// Whether a bus name may perform an action. An interface so tests can decide without polkit.
class Authority
{
public:
    using Done = std::function<void(Decision decision)>;
    using CheckId = quint64;
    virtual ~Authority() = default;
    /**
     * Asks, asynchronously; @p done runs exactly once on the helper's thread. Several checks may
     * be pending at once (one per caller waiting for its password). With @p allowInteraction
     * false polkit may not ask anyone, and a check that would need it ends InteractionRequired.
     */
    virtual CheckId check(const QString &action,
                          const QString &busName,
                          const QMap<QString, QString> &details,
                          bool allowInteraction,
                          Done done)
        = 0;
    /// Abandons that pending check (its caller left or cancelled); its @p done then runs with Denied.
    virtual void cancel(CheckId id) = 0;
};

/**
 * polkit over QtDBus: org.freedesktop.PolicyKit1.Authority.CheckAuthorization with the caller's
 * unique bus name as "system-bus-name" subject (polkit resolves it to the process and user
 * itself, so nothing the caller says about itself counts), with AllowUserInteraction only when
 * the caller's message allowed interactive authorization: then polkit may ask for the
 * administrator password through the caller's authentication agent.
 */
class PolkitAuthority : public QObject, public Authority
{
    Q_OBJECT
public:
    explicit PolkitAuthority(const QDBusConnection &bus, QObject *parent = nullptr);

    CheckId check(const QString &action,
                  const QString &busName,
                  const QMap<QString, QString> &details,
                  bool allowInteraction,
                  Done done) override;
    void cancel(CheckId id) override;

    /// The decision in a CheckAuthorization reply: authorized only for a well-formed (bba{ss}) saying so.
    static Decision decision(const QDBusMessage &reply);
    static bool isAuthorized(const QDBusMessage &reply) { return decision(reply) == Decision::Authorized; }

private:
    QDBusConnection m_bus;
    CheckId m_checks = 0;
};

} // namespace Sektor::Helper
