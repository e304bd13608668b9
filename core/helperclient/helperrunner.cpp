// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "helperclient/helperrunner.h"

#include "helper1proxy.h"

#include "helperprotocol/helperprotocol.h"
#include "helperprotocol/replyjson.h"
#include "helperprotocol/wireargs.h"
#include "report/jsonreport.h"

#include <QCoreApplication>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusServiceWatcher>
#include <QDBusUnixFileDescriptor>
#include <QFileInfo>
#include <QMetaObject>

#include <cerrno>
#include <fcntl.h>
#include <type_traits>
#include <unistd.h>

namespace Sektor {

namespace {
using namespace HelperProtocol;

// Authentication may wait for a person typing a password: allow it minutes, not D-Bus's 25 s.
constexpr int StartTimeoutMs = 10 * 60 * 1000;

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
    closeResults();
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
        e.detail = QCoreApplication::translate("Sektor::HelperRunner",
                                               "a password is needed, but this program may not ask for it");
        return e;
    }
    const std::optional<HelperError> refusal = helperErrorFromName(error.name());
    if (!refusal) {
        // No helper on the bus (not installed, activation failed) or it crashed before replying.
        e.code = ErrorCode::HelperUnavailable;
        e.detail = error.name();
        return e;
    }
    switch (*refusal) {
    case HelperError::NotAuthorized:
        e.code = ErrorCode::NotAuthorized;
        e.detail.clear();
        break;
    case HelperError::Busy:
    case HelperError::TooManyCalls:
        e.code = ErrorCode::HelperBusy;
        e.detail.clear();
        break;
    case HelperError::InvalidDeviceName:
    case HelperError::DeviceNotFound:
        e.code = ErrorCode::TargetNotFound;
        break;
    case HelperError::DeviceChanged:
        // The device that was authorized is no longer the one under this name: nothing ran.
        e.code = ErrorCode::TargetNotFound;
        e.detail = QCoreApplication::translate(
            "Sektor::HelperRunner", "another device took its name while authorization was pending; nothing was run");
        break;
    case HelperError::NotBlockDevice:
        e.code = ErrorCode::TargetWrongType;
        break;
    case HelperError::NotAWholeDrive:
        e.code = ErrorCode::NotAWholeDrive;
        e.detail.clear(); // the client's own sentence says it all
        break;
    case HelperError::InvalidArgument:
        e.code = ErrorCode::InvalidArgument;
        break;
    case HelperError::WriteRefused:
        e.code = ErrorCode::WritesRefused;
        break;
    case HelperError::DeviceBusy:
        e.code = ErrorCode::DeviceBusy;
        break;
    case HelperError::ShuttingDown: // only after the one retry in onStartReply()
        e.code = ErrorCode::HelperUnavailable;
        break;
    case HelperError::NotSessionOwner:
    case HelperError::NoSession:
    case HelperError::Failed:
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

    // Peak mode is not part of the helper's contract (its polling thread and polled queues are the caller's machine's
    // to give): refused in words, never dropped without one.
    Error refusal;
    if (kernelNameOf(request.target).isEmpty()) {
        refusal = Error::of(ErrorCode::TargetNotFound, request.target);
    } else if (request.options.peak) {
        refusal = Error::invalidArgument(QCoreApplication::translate(
            "Sektor::HelperRunner",
            "peak mode (--peak) does not run through the privileged helper: run sektor-cli as root to test a raw "
            "device in peak mode"));
        refusal.path = request.target;
    } else if (!m_bus.isConnected()) {
        refusal = Error::of(ErrorCode::HelperUnavailable, request.target);
        refusal.detail = m_bus.lastError().message();
    }
    if (refusal.isError()) {
        // Queued, so the caller sees start() return before finished(), as with any run.
        QMetaObject::invokeMethod(
            this,
            [this, refusal] {
                fail(refusal);
            },
            Qt::QueuedConnection);
        return true;
    }

    if (!m_proxy)
        m_proxy = std::make_unique<Helper1Proxy>(QLatin1String(Service), QLatin1String(ObjectPath), m_bus);
    subscribe(true);
    m_retried = false;
    sendStart();
    return true;
}

void HelperRunner::sendStart()
{
    closeResults();
    int fds[2];
    if (pipe2(fds, O_CLOEXEC | O_NONBLOCK) != 0) {
        fail(errorFromErrno(ErrorCode::Internal, m_request.target, errno, "pipe2"));
        return;
    }
    m_resultsFd.reset(fds[0]);
    UniqueFd helpersEnd(fds[1]);
    m_resultsNotifier = std::make_unique<QSocketNotifier>(m_resultsFd.get(), QSocketNotifier::Read);
    connect(m_resultsNotifier.get(), &QSocketNotifier::activated, this, &HelperRunner::readResults);
    // Sent as a message addressed like the proxy's calls: in Qt 6.4 only a QDBusMessage can carry
    // ALLOW_INTERACTIVE_AUTHORIZATION, which lets polkit's agent ask the person at this program
    // for the password. The member must be the XML's; the proxy generated from it says so here.
    static_assert(std::is_member_function_pointer_v<decltype(&Helper1Proxy::StartStreaming)>);
    QDBusMessage call = QDBusMessage::createMethodCall(
        m_proxy->service(), m_proxy->path(), m_proxy->interface(), QStringLiteral("StartStreaming"));
    call << kernelNameOf(m_request.target) << QVariant::fromValue(toWire(m_request.profile))
         << QVariant::fromValue(toWire(m_request.options, m_request.profile))
         << QVariant::fromValue(QDBusUnixFileDescriptor(helpersEnd.get()));
    call.setInteractiveAuthorizationAllowed(true);
    auto *watcher = new QDBusPendingCallWatcher(m_bus.asyncCall(call, StartTimeoutMs), this);
    helpersEnd.reset(); // the message holds its own copy; EOF then means the helper closed its end
    connect(watcher, &QDBusPendingCallWatcher::finished, this, &HelperRunner::onStartReply);
}

void HelperRunner::readResults()
{
    char buffer[65536];
    for (;;) {
        const ssize_t n = ::read(m_resultsFd.get(), buffer, sizeof buffer);
        if (n > 0) {
            m_resultBytes.append(buffer, n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0 && errno == EAGAIN)
            return;
        break; // EOF (or an error): the helper wrote all it will
    }
    m_resultsNotifier.reset();
    m_resultsComplete = true;
    finishWhenComplete();
}

void HelperRunner::closeResults()
{
    m_resultsNotifier.reset();
    m_resultsFd.reset();
    m_resultBytes.clear();
    m_resultsComplete = false;
    m_finishedError.reset();
}

void HelperRunner::cancel()
{
    if (!m_running || m_cancelRequested)
        return;
    m_cancelRequested = true;
    m_proxy->Cancel(); // the reply, if any, tells nothing the Finished signal does not
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
        if (!m_retried && !m_cancelRequested
            && helperErrorFromName(reply.error().name()) == HelperError::ShuttingDown) {
            m_retried = true;
            sendStart();
            return;
        }
        Error e = errorFromDBus(reply.error(), m_request.target);
        // A run bound to the drive the user agreed to overwrite found another one under its name.
        if (m_request.options.expectedDevice && helperErrorFromName(reply.error().name()) == HelperError::DeviceChanged)
            e = driveChangedError(m_request.target);
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
    if (!resultJson.isEmpty()) { // a helper that still sends the result in the signal
        m_resultBytes = resultJson.toUtf8();
        m_resultsComplete = true;
    }
    m_finishedError = errorJson;
    finishWhenComplete();
}

void HelperRunner::finishWhenComplete()
{
    if (!m_running || !m_finishedError || !m_resultsComplete)
        return;
    RunOutcome outcome;
    const auto result = fromJson(m_resultBytes);
    const auto error = errorFromWire(m_finishedError->toUtf8());
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
    closeResults();
    m_running = false;
    Q_EMIT finished(outcome);
}

void HelperRunner::subscribe(bool on)
{
    if (!on) {
        if (m_proxy)
            disconnect(m_proxy.get(), nullptr, this, nullptr);
        m_watcher.reset();
        return;
    }
    connect(m_proxy.get(), &Helper1Proxy::Progress, this, &HelperRunner::onProgress);
    connect(m_proxy.get(), &Helper1Proxy::TestFinished, this, &HelperRunner::onTestFinished);
    connect(m_proxy.get(), &Helper1Proxy::Finished, this, &HelperRunner::onFinished);
    m_watcher = std::make_unique<QDBusServiceWatcher>(
        QLatin1String(Service), m_bus, QDBusServiceWatcher::WatchForUnregistration);
    connect(m_watcher.get(), &QDBusServiceWatcher::serviceUnregistered, this, &HelperRunner::onHelperVanished);
}

} // namespace Sektor
