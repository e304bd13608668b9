// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "helperservice.h"

#include "catalog/drivecatalog.h"
#include "deviceopener.h"
#include "devicename.h"
#include "safety/writeverdict.h"
#include "sektorhelper_debug.h"

#include <QDBusMessage>
#include <QLocale>

namespace Sektor::Helper {

namespace {
using HelperProtocol::Refusal;

// What polkit's message shows as $(drive): model, kernel name and size, from sysfs (root reads it all).
QString driveDescription(const QString &name, const QString &sysRoot)
{
    const Catalog::DriveCatalog catalog(sysRoot, QStringLiteral("/proc"));
    const Catalog::Drive *drive = catalog.drive(catalog.diskOf(name));
    const QString size = drive ? QLocale::c().formattedDataSize(qint64(drive->sizeBytes)) : QString();
    const QString model = drive && !drive->model.isEmpty() ? drive->model + QLatin1Char(' ') : QString();
    const QString node = QLatin1String("/dev/") + name;
    return size.isEmpty() ? node : model + node + QLatin1String(", ") + size;
}
} // namespace

HelperService::HelperService(const QDBusConnection &bus, Authority *authority, const Config &config, QObject *parent)
    : QObject(parent)
    , m_bus(bus)
    , m_authority(authority)
    , m_config(config)
{
    m_idle.setSingleShot(true);
    m_idle.setInterval(m_config.idleTimeout);
    connect(&m_idle, &QTimer::timeout, this, &HelperService::quitRequested);
    m_idle.start();
}

HelperService::~HelperService() = default;

bool HelperService::refuse(Refusal refusal, const QString &detail)
{
    qCInfo(SEKTOR_HELPER) << "refused" << message().member() << "from" << message().service() << ":" << HelperProtocol::errorName(refusal) << detail;
    sendErrorReply(HelperProtocol::errorName(refusal), detail);
    return false;
}

bool HelperService::admit()
{
    return m_rateLimiter.allow(message().service()) || refuse(Refusal::TooManyCalls, QStringLiteral("too many calls"));
}

Session *HelperService::ownedSession()
{
    if (!m_session) {
        refuse(Refusal::NoSession, QStringLiteral("no benchmark is running"));
        return nullptr;
    }
    if (m_session->owner() != message().service()) {
        refuse(Refusal::NotSessionOwner, QStringLiteral("the benchmark belongs to another caller"));
        return nullptr;
    }
    return m_session.get();
}

void HelperService::Start(const QString &device, const HelperProtocol::WireProfile &wireProfile, const HelperProtocol::WireOptions &wireOptions)
{
    if (!admit())
        return;
    if (m_session) {
        refuse(Refusal::Busy, QStringLiteral("another benchmark is running"));
        return;
    }
    if (!isValidKernelName(device)) {
        refuse(Refusal::InvalidDeviceName, QStringLiteral("not a kernel device name"));
        return;
    }
    const auto profile = HelperProtocol::profileFromWire(wireProfile);
    const auto options = HelperProtocol::optionsFromWire(wireOptions);
    if (!profile || !options) {
        refuse(Refusal::InvalidArgument, profile ? options.error().detail : profile.error().detail);
        return;
    }
    if (!blockDeviceExists(device, m_config.sysRoot)) {
        refuse(Refusal::DeviceNotFound, QStringLiteral("no such block device"));
        return;
    }

    RunRequest request {*profile, m_config.devRoot + QLatin1Char('/') + device, *options, {}};
    const bool writes = request.profile.hasWrites();
    request.options.allowDeviceWrites = writes; // only reached through the write action below
    const QString owner = message().service();
    m_idle.stop();
    m_session = std::make_unique<Session>(m_bus, owner);
    connect(m_session.get(), &Session::ownerVanished, this, [this] {
        if (m_session && m_session->state() == Session::State::Authorizing)
            m_authority->cancel();
    });
    connect(m_session.get(), &Session::ended, this, &HelperService::endSession, Qt::QueuedConnection);

    setDelayedReply(true);
    const QDBusMessage call = message();
    const char *action = writes ? HelperProtocol::WriteAction : HelperProtocol::ReadAction;
    qCInfo(SEKTOR_HELPER) << "authorizing" << action << "on" << device << "for" << owner;
    m_authority->check(QLatin1String(action),
                       owner,
                       {{QStringLiteral("drive"), driveDescription(device, m_config.sysRoot)}},
                       [this, call, device, request](bool ok) { authorized(call, device, request, ok); });
}

void HelperService::authorized(const QDBusMessage &call, const QString &device, const RunRequest &request, bool ok)
{
    auto reject = [this, &call](Refusal refusal, const QString &detail) {
        qCInfo(SEKTOR_HELPER) << "refused Start from" << call.service() << ":" << HelperProtocol::errorName(refusal) << detail;
        m_bus.send(call.createErrorReply(HelperProtocol::errorName(refusal), detail));
        endSession();
    };
    if (!m_session || m_session->owner() != call.service())
        return; // ended meanwhile; the caller is gone
    if (!ok || m_session->ownerGone()) {
        reject(Refusal::NotAuthorized, QStringLiteral("not authorized"));
        return;
    }
    const bool writes = request.options.allowDeviceWrites;
    if (writes) {
        const Catalog::DriveCatalog catalog(m_config.sysRoot, QStringLiteral("/proc"));
        const Safety::WriteVerdict verdict = Safety::rawWriteVerdictForName(device, catalog);
        if (!verdict.allowed()) {
            QStringList reasons;
            for (const Safety::RefusalReason &reason : verdict.reasons)
                reasons.append(reason.text);
            reject(Refusal::WriteRefused, reasons.join(QLatin1Char(' ')));
            return;
        }
    }
    const OpenedDevice opened = openBlockDevice(device, writes, m_config.devRoot, m_config.sysRoot);
    if (opened.fd < 0) {
        reject(opened.refusal, opened.detail);
        return;
    }
    qCInfo(SEKTOR_HELPER) << "running" << (writes ? "read/write" : "read-only") << "benchmark on" << device << "for" << call.service();
    m_session->run(request, opened.fd);
    m_bus.send(call.createReply());
}

void HelperService::Cancel()
{
    if (!admit())
        return;
    if (Session *session = ownedSession()) {
        if (session->state() == Session::State::Authorizing)
            m_authority->cancel();
        else
            session->cancel();
    }
}

bool HelperService::Status(double &fraction)
{
    fraction = 0;
    if (!admit())
        return false;
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
    m_session.release()->deleteLater();
    // The caller left mid-run: nobody is waiting for this helper any more. (One that left after
    // its result keeps the usual idle time, so a next run by the same user starts at once.)
    if (abandoned)
        Q_EMIT quitRequested();
    else
        m_idle.start();
}

} // namespace Sektor::Helper
