// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "session.h"

#include "helperprotocol/helperprotocol.h"
#include "helperprotocol/replyjson.h"
#include "report/jsonreport.h"
#include "resultpipe.h"
#include "sektorhelper_debug.h"

#include <QDBusMessage>

#include <utility>

#include <unistd.h>

namespace Sektor::Helper {

Session::Session(const QDBusConnection &bus,
                 const QString &owner,
                 std::chrono::milliseconds resultDeadline,
                 QObject *parent)
    : QObject(parent)
    , m_bus(bus)
    , m_owner(owner)
    , m_resultDeadline(resultDeadline)
    , m_watcher(owner, bus, QDBusServiceWatcher::WatchForUnregistration)
{
    connect(&m_watcher, &QDBusServiceWatcher::serviceUnregistered, this, [this] {
        qCInfo(SEKTOR_HELPER) << "caller" << m_owner << "left the bus; stopping";
        m_ownerGone = true;
        // A client that got its result and left is done, not gone mid-run.
        m_abandoned = m_state != State::Finishing;
        m_runner.cancel();
    });
    connect(&m_runner, &Runner::progressed, this, [this](const Progress &p) {
        m_fraction = p.fraction;
        sendToOwner("Progress", {QString::fromUtf8(HelperProtocol::progressToWire(p))});
    });
    connect(&m_runner, &Runner::testFinished, this, [this](const TestResult &t) {
        // The signal says the test is done and gives its figures; a payload that can run to megabytes travels with
        // the final result, over the caller's pipe.
        sendToOwner("TestFinished", {QString::fromUtf8(HelperProtocol::finishedTestToWire(t))});
    });
    connect(&m_runner, &Runner::finished, this, &Session::onFinished);
}

Session::~Session()
{
    qCInfo(SEKTOR_HELPER) << "session of" << m_owner << "closed";
}

void Session::run(const RunRequest &request, UniqueFd fd, UniqueFd resultsFd, HealthLog health)
{
    m_resultsFd = std::move(resultsFd);
    m_health = std::move(health);
    m_healthBefore = m_health.read();
    m_state = State::Running;
    m_runner.startOnOpenedDevice(request, std::move(fd));
}

void Session::cancel()
{
    m_runner.cancel();
}

void Session::sendToOwner(const char *signal, const QVariantList &arguments)
{
    if (m_ownerGone)
        return;
    QDBusMessage message = QDBusMessage::createTargetedSignal(m_owner,
                                                              QLatin1String(HelperProtocol::ObjectPath),
                                                              QLatin1String(HelperProtocol::Interface),
                                                              QLatin1String(signal));
    message.setArguments(arguments);
    m_bus.send(message);
}

void Session::onFinished(const RunOutcome &done)
{
    m_state = State::Finishing;
    qCInfo(SEKTOR_HELPER) << "run for" << m_owner << "ended:" << errorCodeId(done.error.code);
    RunOutcome outcome = done;
    if (m_healthBefore.known()) {
        const DriveHealth after = m_health.read();
        // The log is the run's device's drive's, and a block device's result names that one drive (of any transport
        // with a channel: NVMe, SATA, a USB disk passing ATA through).
        for (MeasuredDrive &drive : outcome.result.target.drives) {
            drive.healthBefore = m_healthBefore;
            drive.healthAfter = after;
        }
    }
    const QString error = QString::fromUtf8(HelperProtocol::errorToWire(outcome.error));
    if (!m_resultsFd.isValid()) {
        sendToOwner("Finished", {QString::fromUtf8(toJsonBytes(outcome.result)), error});
        Q_EMIT ended();
        return;
    }
    // The result through the caller's pipe; the session lasts until it is written, given up, or past its deadline.
    auto *pipe = new ResultPipe(std::move(m_resultsFd), toJsonBytes(outcome.result), m_resultDeadline, this);
    connect(pipe, &ResultPipe::done, this, &Session::ended);
    sendToOwner("Finished", {QString(), error});
}

} // namespace Sektor::Helper
