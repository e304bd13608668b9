// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/uniquefd.h"
#include "runner/runner.h"

#include <QDBusConnection>
#include <QDBusError>
#include <QSocketNotifier>

#include <memory>
#include <optional>

class QDBusPendingCallWatcher;
class QDBusServiceWatcher;
class Helper1Proxy; // generated from the interface XML

namespace Sektor {

/**
 * Runs a raw-device benchmark in sektor-helper, the privileged D-Bus service, for users who may
 * not open the device themselves. The helper asks polkit (which may ask the user for an
 * administrator password), opens the device and streams progress back to this caller only.
 * Refusals become Errors with translated messages, like any local error.
 */
class HelperRunner : public Runner
{
    Q_OBJECT
public:
    /// @p bus: the system bus by default; tests pass a private one.
    explicit HelperRunner(QObject *parent = nullptr, const QDBusConnection &bus = QDBusConnection::systemBus());
    ~HelperRunner() override;

    /// request.target: a block device node ("/dev/sdb", or a symlink to one such as /dev/disk/by-id/…).
    bool start(const RunRequest &request) override;
    void cancel() override;
    bool isRunning() const override { return m_running; }

    /// The kernel name the helper is asked for: the node's name once symlinks are resolved, if it is in /dev.
    static QString kernelNameOf(const QString &deviceNode);
    /// A refusal from the helper (D-Bus error) as the Error a local run would report.
    static Error errorFromDBus(const QDBusError &error, const QString &device);

private Q_SLOTS:
    void onProgress(const QString &json);
    void onTestFinished(const QString &json);
    void onFinished(const QString &resultJson, const QString &errorJson);

private:
    void sendStart();
    void readResults();
    /// Finishes once both the Finished signal and the whole result (pipe EOF) arrived.
    void finishWhenComplete();
    void closeResults();
    void onStartReply(QDBusPendingCallWatcher *call);
    void onHelperVanished();
    void finish(RunOutcome outcome);
    void fail(const Error &error);
    /// Subscribes to (or from) the helper's three signals, which reach this connection only.
    void subscribe(bool on);

    QDBusConnection m_bus;
    std::unique_ptr<Helper1Proxy> m_proxy; ///< Made by start(), once the bus is known to be there.
    RunRequest m_request;
    bool m_running = false;
    bool m_cancelRequested = false;
    bool m_retried = false; ///< Start was sent again once after the helper said it was exiting.
    // The result comes through a pipe (a long run's samples outgrow any D-Bus message).
    UniqueFd m_resultsFd;
    std::unique_ptr<QSocketNotifier> m_resultsNotifier;
    QByteArray m_resultBytes;
    bool m_resultsComplete = false;
    std::optional<QString> m_finishedError; ///< The Finished signal's error, once it came.
    std::unique_ptr<QDBusServiceWatcher> m_watcher;
};

} // namespace Sektor
