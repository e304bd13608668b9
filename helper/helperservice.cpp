// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "helperservice.h"

#include "helper1adaptor.h"

#include "catalog/deviceidentityreader.h"
#include "catalog/drivecatalog.h"
#include "devicename.h"
#include "deviceopener.h"
#include "engine/benchmark.h"
#include "healthchannelof.h"
#include "resultpipe.h"
#include "safety/writeverdict.h"
#include "sektorhelper_debug.h"
#include "selftestgate.h"
#include "unitlimits.h" // the build fails here when the unit allows less than an accepted request needs

#include <algorithm>

#include <fcntl.h>
#include <unistd.h>

namespace Sektor::Helper {

namespace {
using HelperProtocol::HelperError;
} // namespace

HelperService::HelperService(const QDBusConnection &bus, Authority *authority, const Config &config, QObject *parent)
    : QObject(parent)
    , m_bus(bus)
    , m_authority(authority)
    , m_config(config)
    , m_uids(bus)
    , m_pendingCallers(QString(), bus, QDBusServiceWatcher::WatchForUnregistration)
{
    // Exports the interface as the XML states it; the adaptor is a child and lives as long as this.
    new Helper1Adaptor(this);
    connect(&m_pendingCallers, &QDBusServiceWatcher::serviceUnregistered, this, &HelperService::callerLeft);
    m_idle.setSingleShot(true);
    m_idle.setInterval(m_config.idleTimeout);
    connect(&m_idle, &QTimer::timeout, this, &HelperService::beginQuit);
    m_idle.start();
}

HelperService::~HelperService() = default;

bool HelperService::refuse(HelperError refusal, const QString &detail)
{
    qCInfo(SEKTOR_HELPER) << "refused" << message().member() << "from" << message().service() << ":"
                          << HelperProtocol::errorName(refusal) << detail;
    sendErrorReply(HelperProtocol::errorName(refusal), detail);
    return false;
}

bool HelperService::admit()
{
    // Per user, not per connection: a flood spread over many connections is still one user's.
    const std::optional<uint> uid = m_uids.uidOf(message().service());
    if (!uid)
        return refuse(HelperError::Failed, QStringLiteral("the caller is not on the bus"));
    return m_rateLimiter.allow(QString::number(*uid))
        || refuse(HelperError::TooManyCalls, QStringLiteral("too many calls"));
}

std::optional<bool> HelperService::mayWait(uint uid, bool interactive)
{
    int mine = 0;
    int myPrompts = 0;
    int prompts = 0;
    for (const auto &[key, pending] : m_pending) {
        prompts += pending.prompts ? 1 : 0;
        if (pending.uid == uid) {
            ++mine;
            myPrompts += pending.prompts ? 1 : 0;
        }
    }
    if (mine >= MaxPendingPerUser) {
        refuse(HelperError::Busy, QStringLiteral("too many authorizations pending for this user"));
        return std::nullopt;
    }
    if (interactive && myPrompts < MaxPromptsPerUser && prompts < MaxPrompts)
        return true;
    // No prompt (not asked for, or no room for one): a quiet check, answered by polkit at once.
    if (int(m_pending.size()) < MaxPending)
        return false;
    refuse(HelperError::Busy, QStringLiteral("too many authorizations pending"));
    return std::nullopt;
}

Session *HelperService::ownedSession()
{
    if (!m_session) {
        refuse(HelperError::NoSession, QStringLiteral("no benchmark is running"));
        return nullptr;
    }
    if (m_session->owner() != message().service()) {
        refuse(HelperError::NotSessionOwner, QStringLiteral("the benchmark belongs to another caller"));
        return nullptr;
    }
    return m_session.get();
}

HelperService::Pending *HelperService::pendingOf(const QString &caller)
{
    for (auto &[id, pending] : m_pending) {
        if (pending.call.service() == caller && !pending.cancelled)
            return &pending;
    }
    return nullptr;
}

void HelperService::Start(const QString &device,
                          const HelperProtocol::WireProfile &wireProfile,
                          const HelperProtocol::WireOptions &wireOptions)
{
    start(device, wireProfile, wireOptions, {});
}

void HelperService::StartStreaming(const QString &device,
                                   const HelperProtocol::WireProfile &wireProfile,
                                   const HelperProtocol::WireOptions &wireOptions,
                                   const QDBusUnixFileDescriptor &results)
{
    start(device, wireProfile, wireOptions, results);
}

void HelperService::start(const QString &device,
                          const HelperProtocol::WireProfile &wireProfile,
                          const HelperProtocol::WireOptions &wireOptions,
                          const QDBusUnixFileDescriptor &results)
{
    if (!admit())
        return;
    if (m_quitting) {
        refuse(HelperError::ShuttingDown, QStringLiteral("the helper is exiting; call again"));
        return;
    }
    if (!isValidKernelName(device)) {
        refuse(HelperError::InvalidDeviceName, QStringLiteral("not a kernel device name"));
        return;
    }
    // Checked before polkit: only a pipe's write end (never a file or socket to write into).
    if (results.isValid() && !isWritablePipe(results.fileDescriptor())) {
        refuse(HelperError::InvalidArgument, QStringLiteral("results: not the write end of a pipe"));
        return;
    }
    const auto profile = HelperProtocol::profileFromWire(wireProfile);
    if (!profile) {
        refuse(HelperError::InvalidArgument, profile.error().detail);
        return;
    }
    const auto options = HelperProtocol::optionsFromWire(wireOptions, *profile);
    if (!options) {
        refuse(HelperError::InvalidArgument, options.error().detail);
        return;
    }
    // The device as it is now is what the caller is authorized for (and what the prompt shows).
    const std::optional<DeviceIdentity> identity = Catalog::identityFromSysfs(device, m_config.sysRoot);
    if (!identity) {
        refuse(HelperError::DeviceNotFound, QStringLiteral("no such block device"));
        return;
    }
    // A caller that bound its request to a drive (a batch's consent to overwrite it) gets that drive or nothing.
    if (options->expectedDevice && *options->expectedDevice != *identity) {
        refuse(HelperError::DeviceChanged,
               QStringLiteral("expected %1, found %2")
                   .arg(options->expectedDevice->describe(device), identity->describe(device)));
        return;
    }
    const QString owner = message().service();
    const uint uid = *m_uids.uidOf(owner); // known: admit() asked
    if (pendingOf(owner)) {
        refuse(HelperError::Busy, QStringLiteral("this caller already waits for authorization"));
        return;
    }
    const std::optional<bool> prompts = mayWait(uid, message().isInteractiveAuthorizationAllowed());
    if (!prompts)
        return;

    RunRequest request {*profile, m_config.devRoot + QLatin1Char('/') + device, *options, {}};
    // What the kind refuses of this device whatever polkit would say (a Health Check of a partition: its self-test
    // would test the whole drive), before anyone is asked.
    if (const Error refusal = deviceRefusal(request.profile, request.target); refusal.isError()) {
        refuse(refusal.code == ErrorCode::NotAWholeDrive ? HelperError::NotAWholeDrive : HelperError::InvalidArgument,
               refusal.code == ErrorCode::NotAWholeDrive ? QStringLiteral("a partition, not a whole drive")
                                                         : refusal.detail);
        return;
    }
    const bool writes = request.profile.hasWrites();
    request.options.allowDeviceWrites = writes; // only reached through the write action below
    AuthorizationPlan plan = authorizationPlan(request, device, *identity, m_config.sysRoot, m_bus);
    setDelayedReply(true);
    const QDBusMessage call = message();
    const bool interactive = *prompts;
    qCInfo(SEKTOR_HELPER) << "authorizing" << qUtf8Printable(plan.actions.join(QLatin1String(" then "))) << "on"
                          << identity->describe(device) << "for" << owner << (interactive ? "(interactive)" : "");
    m_pendingCallers.addWatchedService(owner);
    // The entry exists before check() is called: an authority may answer at once.
    const quint64 key = ++m_serial;
    m_pending.emplace(
        key, Pending {call, device, request, *identity, std::move(plan), 0, uid, 0, interactive, false, results});
    updateIdle();
    ask(key);
}

void HelperService::ask(quint64 key)
{
    const auto it = m_pending.find(key);
    if (it == m_pending.end())
        return;
    // Copies: an authority that answers at once ends the entry before check() returns.
    const int step = it->second.step;
    const QString action = it->second.plan.actions.at(step);
    const QString caller = it->second.call.service();
    const QMap<QString, QString> details = it->second.plan.details;
    const bool prompts = it->second.prompts;
    // Each prompt has its own time: a person asked twice (Sektor's action, then udisks') is not hurried by the first.
    QTimer::singleShot(m_config.promptTimeout, this, [this, key, step] {
        expire(key, step);
    });
    const Authority::CheckId check
        = m_authority->check(action, caller, details, prompts, [this, key](Decision decision) {
              authorized(key, decision);
          });
    if (const auto again = m_pending.find(key); again != m_pending.end() && again->second.step == step)
        again->second.check = check;
}

void HelperService::authorized(quint64 key, Decision decision)
{
    const auto it = m_pending.find(key);
    if (it == m_pending.end())
        return;
    // Every action of the plan must say yes, one after the other; a cancel meanwhile is seen below.
    if (Pending &asked = it->second;
        decision == Decision::Authorized && !asked.cancelled && asked.step + 1 < asked.plan.actions.size()) {
        ++asked.step;
        ask(key);
        return;
    }
    const Pending pending = std::move(it->second);
    m_pending.erase(it);
    if (!pendingOf(pending.call.service()))
        m_pendingCallers.removeWatchedService(pending.call.service());
    const auto reject = [this, &pending](const QString &errorName, const QString &detail) {
        qCInfo(SEKTOR_HELPER) << "refused Start from" << pending.call.service() << ":" << errorName << detail;
        m_bus.send(pending.call.createErrorReply(errorName, detail));
        updateIdle();
    };
    // Cancelled or gone while polkit asked: whatever polkit says now, nothing runs.
    if (pending.cancelled) {
        reject(HelperProtocol::errorName(HelperError::NotAuthorized), QStringLiteral("cancelled during authorization"));
        return;
    }
    // The caller would have been asked for a password, but other users' prompts took every place for one.
    if (decision == Decision::InteractionRequired && !pending.prompts
        && pending.call.isInteractiveAuthorizationAllowed()) {
        reject(HelperProtocol::errorName(HelperError::Busy),
               QStringLiteral("a password prompt of this user, or too many of others, is pending"));
        return;
    }
    // Also "challenge" when interaction was allowed but no agent could ask: that is a plain no.
    if (decision == Decision::InteractionRequired && !pending.call.isInteractiveAuthorizationAllowed()) {
        reject(QLatin1String(HelperProtocol::InteractiveAuthorizationRequired),
               QStringLiteral("authorization needs a password; allow interaction to be asked"));
        return;
    }
    if (decision != Decision::Authorized) {
        reject(HelperProtocol::errorName(HelperError::NotAuthorized), QStringLiteral("not authorized"));
        return;
    }
    // The one run slot is taken only now, so a caller that never answers polkit blocks nobody.
    if (m_session) {
        reject(HelperProtocol::errorName(HelperError::Busy), QStringLiteral("another benchmark is running"));
        return;
    }
    if (m_quitting) {
        reject(HelperProtocol::errorName(HelperError::ShuttingDown),
               QStringLiteral("the helper is exiting; call again"));
        return;
    }
    const bool writes = pending.request.options.allowDeviceWrites;
    if (writes) {
        const Catalog::DriveCatalog catalog(m_config.sysRoot, QStringLiteral("/proc"));
        const Safety::WriteVerdict verdict = Safety::rawWriteVerdictForName(pending.device, catalog);
        if (!verdict.allowed()) {
            QStringList reasons;
            for (const Safety::RefusalReason &reason : verdict.reasons)
                reasons.append(reason.text);
            reject(HelperProtocol::errorName(HelperError::WriteRefused), reasons.join(QLatin1Char(' ')));
            return;
        }
    }
    OpenedDevice opened = openBlockDevice(pending.device, writes, m_config.devRoot, m_config.sysRoot);
    if (!opened.fd.isValid()) {
        reject(HelperProtocol::errorName(opened.refusal), opened.detail);
        return;
    }
    // The descriptor, not the name, is what will be written: it must be the authorized device.
    const std::optional<DeviceIdentity> now = Catalog::identityOfDescriptor(opened.fd.get(), m_config.sysRoot);
    if (!now || *now != pending.identity) {
        reject(HelperProtocol::errorName(HelperError::DeviceChanged),
               QStringLiteral("authorized %1, found %2")
                   .arg(pending.identity.describe(pending.device),
                        now ? now->describe(pending.device) : QStringLiteral("no device")));
        return;
    }
    // The drive's health log, read on this descriptor around the run: only a drive with a channel gets a command.
    HealthLog health(opened.fd.get(), healthChannelOfDevice(pending.device, m_config.sysRoot));
    const QString owner = pending.call.service();
    qCInfo(SEKTOR_HELPER) << "running" << (writes ? "read/write" : "read-only") << "benchmark on"
                          << now->describe(pending.device) << "for" << owner;
    SelfTestGate::allowUdisks(pending.plan.udisksSelfTest);
    m_session = std::make_unique<Session>(m_bus, owner, m_config.resultDeadline);
    connect(m_session.get(), &Session::ended, this, &HelperService::endSession, Qt::QueuedConnection);
    updateIdle();
    m_session->run(
        pending.request,
        std::move(opened.fd),
        UniqueFd(pending.results.isValid() ? fcntl(pending.results.fileDescriptor(), F_DUPFD_CLOEXEC, 0) : -1),
        std::move(health));
    m_bus.send(pending.call.createReply());
}

void HelperService::expire(quint64 key, int step)
{
    const auto it = m_pending.find(key);
    if (it == m_pending.end() || it->second.step != step)
        return; // answered in time
    const Pending pending = std::move(it->second);
    m_pending.erase(it);
    // The slot is free now, not when polkit confirms the cancel: its late answer then finds no entry.
    m_authority->cancel(pending.check);
    if (!pendingOf(pending.call.service()))
        m_pendingCallers.removeWatchedService(pending.call.service());
    qCInfo(SEKTOR_HELPER) << "authorization for" << pending.call.service() << "not answered in"
                          << m_config.promptTimeout.count() << "ms";
    m_bus.send(pending.call.createErrorReply(HelperProtocol::errorName(HelperError::NotAuthorized),
                                             QStringLiteral("the authorization was not answered in time")));
    updateIdle();
}

void HelperService::callerLeft(const QString &caller)
{
    m_pendingCallers.removeWatchedService(caller);
    for (auto &[key, pending] : m_pending) {
        if (pending.call.service() == caller && !pending.cancelled) {
            pending.cancelled = true;
            m_authority->cancel(pending.check);
        }
    }
}

void HelperService::Cancel()
{
    if (!admit())
        return;
    // While polkit asks, the cancel is kept: the answer, even a yes, then runs nothing.
    if (Pending *pending = pendingOf(message().service())) {
        qCInfo(SEKTOR_HELPER) << "authorization for" << message().service() << "cancelled";
        pending->cancelled = true;
        m_authority->cancel(pending->check);
        return;
    }
    if (Session *session = ownedSession())
        session->cancel();
}

bool HelperService::Status(double &fraction)
{
    fraction = 0;
    if (!admit())
        return false;
    if (pendingOf(message().service()))
        return false; // authorizing: not running yet
    Session *session = ownedSession();
    if (!session)
        return false;
    fraction = session->fraction();
    return session->state() == Session::State::Running;
}

void HelperService::endSession()
{
    if (!m_session)
        return;
    const bool abandoned = m_session->abandoned();
    // Deleted now, not with deleteLater(): when this ends the process, no event loop would run it.
    m_session.reset();
    SelfTestGate::allowUdisks(false);
    // The caller left mid-run: nobody is waiting for this helper any more. (One that left after
    // its result keeps the usual idle time, so a next run by the same user starts at once.)
    if (abandoned && m_pending.empty())
        beginQuit();
    else
        updateIdle();
}

void HelperService::updateIdle()
{
    if (m_session || !m_pending.empty())
        m_idle.stop();
    else if (!m_idle.isActive() && !m_quitting)
        m_idle.start();
}

void HelperService::beginQuit()
{
    if (m_quitting)
        return;
    m_quitting = true;
    // Release the name first: new calls then start a fresh helper instead of reaching a process
    // that is going away. Calls the bus routed here before the release are still in our queue;
    // they are answered (Start with ShuttingDown, so the client calls again) before the exit.
    qCInfo(SEKTOR_HELPER) << "idle; releasing the bus name and exiting";
    m_bus.unregisterService(QLatin1String(HelperProtocol::Service));
    QTimer::singleShot(DrainMs, this, &HelperService::quitRequested);
}

} // namespace Sektor::Helper
