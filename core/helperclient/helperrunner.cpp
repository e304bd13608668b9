// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "helperclient/helperrunner.h"

#include "helperclient/helperprotocol.h"
#include "helperclient/wire.h"
#include "helperclient/wireargs.h"
#include "report/jsonreport.h"

#include <QCoreApplication>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusServiceWatcher>
#include <QFileInfo>
#include <QMetaObject>

namespace Sektor {

namespace {
using namespace HelperProtocol;

// Authentication may wait for a person typing a password: allow it minutes, not D-Bus's 25 s.
constexpr int StartTimeoutMs = 10 * 60 * 1000;

QString service()
{
    return QLatin1String(Service);
}
} // namespace

HelperRunner::HelperRunner(QObject *parent, const QDBusConnection &bus)
    : Runner(parent)
    , m_bus(bus)
{
    qRegisterMetaType<Sektor::Progress>();
    qRegisterMetaType<Sektor::TestResult>();
    qRegisterMetaType<Sektor::RunOutcome>();
    registerWireTypes();
}

HelperRunner::~HelperRunner()
{
    // The helper stops the run by itself when this connection goes; say so sooner if it stays.
    if (m_running)
        cancel();
    subscribe(false);
}

QString HelperRunner::kernelNameOf(const QString &deviceNode)
{
    const QFileInfo node(QFileInfo(deviceNode).canonicalFilePath());
    if (node.filePath().isEmpty() || node.path() != QLatin1String("/dev"))
        return {};
    return node.fileName();
}

Error HelperRunner::errorFromDBus(const QDBusError &error, const QString &device)
{
    Error e;
    e.path = device;
    e.detail = error.message();
    if (error.name() == QLatin1String(InteractiveAuthorizationRequired)) {
        // The call did not allow polkit to ask for a password, and polkit needs one.
        e.code = ErrorCode::NotAuthorized;
        e.detail = QCoreApplication::translate("Sektor::HelperRunner", "a password is needed, but this program may not ask for it");
        return e;
    }
    const std::optional<Refusal> refusal = refusalFromErrorName(error.name());
    if (!refusal) {
        // No helper on the bus (not installed, activation failed) or it crashed before replying.
        e.code = ErrorCode::HelperUnavailable;
        e.detail = error.name();
        return e;
    }
    switch (*refusal) {
    case Refusal::NotAuthorized:
        e.code = ErrorCode::NotAuthorized;
        e.detail.clear();
        break;
    case Refusal::Busy:
    case Refusal::TooManyCalls:
        e.code = ErrorCode::HelperBusy;
        e.detail.clear();
        break;
    case Refusal::InvalidDeviceName:
    case Refusal::DeviceNotFound:
        e.code = ErrorCode::TargetNotFound;
        break;
    case Refusal::DeviceChanged:
        // The device that was authorized is no longer the one under this name: nothing ran.
        e.code = ErrorCode::TargetNotFound;
        e.detail = QCoreApplication::translate("Sektor::HelperRunner", "another device took its name while authorization was pending; nothing was run");
        break;
    case Refusal::NotBlockDevice:
        e.code = ErrorCode::TargetWrongType;
        break;
    case Refusal::InvalidArgument:
        e.code = ErrorCode::InvalidArgument;
        break;
    case Refusal::WriteRefused:
        e.code = ErrorCode::WritesRefused;
        break;
    case Refusal::DeviceBusy:
        e.code = ErrorCode::DeviceBusy;
        break;
    case Refusal::ShuttingDown: // only after the one retry in onStartReply()
        e.code = ErrorCode::HelperUnavailable;
        break;
    case Refusal::NotSessionOwner:
    case Refusal::NoSession:
    case Refusal::Failed:
        e.code = ErrorCode::Internal;
        break;
    }
    return e;
}

bool HelperRunner::start(const RunRequest &request)
{
    if (m_running)
        return false;
    m_request = request;
    m_running = true;
    m_cancelRequested = false;

    const QString name = kernelNameOf(request.target);
    if (name.isEmpty()) {
        // Queued, so the caller sees start() return before finished(), as with any run.
        QMetaObject::invokeMethod(this, [this] { fail(Error::of(ErrorCode::TargetNotFound, m_request.target)); }, Qt::QueuedConnection);
        return true;
    }
    if (!m_bus.isConnected()) {
        Error e = Error::of(ErrorCode::HelperUnavailable, request.target);
        e.detail = m_bus.lastError().message();
        QMetaObject::invokeMethod(this, [this, e] { fail(e); }, Qt::QueuedConnection);
        return true;
    }

    subscribe(true);
    m_retried = false;
    sendStart();
    return true;
}

void HelperRunner::sendStart()
{
    QDBusMessage call = QDBusMessage::createMethodCall(service(), QLatin1String(ObjectPath), QLatin1String(Interface), QStringLiteral("Start"));
    call << kernelNameOf(m_request.target) << QVariant::fromValue(toWire(m_request.profile)) << QVariant::fromValue(toWire(m_request.options));
    // A person runs this program and polkit's agent for the session can ask them for the password.
    call.setInteractiveAuthorizationAllowed(true);
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(call, StartTimeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, &HelperRunner::onStartReply);
}

void HelperRunner::cancel()
{
    if (!m_running || m_cancelRequested)
        return;
    m_cancelRequested = true;
    QDBusMessage call = QDBusMessage::createMethodCall(service(), QLatin1String(ObjectPath), QLatin1String(Interface), QStringLiteral("Cancel"));
    m_bus.call(call, QDBus::NoBlock);
}

void HelperRunner::onStartReply(QDBusPendingCallWatcher *call)
{
    call->deleteLater();
    if (!m_running)
        return;
    const QDBusPendingCall reply = *call;
    if (reply.isError()) {
        // The helper was exiting when the call arrived and released its name: the bus starts a
        // fresh one for the next call.
        if (!m_retried && !m_cancelRequested && refusalFromErrorName(reply.error().name()) == Refusal::ShuttingDown) {
            m_retried = true;
            sendStart();
            return;
        }
        const Error e = errorFromDBus(reply.error(), m_request.target);
        // Cancelled while polkit asked for the password: the user's cancel, not a refusal.
        fail(m_cancelRequested && e.code == ErrorCode::NotAuthorized ? Error::of(ErrorCode::Cancelled) : e);
        return;
    }
    if (m_cancelRequested) {
        m_cancelRequested = false;
        cancel();
    }
}

void HelperRunner::onProgress(const QString &json)
{
    if (!m_running)
        return;
    if (const auto progress = progressFromWire(json.toUtf8()))
        Q_EMIT progressed(*progress);
}

void HelperRunner::onTestFinished(const QString &json)
{
    if (!m_running)
        return;
    if (const auto result = testResultFromWire(json.toUtf8()))
        Q_EMIT testFinished(*result);
}

void HelperRunner::onFinished(const QString &resultJson, const QString &errorJson)
{
    if (!m_running)
        return;
    RunOutcome outcome;
    const auto result = fromJson(resultJson.toUtf8());
    const auto error = errorFromWire(errorJson.toUtf8());
    if (!result || !error) {
        Error e = Error::of(ErrorCode::Internal, m_request.target);
        e.detail = result ? QStringLiteral("malformed error from the helper") : result.error().detail;
        outcome.error = e;
    } else {
        outcome.result = *result;
        outcome.error = *error;
    }
    finish(std::move(outcome));
}

void HelperRunner::onHelperVanished()
{
    if (m_running)
        fail(Error::of(ErrorCode::HelperUnavailable, m_request.target));
}

void HelperRunner::fail(const Error &error)
{
    RunOutcome outcome;
    outcome.error = error;
    finish(std::move(outcome));
}

void HelperRunner::finish(RunOutcome outcome)
{
    // The helper ran an anonymous list of tests; the profile, comment and target named in the
    // result are the ones this client asked for, as a local run's would be.
    outcome.result.profileId = m_request.profile.id;
    outcome.result.profileName = m_request.profile.name;
    outcome.result.comment = m_request.comment;
    outcome.result.target.path = m_request.target;
    subscribe(false);
    m_running = false;
    Q_EMIT finished(outcome);
}

void HelperRunner::subscribe(bool on)
{
    static const struct {
        const char *signal;
        const char *slot;
    } Signals[] = {
        {"Progress", SLOT(onProgress(QString))},
        {"TestFinished", SLOT(onTestFinished(QString))},
        {"Finished", SLOT(onFinished(QString, QString))},
    };
    const QString path = QLatin1String(ObjectPath);
    const QString interface = QLatin1String(Interface);
    for (const auto &[signal, slot] : Signals) {
        if (on)
            m_bus.connect(service(), path, interface, QLatin1String(signal), this, slot);
        else
            m_bus.disconnect(service(), path, interface, QLatin1String(signal), this, slot);
    }
    if (!on) {
        m_watcher.reset();
        return;
    }
    m_watcher = std::make_unique<QDBusServiceWatcher>(service(), m_bus, QDBusServiceWatcher::WatchForUnregistration);
    connect(m_watcher.get(), &QDBusServiceWatcher::serviceUnregistered, this, &HelperRunner::onHelperVanished);
}

} // namespace Sektor
