// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "health/udisksselftest.h"

#include "health/udisksbus.h"

#include <QCoreApplication>
#include <QDBusArgument>
#include <QDBusMessage>
#include <QDBusVariant>
#include <QVariantMap>

#include <array>

namespace Sektor::Health {

namespace {
const QString AtaInterface = QStringLiteral("org.freedesktop.UDisks2.Drive.Ata");
const QString PropertiesInterface = QStringLiteral("org.freedesktop.DBus.Properties");
const QString InProgress = QStringLiteral("inprogress");

// Start, abort and refresh reach the drive through udisks: a disk spinning up from standby takes several seconds
// before it answers. Property reads take UdisksReadTimeoutMs.
constexpr int CommandTimeoutMs = 10'000;
// With Prompt::MayAsk, start and abort wait for polkit's dialog: time for a person to type a password.
constexpr int PromptTimeoutMs = 120'000;

// What udisks' SmartSelftestStatus says of the last (or running) test, in the words every transport shares. The
// strings are libatasmart's names of the self-test execution status the drive keeps in SMART READ DATA (byte 363,
// bits 7:4); the code is that value, kept as the entry's resultCode.
struct AtaStatus
{
    const char *udisks;
    int code;
    SelfTestOutcome outcome;
};
constexpr std::array AtaStatuses {
    // 0: completed without error, or never run: udisks cannot tell these apart.
    AtaStatus {"success", 0, SelfTestOutcome::Passed},
    AtaStatus {"aborted", 1, SelfTestOutcome::Aborted}, // 1: aborted by the host (SmartSelftestAbort)
    AtaStatus {"interrupted", 2, SelfTestOutcome::Aborted}, // 2: interrupted by a hard or soft reset
    AtaStatus {"fatal", 3, SelfTestOutcome::Failed}, // 3: a fatal or unknown error kept the drive from completing it
    AtaStatus {"error_unknown", 4, SelfTestOutcome::Failed}, // 4: a test element failed, which is not known
    AtaStatus {"error_electrical", 5, SelfTestOutcome::Failed}, // 5: the electrical element failed
    AtaStatus {"error_servo", 6, SelfTestOutcome::Failed}, // 6: the servo (or seek) element failed
    AtaStatus {"error_read", 7, SelfTestOutcome::Failed}, // 7: the read element failed
    AtaStatus {"error_handling", 8, SelfTestOutcome::Failed}, // 8: the drive suspects handling damage
};

const AtaStatus *ataStatus(const QString &udisks)
{
    for (const AtaStatus &s : AtaStatuses) {
        if (udisks == QLatin1String(s.udisks))
            return &s;
    }
    return nullptr; // "" (udisks has not read the drive) or a status newer than this table
}

QString udisksTypeName(SelfTestType type)
{
    switch (type) {
    case SelfTestType::Short:
        return QStringLiteral("short");
    case SelfTestType::Extended:
        return QStringLiteral("extended");
    case SelfTestType::Conveyance:
        return QStringLiteral("conveyance");
    case SelfTestType::None:
    case SelfTestType::Vendor:
        break;
    }
    return {};
}

QVariantMap noPrompt()
{
    return {{QStringLiteral("auth.no_user_interaction"), true}};
}

bool isError(const QDBusMessage &reply)
{
    return reply.type() != QDBusMessage::ReplyMessage;
}

bool driveIsGone(const QString &errorName)
{
    return errorName == QLatin1String("org.freedesktop.DBus.Error.UnknownObject")
        || errorName == QLatin1String("org.freedesktop.DBus.Error.UnknownInterface")
        || errorName == QLatin1String("org.freedesktop.DBus.Error.UnknownMethod");
}

bool udisksIsGone(const QString &errorName)
{
    return errorName == QLatin1String("org.freedesktop.DBus.Error.ServiceUnknown")
        || errorName == QLatin1String("org.freedesktop.DBus.Error.NameHasNoOwner")
        || errorName == QLatin1String("org.freedesktop.DBus.Error.Disconnected");
}
} // namespace

/// udisks' word on the drive's self-test, as read after a refresh.
struct UdisksSelfTestDriver::Status
{
    QString status; ///< SmartSelftestStatus.
    int remaining = -1; ///< SmartSelftestPercentRemaining: -1 unknown.
    /// Not read from the drive since this driver started a test: the previous test's status, which says nothing of
    /// this one (not even that it ended).
    bool stale = false;

