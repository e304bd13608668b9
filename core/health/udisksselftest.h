// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/selftestdriver.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QString>
#include <QVariantMap>

#include <memory>

namespace Sektor::Health {

/**
 * An ATA drive's SMART self-tests through udisks2's org.freedesktop.UDisks2.Drive.Ata interface on the system bus:
 * SmartSelftestStart, SmartSelftestAbort, SmartUpdate and the SmartSelftestStatus and SmartSelftestPercentRemaining
 * properties. udisks is never started (no D-Bus activation): where it does not run, open() says so.
 *
 * What udisks cannot tell, and this driver therefore does not:
 * - which self-tests the drive offers (the capability bits of SMART READ DATA are not exported): offered() lists
 *   short, extended and conveyance, and a drive's refusal comes back from start() as an Error;
 * - how long a test takes (the drive's polling times are not exported either): expectedDuration() is nullopt;
 * - the drive's self-test log: only the last test's status, not its type, LBA or power-on hours; log() gives one
 *   entry of the type last started through this driver (None for a result found without one);
 * - a warning temperature: 0.
 *
 * Each call waits seconds at most (2 s for a read of udisks' properties, 10 s for a command that reaches the drive,
 * which may have to spin up), never D-Bus's default 25 s; none waits for the test to end. Starting and aborting a
 * test needs polkit's "org.freedesktop.udisks2.ata-smart-selftest" (an administrator's password for a desktop user,
 * none for root): see Prompt. A start whose answer did not come in time may still have started the test.
 */
class UdisksSelfTestDriver : public SelfTestDriver
{
public:
    /// Whether starting or aborting a test may show polkit's password dialog.
    enum class Prompt {
        Never, ///< "auth.no_user_interaction": refused at once where a password would be needed (scripts, sektor-cli).
        /// polkit's agent may ask the person at this desktop: start() and abort() then wait up to two minutes for the
        /// answer. Refreshing the status never asks.
        MayAsk,
    };

    /// The driver, or why there is none.
    struct Opened
    {
        std::unique_ptr<SelfTestDriver> driver;
        SelfTestUnavailable unavailable = SelfTestUnavailable::None; ///< With no driver: why.
    };

    /**
     * The self-test driver for the drive behind block device @p kernelName ("sda"), over @p bus: none when udisks
     * does not run there (NoUdisks), when no drive is behind the block device or the drive has no SMART
     * (NoSelfTests), or when udisks does not know the device, has no Drive.Ata for it (a USB bridge that does not
     * pass SMART through) or SMART is switched off on it (UdisksCannotReach).
     */
    static Opened open(const QString &kernelName,
                       const QDBusConnection &bus = QDBusConnection::systemBus(),
                       Prompt prompt = Prompt::Never);

    QList<SelfTestType> offered() const override;
    std::optional<std::chrono::minutes> expectedDuration(SelfTestType type) const override;
    Error start(SelfTestType type) override;
    Expected<SelfTestProgress> progress() override;
    Error abort() override;
    Expected<SelfTestLog> log() override;

private:
    struct Status;

    UdisksSelfTestDriver(QString device, QString drive, const QDBusConnection &bus, Prompt prompt);
    /// Asks udisks to read the drive's SMART data again, then reads its self-test status.
    Expected<Status> refreshedStatus();
    /// The options of a start or abort call: whether polkit may ask for a password.
    QVariantMap authorizationOptions() const;
    int commandTimeoutMs() const;
    /// What a refused or failed call means for the caller.
    Error errorOf(const QDBusMessage &reply) const;

    QString m_device; ///< "/dev/sda", for the errors' sentences.
    QString m_drive; ///< udisks' drive object.
    QDBusConnection m_bus;
    Prompt m_prompt;
    SelfTestType m_started = SelfTestType::None; ///< The type last started through this driver.
    /// udisks' SmartUpdated when the test was started: a status read no later is the previous test's.
    quint64 m_updatedAtStart = 0;
};

} // namespace Sektor::Health
