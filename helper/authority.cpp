// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "authority.h"

#include <QDBusArgument>
#include <QDBusMessage>
#include <QDBusMetaType>
#include <QDBusPendingCallWatcher>
#include <QVariantMap>

namespace Sektor::Helper {

namespace {
/// polkit's subject, (sa{sv}).
struct PolkitSubject
{
    QString kind;
    QVariantMap details;
};

QDBusArgument &operator<<(QDBusArgument &argument, const PolkitSubject &subject)
{
    argument.beginStructure();
    argument << subject.kind << subject.details;
    argument.endStructure();
    return argument;
}

const QDBusArgument &operator>>(const QDBusArgument &argument, PolkitSubject &subject)
{
    argument.beginStructure();
    argument >> subject.kind >> subject.details;
    argument.endStructure();
    return argument;
}

constexpr quint32 NoFlags = 0;
constexpr quint32 AllowUserInteraction = 1;
// Only a backstop: the helper itself refuses and cancels a check after its prompt timeout
// (HelperService::Config::promptTimeout, a minute), which is what frees the caller's slot.
constexpr int CheckTimeoutMs = 5 * 60 * 1000;

QDBusMessage authorityCall(const char *method)
{
    return QDBusMessage::createMethodCall(QStringLiteral("org.freedesktop.PolicyKit1"),
                                          QStringLiteral("/org/freedesktop/PolicyKit1/Authority"),
                                          QStringLiteral("org.freedesktop.PolicyKit1.Authority"),
                                          QLatin1String(method));
}
} // namespace

} // namespace Sektor::Helper

Q_DECLARE_METATYPE(Sektor::Helper::PolkitSubject)

namespace Sektor::Helper {

PolkitAuthority::PolkitAuthority(const QDBusConnection &bus, QObject *parent)
    : QObject(parent)
    , m_bus(bus)
{
    qDBusRegisterMetaType<PolkitSubject>();
    qDBusRegisterMetaType<QMap<QString, QString>>();
}

namespace {
QString cancellationId(Authority::CheckId id)
{
    return QStringLiteral("sektor-%1").arg(id);
}
} // namespace

Authority::CheckId PolkitAuthority::check(const QString &action,
                                          const QString &busName,
                                          const QMap<QString, QString> &details,
                                          bool allowInteraction,
                                          Done done)
{
    const CheckId id = ++m_checks;
    const PolkitSubject subject {QStringLiteral("system-bus-name"), {{QStringLiteral("name"), busName}}};
    QDBusMessage call = authorityCall("CheckAuthorization");
    call << QVariant::fromValue(subject) << action << QVariant::fromValue(details)
         << (allowInteraction ? AllowUserInteraction : NoFlags) << cancellationId(id);
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(call, CheckTimeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [watcher, done = std::move(done)] {
        watcher->deleteLater();
        done(decision(watcher->reply()));
    });
    return id;
}

void PolkitAuthority::cancel(CheckId id)
{
    QDBusMessage call = authorityCall("CancelCheckAuthorization");
    call << cancellationId(id);
    m_bus.call(call, QDBus::NoBlock);
}

Decision PolkitAuthority::decision(const QDBusMessage &reply)
{
    if (reply.type() != QDBusMessage::ReplyMessage || reply.arguments().size() != 1)
        return Decision::Denied;
    const QVariant argument = reply.arguments().constFirst();
    if (argument.metaType() != QMetaType::fromType<QDBusArgument>())
        return Decision::Denied;
    const QDBusArgument result = argument.value<QDBusArgument>();
    if (result.currentSignature() != QLatin1String("(bba{ss})"))
        return Decision::Denied;
    bool authorized = false;
    bool challenge = false;
    QMap<QString, QString> details;
    result.beginStructure();
    result >> authorized >> challenge >> details;
    result.endStructure();
    if (authorized)
        return Decision::Authorized;
    return challenge ? Decision::InteractionRequired : Decision::Denied;
}

} // namespace Sektor::Helper
