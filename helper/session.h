// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "healthlog.h"
#include "model/uniquefd.h"
#include "runner/localrunner.h"

#include <QDBusConnection>
#include <QDBusServiceWatcher>
#include <QObject>

#include <chrono>

namespace Sektor::Helper {

/**
 * The one benchmark the helper runs, bound to the unique bus name of the caller that started it:
 * only that name may cancel it or ask its status, and only that name receives its progress and
 * results (signals with a destination, never broadcast). When the name leaves the bus the run is
 * cancelled at once.
 */
class Session : public QObject
{
    Q_OBJECT
public:
    enum class State { Running, Finishing };

    /// @p resultDeadline: how long the caller's pipe may take to read the final result (ResultPipe).
    Session(const QDBusConnection &bus,
            const QString &owner,
            std::chrono::milliseconds resultDeadline,
            QObject *parent = nullptr);
    ~Session() override;

    const QString &owner() const { return m_owner; }
    State state() const { return m_state; }
    bool ownerGone() const { return m_ownerGone; }
    /// The owner left before its run ended: the run was cancelled for nobody.
    bool abandoned() const { return m_abandoned; }
    double fraction() const { return m_fraction; }

    /**
     * Starts the run on a device opened by openBlockDevice(). With @p resultsFd (a pipe the
     * caller passed) the final result goes there and Finished carries only the error: a long
     * run's samples outgrow any D-Bus message. @p health reads the drive's health log before and after the run.
     */
    void run(const RunRequest &request, UniqueFd fd, UniqueFd resultsFd = UniqueFd(), HealthLog health = {});
    /// Cancels the run.
    void cancel();

Q_SIGNALS:
    /// The run ended (finished, failed or cancelled) and its result was sent.
    void ended();

private:
    void sendToOwner(const char *signal, const QVariantList &arguments);
    void onFinished(const RunOutcome &outcome);

    QDBusConnection m_bus;
    QString m_owner;
    std::chrono::milliseconds m_resultDeadline;
    State m_state = State::Running;
    bool m_ownerGone = false;
    bool m_abandoned = false;
    double m_fraction = 0;
    QDBusServiceWatcher m_watcher;
    UniqueFd m_resultsFd;
    HealthLog m_health;
    DriveHealth m_healthBefore;
    LocalRunner m_runner;
};

} // namespace Sektor::Helper
