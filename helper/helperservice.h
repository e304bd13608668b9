// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "authority.h"
#include "authorizationplan.h"
#include "calleruids.h"
#include "helperprotocol/helperprotocol.h"
#include "helperprotocol/wireargs.h"
#include "model/deviceidentity.h"
#include "ratelimiter.h"
#include "resultpipe.h"
#include "session.h"

#include <QDBusConnection>
#include <QDBusContext>
#include <QDBusMessage>
#include <QDBusServiceWatcher>
#include <QDBusUnixFileDescriptor>
#include <QObject>
#include <QTimer>

#include <chrono>
#include <map>
#include <memory>
#include <optional>

namespace Sektor::Helper {

/**
 * The object behind io.github.sektor.Helper1, exported through the adaptor generated from the
 * interface XML (helperprotocol/io.github.sektor.Helper1.xml), which forwards each call to the
 * method of the same name here. Each method: rate limit (per Unix user), then
 * the caller's identity from the message (never from arguments), then typed validation, then
 * polkit, then the device. Errors are D-Bus error names only; clients translate them.
 *
 * Authorizations wait outside the one run slot: a caller whose polkit agent never answers holds
 * only its own pending check (bounded per user and in total), and Busy comes after polkit said
 * yes. The device's identity is recorded before asking and checked on the opened descriptor
 * after, so a name re-attached meanwhile is refused.
 */
class HelperService : public QObject, protected QDBusContext
{
    Q_OBJECT
public:
    /**
     * How many authorizations may wait for polkit at once. A password prompt (an interactive
     * check) can wait as long as its user lets it, so those are few per user and each lasts at
     * most Config::promptTimeout; when all prompts are taken, a caller still gets a quiet check
     * (no interaction), which polkit answers at once: a user whose rules or session allow the
     * action without a password is served, everyone else is told Busy. So no number of accounts
     * leaving prompts unanswered keeps an entitled user out, and no account holds more than
     * MaxPromptsPerUser of the MaxPrompts.
     */
    static constexpr int MaxPromptsPerUser = 1;
    static constexpr int MaxPrompts = 32;
    /// Checks of either kind, per user and in all (quiet ones only wait for polkitd itself).
    static constexpr int MaxPendingPerUser = 2;
    static constexpr int MaxPending = 2 * MaxPrompts;
    /// After releasing the bus name on exit, calls already routed here are still answered this long.
    static constexpr int DrainMs = 250;

    struct Config
    {
        std::chrono::milliseconds idleTimeout {30000};
        /// How long an authorization may wait for polkit (for its password) before it is refused.
        std::chrono::milliseconds promptTimeout {60000};
        /// How long a caller may take to read a run's final result from its pipe (ResultPipe).
        std::chrono::milliseconds resultDeadline = ResultPipe::DefaultDeadline;
        QString devRoot = QStringLiteral("/dev");
        QString sysRoot = QStringLiteral("/sys");
    };

    HelperService(const QDBusConnection &bus, Authority *authority, const Config &config, QObject *parent = nullptr);
    ~HelperService() override;

Q_SIGNALS:
    /// Idle for the configured time, or the session's caller left: the process should exit.
    void quitRequested();

public: // Called by the generated adaptor; the D-Bus context is this object's.
    void Start(const QString &device,
               const Sektor::HelperProtocol::WireProfile &profile,
               const Sektor::HelperProtocol::WireOptions &options);
    /// Start, with the final result written to @p results (the write end of a pipe) instead of Finished.
    void StartStreaming(const QString &device,
                        const Sektor::HelperProtocol::WireProfile &profile,
                        const Sektor::HelperProtocol::WireOptions &options,
                        const QDBusUnixFileDescriptor &results);
    void Cancel();
    bool Status(double &fraction);

private:
    /// A Start waiting for polkit.
    struct Pending
    {
        QDBusMessage call;
        QString device;
        RunRequest request;
        DeviceIdentity identity;
        AuthorizationPlan plan;
        int step = 0; ///< The action of plan.actions polkit is asked now.
        uint uid = 0;
        Authority::CheckId check = 0;
        bool prompts = false; ///< polkit may ask for a password (an interactive check).
        bool cancelled = false; ///< By Cancel() or because the caller left: never runs.
        QDBusUnixFileDescriptor results; ///< Invalid: the result goes in the Finished signal.
    };

    void start(const QString &device,
               const HelperProtocol::WireProfile &profile,
               const HelperProtocol::WireOptions &options,
               const QDBusUnixFileDescriptor &results);

    bool admit(); ///< Rate limit; false after sending the error reply.
    bool refuse(HelperProtocol::HelperError refusal, const QString &detail);
    /// Room for one more authorization of @p uid: whether polkit may ask for a password (with @p interactive), or
    /// nothing after the error reply.
    std::optional<bool> mayWait(uint uid, bool interactive);
    /// Asks polkit for the pending Start's current action, and refuses it when that one was not answered in time.
    void ask(quint64 key);
    /// The authorization's step @p step waited promptTimeout: refused, its slot free.
    void expire(quint64 key, int step);
    Session *ownedSession(); ///< The caller's session, or nullptr after sending the error reply.
    Pending *pendingOf(const QString &caller);
    void authorized(quint64 key, Decision decision);
    void callerLeft(const QString &caller);
    void endSession();
    void updateIdle();
    void beginQuit();

    QDBusConnection m_bus;
    Authority *m_authority;
    Config m_config;
    CallerUids m_uids;
    RateLimiter m_rateLimiter;
    std::map<quint64, Pending> m_pending;
    quint64 m_serial = 0;
    QDBusServiceWatcher m_pendingCallers;
    std::unique_ptr<Session> m_session;
    QTimer m_idle;
    bool m_quitting = false;
};

} // namespace Sektor::Helper