    bool running() const { return stale || status == InProgress; }
    int percentDone() const
    {
        if (stale)
            return 0;
        if (remaining >= 0 && remaining <= 100)
            return 100 - remaining;
        return running() ? 0 : 100;
    }
};

UdisksSelfTestDriver::UdisksSelfTestDriver(QString device, QString drive, const QDBusConnection &bus, Prompt prompt)
    : m_device(std::move(device))
    , m_drive(std::move(drive))
    , m_bus(bus)
    , m_prompt(prompt)
{ }

UdisksSelfTestDriver::Opened
UdisksSelfTestDriver::open(const QString &kernelName, const QDBusConnection &bus, Prompt prompt)
{
    if (!udisksRuns(bus))
        return {nullptr, SelfTestUnavailable::NoUdisks};
    const std::optional<QString> drive = udisksDriveOf(bus, kernelName);
    if (!drive)
        return {nullptr, SelfTestUnavailable::UdisksCannotReach};
    if (drive->isEmpty())
        return {nullptr, SelfTestUnavailable::NoSelfTests}; // a loop device, a RAM disk: no drive behind it
    const std::optional<QVariantMap> ata = udisksProperties(bus, *drive, AtaInterface);
    if (!ata)
        return {nullptr, SelfTestUnavailable::UdisksCannotReach}; // not ATA, or a bridge that does not pass SMART
    if (!ata->value(QStringLiteral("SmartSupported")).toBool())
        return {nullptr, SelfTestUnavailable::NoSelfTests};
    // Switched off (SmartSetEnabled, a BIOS setting): the drive has self-tests, udisks cannot run them now.
    if (!ata->value(QStringLiteral("SmartEnabled")).toBool())
        return {nullptr, SelfTestUnavailable::UdisksCannotReach};
    return {std::unique_ptr<SelfTestDriver>(
                new UdisksSelfTestDriver(QStringLiteral("/dev/") + kernelName, *drive, bus, prompt)),
            SelfTestUnavailable::None};
}

QList<SelfTestType> UdisksSelfTestDriver::offered() const
{
    // Every ATA drive with SMART (which open() made sure of) has the short and extended tests; conveyance is
    // optional, and udisks does not export the capability bits that say whether the drive has it. A drive without it
    // refuses SmartSelftestStart, which start() returns as an Error.
    return {SelfTestType::Short, SelfTestType::Extended, SelfTestType::Conveyance};
}

std::optional<std::chrono::minutes> UdisksSelfTestDriver::expectedDuration(SelfTestType) const
{
    return std::nullopt; // the drive's recommended polling times (SMART READ DATA bytes 372–374) are not in udisks
}

Error UdisksSelfTestDriver::start(SelfTestType type)
{
    const QString name = udisksTypeName(type);
    if (name.isEmpty()) {
        return Error::invalidArgument(QCoreApplication::translate(
            "Sektor::Health::UdisksSelfTest", "udisks runs only the short, extended and conveyance self-tests"));
    }
    // The status udisks holds now is the previous test's: a read no newer than it says nothing of this one.
    const QDBusMessage before = callUdisks(
        m_bus, m_drive, PropertiesInterface, QStringLiteral("Get"), {AtaInterface, QStringLiteral("SmartUpdated")});
    if (isError(before))
        return errorOf(before);
    const QDBusMessage reply = callUdisks(m_bus,
                                          m_drive,
                                          AtaInterface,
                                          QStringLiteral("SmartSelftestStart"),
                                          {name, authorizationOptions()},
                                          commandTimeoutMs());
    if (isError(reply))
        return errorOf(reply);
    m_started = type;
    m_updatedAtStart = before.arguments().isEmpty()
        ? 0
        : before.arguments().constFirst().value<QDBusVariant>().variant().toULongLong();
    return {};
}

Expected<SelfTestProgress> UdisksSelfTestDriver::progress()
{
    const Expected<Status> status = refreshedStatus();
    if (!status)
        return status.error();
    SelfTestProgress p;
    p.running = status->running();
    p.percentDone = status->percentDone();
    return p; // udisks gives no time left: the Health Check estimates it from the progress
}

Error UdisksSelfTestDriver::abort()
{
    const QDBusMessage reply = callUdisks(m_bus,
                                          m_drive,
                                          AtaInterface,
                                          QStringLiteral("SmartSelftestAbort"),
                                          {authorizationOptions()},
                                          commandTimeoutMs());
    return isError(reply) ? errorOf(reply) : Error {};
}

Expected<SelfTestLog> UdisksSelfTestDriver::log()
{
    const Expected<Status> status = refreshedStatus();
    if (!status)
        return status.error();
    SelfTestLog log;
    if (status->running()) {
        // udisks does not say which test runs: one started elsewhere is a kind this driver does not know.
        log.running = m_started != SelfTestType::None ? m_started : SelfTestType::Vendor;
        log.runningPercentDone = status->percentDone();
        return log;
    }
    if (status->status.isEmpty())
        return log; // udisks has not read the drive's SMART data: no result is known
    const AtaStatus *ata = ataStatus(status->status);
    // The one result udisks keeps; no failing LBA or power-on hours (the drive's self-test log is not exported).
    SelfTestLogEntry entry;
    entry.type = m_started;
    entry.outcome = ata ? ata->outcome : SelfTestOutcome::Unknown;
    entry.resultCode = ata ? ata->code : -1;
    log.entries.append(entry);
    return log;
}

Expected<UdisksSelfTestDriver::Status> UdisksSelfTestDriver::refreshedStatus()
{
    // udisks reads the drive's SMART data on its own schedule (every 10 minutes, every 30 s while a test it started
    // runs): ask for a fresh read. It never asks for a password, and polkit refuses it outside an active local
    // session (ata-smart-update is auth_admin there, as over SSH): refused or failed, udisks' last read still counts.
    const QDBusMessage update
        = callUdisks(m_bus, m_drive, AtaInterface, QStringLiteral("SmartUpdate"), {noPrompt()}, CommandTimeoutMs);
    if (isError(update) && (driveIsGone(update.errorName()) || udisksIsGone(update.errorName())))
        return errorOf(update);
    const QDBusMessage reply
        = callUdisks(m_bus, m_drive, PropertiesInterface, QStringLiteral("GetAll"), {AtaInterface});
    if (isError(reply))
        return errorOf(reply);
    if (reply.arguments().isEmpty())
        return Error::of(ErrorCode::Internal, m_device);
    const QVariantMap p = qdbus_cast<QVariantMap>(reply.arguments().constFirst());
    Status s;
    s.status = p.value(QStringLiteral("SmartSelftestStatus")).toString();
    bool known = false;
    s.remaining = p.value(QStringLiteral("SmartSelftestPercentRemaining")).toInt(&known);
    if (!known)
        s.remaining = -1;
    s.stale
        = m_started != SelfTestType::None && p.value(QStringLiteral("SmartUpdated")).toULongLong() <= m_updatedAtStart;
    return s;
}

QVariantMap UdisksSelfTestDriver::authorizationOptions() const
{
    return m_prompt == Prompt::Never ? noPrompt() : QVariantMap();
}

int UdisksSelfTestDriver::commandTimeoutMs() const
{
    return m_prompt == Prompt::Never ? CommandTimeoutMs : PromptTimeoutMs;
}

// polkit's refusals become NotAuthorized with a sentence of their own; udisks' other refusals (a test already runs,
// the drive has no such test, SMART is off) keep udisks' words as the detail.
Error UdisksSelfTestDriver::errorOf(const QDBusMessage &reply) const
{
    const QString name = reply.errorName();
    Error e = Error::of(ErrorCode::IoError, m_device);
    if (name == QLatin1String("org.freedesktop.UDisks2.Error.NotAuthorizedCanObtain")
        || name == QLatin1String("org.freedesktop.DBus.Error.InteractiveAuthorizationRequired")) {
        e.code = ErrorCode::NotAuthorized;
        e.detail = QCoreApplication::translate("Sektor::Health::UdisksSelfTest",
                                               "udisks needs an administrator's password to run a drive's self-test, "
                                               "and this program may not ask for it here");
    } else if (name == QLatin1String("org.freedesktop.UDisks2.Error.NotAuthorizedDismissed")) {
        e.code = ErrorCode::NotAuthorized;
        e.detail = QCoreApplication::translate("Sektor::Health::UdisksSelfTest", "the password dialog was dismissed");
    } else if (name.startsWith(QLatin1String("org.freedesktop.UDisks2.Error.NotAuthorized"))
               || name == QLatin1String("org.freedesktop.DBus.Error.AccessDenied")) {
        e.code = ErrorCode::NotAuthorized;
        e.detail = QCoreApplication::translate("Sektor::Health::UdisksSelfTest",
                                               "polkit does not allow this user to run a drive's self-tests");
    } else if (name == QLatin1String("org.freedesktop.DBus.Error.NoReply")
               || name == QLatin1String("org.freedesktop.DBus.Error.Timeout")) {
        e.detail = QCoreApplication::translate("Sektor::Health::UdisksSelfTest", "udisks did not answer in time");
    } else if (udisksIsGone(name)) {
        e.detail = QCoreApplication::translate("Sektor::Health::UdisksSelfTest", "udisks stopped");
    } else if (driveIsGone(name)) {
        e.code = ErrorCode::TargetNotFound;
        e.detail = QCoreApplication::translate("Sektor::Health::UdisksSelfTest", "udisks no longer knows the drive");
    } else {
        e.detail = QStringLiteral("udisks: ") + reply.errorMessage();
    }
    return e;
}

} // namespace Sektor::Health
