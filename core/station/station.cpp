// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "station/station.h"
#include "certificate/reportfiles.h"
#include "sektorcore_debug.h"
#include "station/stationreport.h"

#include "batch/batchlanes.h"
#include "batch/unmeasured.h"
#include "catalog/buskeys.h"
#include "catalog/deviceidentityreader.h"
#include "certificate/certificateoutcome.h"
#include "model/caveats.h"
#include "report/cdmtext.h"
#include "report/partialresult.h"
#include "safety/writeverdict.h"

#include <QCoreApplication>
#include <QTimer>

#include <algorithm>

#include <pwd.h>
#include <unistd.h>

namespace Sektor::Station {

namespace {
QString say(const char *text)
{
    return QCoreApplication::translate("Sektor::Station", text);
}

QString devicePath(const QString &name)
{
    return QStringLiteral("/dev/") + name;
}

bool chainWrites(const QList<ChainStep> &chain)
{
    return std::any_of(chain.begin(), chain.end(), [](const ChainStep &step) {
        return step.profile.hasWrites();
    });
}

QString chainText(const QList<ChainStep> &chain)
{
    QStringList names;
    for (const ChainStep &step : chain)
        names << profileDisplayName(step.profile);
    return names.join(QLatin1String(", "));
}

// "ATA Samsung SSD 870, SATA/SAS, serial S3Z…, 500 GB": what the technician reads on the drive's label.
QString identityOf(const Catalog::Drive &drive)
{
    const QString name = QStringList {drive.vendor, drive.model}.join(QLatin1Char(' ')).simplified();
    QStringList parts;
    if (!name.isEmpty())
        parts << name;
    parts << Catalog::transportName(drive.transport)
          << QCoreApplication::translate("Sektor::Station", "serial %1").arg(Catalog::orUnknown(drive.serial))
          << cdmSizeText(drive.sizeBytes);
    return parts.join(QLatin1String(", "));
}

/// The disk sequence number of @p name as sysfs gives it now (unique per disk attached since boot), 0 where it gives
/// none. Only this number, not the whole DeviceIdentity: a drive whose size changes (a loop device's file cut short
/// under a running test) is the same drive.
quint64 diskseqOf(const QString &name, const Catalog::DriveCatalog &catalog)
{
    const std::optional<DeviceIdentity> identity = Catalog::identityFromSysfs(name, catalog.sysRoot());
    return identity ? identity->diskseq : 0;
}

Error writesRefused(const StationRow &row, const Catalog::DriveCatalog &catalog)
{
    if (!row.consent) {
        Error e = Error::of(ErrorCode::WritesNotAllowed, devicePath(row.device));
        e.detail = say(QT_TRANSLATE_NOOP("Sektor::Station", "The station has no consent to write to this drive."));
        return e;
    }
    if (Error e = Safety::checkWriteConsent(*row.consent, catalog); e.isError())
        return e;
    const Safety::WriteVerdict verdict = Safety::rawWriteVerdictForName(row.device, catalog);
    if (verdict.allowed())
        return {};
    QStringList reasons;
    for (const Safety::RefusalReason &r : verdict.reasons)
        reasons << r.text;
    Error e = Error::of(ErrorCode::WritesRefused, devicePath(row.device));
    e.detail = reasons.join(QLatin1Char(' '));
    return e;
}
} // namespace

QString rowStateText(StationRow::State state)
{
    switch (state) {
    case StationRow::State::Waiting:
        return say(QT_TRANSLATE_NOOP("Sektor::Station", "waiting"));
    case StationRow::State::Testing:
        return say(QT_TRANSLATE_NOOP("Sektor::Station", "testing"));
    case StationRow::State::Finished:
        return say(QT_TRANSLATE_NOOP("Sektor::Station", "finished"));
    case StationRow::State::Failed:
        return say(QT_TRANSLATE_NOOP("Sektor::Station", "failed"));
    case StationRow::State::Removed:
        return say(QT_TRANSLATE_NOOP("Sektor::Station", "removed during the test"));
    case StationRow::State::Cancelled:
        return say(QT_TRANSLATE_NOOP("Sektor::Station", "cancelled"));
    case StationRow::State::Declined:
        return say(QT_TRANSLATE_NOOP("Sektor::Station", "left alone: not confirmed"));
    }
    return {};
}

Station::Station(StationSettings settings, DeviceEventSource &source, RunnerFactory factory, QObject *parent)
    : QObject(parent)
    , m_settings(std::move(settings))
    , m_source(source)
    , m_factory(std::move(factory))
    , m_catalog([] {
        return Catalog::DriveCatalog();
    })
    , m_powerOff([](const QString &name) {
        return powerOffDrive(QDBusConnection::systemBus(), name);
    })
{ }

// The runners' destructors cancel a run still going and wait for it.
Station::~Station() = default;

namespace {
QString userName()
{
    const passwd *user = ::getpwuid(::geteuid());
    return user ? QString::fromLocal8Bit(user->pw_name) : QString::number(::geteuid());
}
} // namespace

LoopDevices Station::loopDevices() const
{
    return {chainWrites(m_settings.chain), m_settings.includeLoopDevices, qint64(::geteuid())};
}

QString Station::loopScope() const
{
    if (m_settings.includeLoopDevices)
        return say(QT_TRANSLATE_NOOP("Sektor::Station",
                                     "Loop devices are taken too, those over a file of this user's own (%1); other "
                                     "users' disk images are left alone."))
            .arg(userName());
    return say(QT_TRANSLATE_NOOP("Sektor::Station",
                                 "Loop devices (disk images) are left alone: --include-loop-devices takes those over "
                                 "files of this user's own."));
}

bool Station::start(QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (m_started)
        return fail(say(QT_TRANSLATE_NOOP("Sektor::Station", "The station runs already.")));
    if (m_settings.chain.isEmpty())
        return fail(say(QT_TRANSLATE_NOOP("Sektor::Station", "The station needs at least one profile to run.")));
    const bool writes = chainWrites(m_settings.chain);
    if (writes && !m_settings.destroyNewDrives && !m_settings.askEachDrive)
        return fail(say(QT_TRANSLATE_NOOP("Sektor::Station",
                                          "The chain writes to the drives (%1): it runs only with the consent to "
                                          "destroy the data on every new drive."))
                        .arg(chainText(m_settings.chain)));
    if (const QString problem = reportFolderProblem(m_settings.reportFolder); !problem.isEmpty())
        return fail(problem);
    if (!m_source.start(error))
        return false;
    m_started = true;
    connect(&m_source, &DeviceEventSource::deviceEvent, this, &Station::onDeviceEvent);
    m_rows.clear();
    m_active.clear();
    // What is there is known before the station says it listens: a drive attached once it did is new, one attached
    // before is there at the start, and none falls in between (its event, if any, finds it known).
    const Catalog::DriveCatalog catalog = m_catalog();
    QStringList present;
    for (const QString &name : m_source.presentDevices()) {
        const Catalog::Drive *drive = catalog.drive(name);
        if (drive && !drive->hidden()) // an empty loop device or reader counts as new once something is in it
            present << name;
    }
    if (!m_settings.takePresent)
        for (const QString &name : present)
            m_known.insert(name, diskseqOf(name, catalog));
    log(StationEvent::Kind::Listening,
        {},
        say(QT_TRANSLATE_NOOP("Sektor::Station", "Waiting for drives; each one gets: %1."))
            .arg(chainText(m_settings.chain)),
        {{QStringLiteral("chain"), chainText(m_settings.chain)}});
    startMountEvents();
    log(StationEvent::Kind::Scope,
        {},
        !writes ? say(QT_TRANSLATE_NOOP("Sektor::Station", "The chain only reads: no drive is written."))
                : (m_settings.destroyNewDrives
                       ? say(QT_TRANSLATE_NOOP("Sektor::Station",
                                               "Consent given to destroy the data on every new drive the station "
                                               "takes: each whole drive that appears from now on, except the system "
                                               "disk and drives with a mounted filesystem, held or in RAM."))
                       : say(QT_TRANSLATE_NOOP("Sektor::Station",
                                               "The chain writes: each drive the station takes waits until its data "
                                               "is confirmed to be destroyed.")))
                + QLatin1Char(' ') + loopScope(),
        {{QStringLiteral("writes"), writes}, {QStringLiteral("loopDevices"), writes && m_settings.includeLoopDevices}});
    for (const QString &name : present) {
        if (m_settings.takePresent)
            consider(name, catalog);
        else
            log(StationEvent::Kind::Refused,
                name,
                say(QT_TRANSLATE_NOOP("Sektor::Station", "Left alone: it was there when the station started.")),
                {{QStringLiteral("reason"), QStringLiteral("present-at-start")}});
    }
    return true;
}

void Station::startMountEvents()
{
    QString why;
    if (m_mountEvents && m_mountEvents->start(&why)) {
        // Both sources' words on one drive go through onDeviceEvent(): the second finds it known, and it comes once.
        connect(m_mountEvents, &DeviceEventSource::deviceEvent, this, &Station::onDeviceEvent);
        log(StationEvent::Kind::Listening,
            {},
            say(QT_TRANSLATE_NOOP("Sektor::Station",
                                  "udisks2's signals are listened to as well: a drive left alone because it was "
                                  "mounted is judged again once it is unmounted.")),
            {{QStringLiteral("udisks"), true}});
        return;
    }
    const QString message = say(QT_TRANSLATE_NOOP(
        "Sektor::Station",
        "The station runs on the kernel's events only: a drive left alone because it was mounted is judged again "
        "only when it is plugged in anew."));
    log(StationEvent::Kind::Listening,
        {},
        why.isEmpty() ? message : why + QLatin1Char(' ') + message,
        {{QStringLiteral("udisks"), false}});
}

void Station::stop()
{
    if (!m_started || m_stopping)
        return;
    m_stopping = true;
    log(StationEvent::Kind::Stopping,
        {},
        say(QT_TRANSLATE_NOOP("Sektor::Station",
                              "Stopping: the drives in progress are cancelled, what they finished "
                              "is kept.")));
    for (std::size_t i = 0; i < m_active.size(); ++i) {
        if (m_active[i] && m_active[i]->pending)
            concludePending(int(i));
        else if (m_active[i] && m_active[i]->runner)
            m_active[i]->runner->cancel();
    }
    finishIfStopped();
}

void Station::onDeviceEvent(const DeviceEvent &event)
{
    if (m_stopping)
        return;
    if (event.action == DeviceEvent::Action::Remove) {
        onGone(event.name);
        return;
    }
    if (event.action == DeviceEvent::Action::Unmounted) {
        onUnmounted(event.name);
        return;
    }
    const Catalog::DriveCatalog catalog = m_catalog();
    const Catalog::Drive *drive = catalog.drive(event.name);
    // A loop device detached, a reader's card taken out: the device stays, its drive is gone.
    if (!drive || drive->hidden()) {
        onGone(event.name);
        return;
    }
    // The catalog is read when an event is handled, not when it was sent: a loop device detached and attached anew in
    // between is already the next drive when the detach's event comes, and only its disk sequence number tells.
    const auto known = m_known.constFind(event.name);
    if (known != m_known.cend() && *known != 0 && *known != diskseqOf(event.name, catalog))
        onGone(event.name);
    if (!m_known.contains(event.name))
        consider(event.name, catalog);
}

void Station::consider(const QString &name, const Catalog::DriveCatalog &catalog, bool announce)
{
    const Catalog::Drive *drive = catalog.drive(name);
    const QString identity = drive ? identityOf(*drive) : QString();
    m_known.insert(name, diskseqOf(name, catalog));
    if (announce)
        log(StationEvent::Kind::Appeared,
            name,
            say(QT_TRANSLATE_NOOP("Sektor::Station", "Appeared: %1.")).arg(identity),
            {{QStringLiteral("identity"), identity}});
    const Eligibility eligibility = stationEligibility(name, catalog, testingDevices(), loopDevices());
    if (eligibility.refusal == Refusal::Mounted)
        m_leftMounted.insert(name);
    if (!eligibility.eligible()) {
        qCInfo(SEKTOR_CORE) << "station: leaves" << name << "alone:" << eligibility.reason;
        log(StationEvent::Kind::Refused,
            name,
            say(QT_TRANSLATE_NOOP("Sektor::Station", "Left alone: %1.")).arg(eligibility.reason),
            {{QStringLiteral("reason"), eligibility.reason}});
        return;
    }
    StationRow row;
    row.device = name;
    row.identity = identity;
    row.busKeys
        = m_settings.oneAtATime ? QStringList {QStringLiteral("helper")} : Catalog::busKeysOfDevice(name, catalog);
    row.slot = row.busKeys.join(QLatin1String(", "));
    row.appeared = QDateTime::currentDateTimeUtc();
    const bool writes = chainWrites(m_settings.chain);
    // The drive as it is now is what the consent is for, given at once or when the technician answers.
    if (writes && (m_settings.destroyNewDrives || m_settings.askEachDrive))
        row.consent = Safety::recordWriteConsent(devicePath(name), catalog);
    row.awaitingConsent = writes && !m_settings.destroyNewDrives;
    m_rows << row;
    m_active.emplace_back();
    const int index = int(m_rows.size()) - 1;
    Q_EMIT rowAdded(index);
    if (row.awaitingConsent) {
        log(StationEvent::Kind::Waiting,
            name,
            say(QT_TRANSLATE_NOOP("Sektor::Station", "Waiting for the confirmation that its data may be destroyed.")),
            {{QStringLiteral("consent"), QStringLiteral("asked")}});
        Q_EMIT consentNeeded(index);
        return;
    }
    if (!canStartNow(index))
        log(StationEvent::Kind::Waiting,
            name,
            say(QT_TRANSLATE_NOOP("Sektor::Station", "Waiting for the drive before it on the same bus (%1)."))
                .arg(row.slot),
            {{QStringLiteral("slot"), row.slot}});
    startWaitingRows();
}

void Station::onUnmounted(const QString &name)
{
    const Catalog::DriveCatalog catalog = m_catalog();
    const QString disk = catalog.diskOf(name);
    if (!m_leftMounted.contains(disk))
        return; // taken, or left alone for another reason: an unmount changes nothing
    // Another of its filesystems may still be mounted: only its last unmount makes it a drive to look at again.
    if (stationEligibility(disk, catalog, testingDevices(), loopDevices()).refusal == Refusal::Mounted)
        return;
    m_leftMounted.remove(disk);
    log(StationEvent::Kind::Unmounted,
        disk,
        say(QT_TRANSLATE_NOOP("Sektor::Station", "Unmounted: it is judged again.")),
        {{QStringLiteral("filesystem"), name}});
    consider(disk, catalog, false);
}

void Station::onGone(const QString &name)
{
    m_leftMounted.remove(name);
    if (!m_known.remove(name))
        return;
    log(StationEvent::Kind::Removed, name, say(QT_TRANSLATE_NOOP("Sektor::Station", "Removed.")));
    for (int i = int(m_rows.size()) - 1; i >= 0; --i) {
        StationRow &row = m_rows[i];
        if (row.device != name)
            continue;
        if (row.state == StationRow::State::Waiting) {
            row.state = StationRow::State::Removed;
            row.verdict = say(QT_TRANSLATE_NOOP("Sektor::Station", "removed before its test"));
            Q_EMIT rowChanged(i);
        } else if (row.state == StationRow::State::Testing && !row.removedDuringTest) {
            flagRemoved(i);
            Active *active = m_active[std::size_t(i)].get();
            if (active && active->pending)
                concludePending(i);
            else if (active && active->runner)
                active->runner->cancel();
        }
        break;
    }
}

void Station::flagIfGone(int index)
{
    // A drive pulled mid-test fails its I/O before the kernel says it is gone (or, for a loop device detached while in
    // use, only once the run let go of it): a run that failed on a drive that is not there any more was cut by that.
    StationRow &row = m_rows[index];
    const Catalog::DriveCatalog catalog = m_catalog();
    const Catalog::Drive *drive = catalog.drive(row.device);
    if (!row.removedDuringTest && (!drive || drive->hidden()))
        flagRemoved(index);
}

void Station::flagRemoved(int index)
{
    StationRow &row = m_rows[index];
    row.removedDuringTest = true;
    log(StationEvent::Kind::Flagged,
        row.device,
        say(QT_TRANSLATE_NOOP("Sektor::Station", "Flagged: removed during the test; what finished is kept.")),
        {{QStringLiteral("flag"), QLatin1String(Caveat::RemovedDuringTest)}});
}

QSet<QString> Station::testingDevices() const
{
    // A drive removed mid-test leaves its name free at once, though its run may take a moment to let go: a drive
    // attached under the name meanwhile is another drive, taken as one (it was left alone for good, "the
    // station tests it already").
    QSet<QString> names;
    for (const StationRow &row : m_rows) {
        if ((row.state == StationRow::State::Waiting || row.state == StationRow::State::Testing)
            && !row.removedDuringTest)
            names.insert(row.device);
    }
    return names;
}

bool Station::canStartNow(int index) const
{
    // The drives being tested and this one, split as a batch splits them: it may start when its lane holds no other.
    QList<QStringList> keys;
    for (const StationRow &row : m_rows) {
        if (row.state == StationRow::State::Testing)
            keys << row.busKeys;
    }
    keys << m_rows.at(index).busKeys;
    const int self = int(keys.size()) - 1;
    for (const QList<int> &lane : batchLanes(keys, true)) {
        if (lane.contains(self))
            return lane.size() == 1;
    }
    return false;
}

bool Station::stillEligible(int index)
{
    // A drive that waited for its bus may have changed meanwhile (a desktop mounted it): judged again as it starts.
    StationRow &row = m_rows[index];
    QSet<QString> others = testingDevices();
    others.remove(row.device);
    const Eligibility eligibility = stationEligibility(row.device, m_catalog(), others, loopDevices());
    if (eligibility.eligible())
        return true;
    if (eligibility.refusal == Refusal::Mounted)
        m_leftMounted.insert(row.device);
    row.state = StationRow::State::Failed;
    row.verdict = eligibility.reason;
    log(StationEvent::Kind::Refused,
        row.device,
        say(QT_TRANSLATE_NOOP("Sektor::Station", "Left alone: %1.")).arg(eligibility.reason),
        {{QStringLiteral("reason"), eligibility.reason}});
    Q_EMIT rowChanged(index);
    return false;
}

void Station::answerConsent(int index, bool given)
{
    if (index < 0 || index >= m_rows.size() || !m_rows.at(index).awaitingConsent
        || m_rows.at(index).state != StationRow::State::Waiting)
        return; // answered already, or the drive went meanwhile
    StationRow &row = m_rows[index];
    row.awaitingConsent = false;
    if (!given) {
        row.consent.reset();
        row.verdict = rowStateText(StationRow::State::Declined);
        log(StationEvent::Kind::Refused,
            row.device,
            say(QT_TRANSLATE_NOOP("Sektor::Station", "Left alone: its data is not to be destroyed.")),
            {{QStringLiteral("consent"), QStringLiteral("declined")}});
        endRow(index, StationRow::State::Declined);
        return;
    }
    log(StationEvent::Kind::Waiting,
        row.device,
        say(QT_TRANSLATE_NOOP("Sektor::Station", "Confirmed: its data may be destroyed.")),
        {{QStringLiteral("consent"), QStringLiteral("given")}});
    Q_EMIT rowChanged(index);
    startWaitingRows();
}

void Station::startWaitingRows()
{
    for (int i = 0; i < m_rows.size() && !m_stopping; ++i) {
        if (m_rows.at(i).state != StationRow::State::Waiting || m_rows.at(i).awaitingConsent || !canStartNow(i)
            || !stillEligible(i))
            continue;
        m_rows[i].state = StationRow::State::Testing;
        log(StationEvent::Kind::Started,
            m_rows.at(i).device,
            say(QT_TRANSLATE_NOOP("Sektor::Station", "Started: %1.")).arg(chainText(m_settings.chain)),
            {{QStringLiteral("slot"), m_rows.at(i).slot}});
        startStep(i);
    }
}

void Station::startStep(int index)
{
    StationRow &row = m_rows[index];
    row.step += 1;
    row.progress = 0;
    const ChainStep &step = m_settings.chain.at(row.step);
    row.stepName = profileDisplayName(step.profile);
    log(StationEvent::Kind::Step,
        row.device,
        say(QT_TRANSLATE_NOOP("Sektor::Station", "Step %1 of %2: %3."))
            .arg(row.step + 1)
            .arg(m_settings.chain.size())
            .arg(row.stepName),
        {{QStringLiteral("step"), row.step + 1}, {QStringLiteral("profile"), step.profile.id}});
    Q_EMIT rowChanged(index);

    auto active = std::make_unique<Active>();
    active->entry.target = devicePath(row.device);
    active->entry.result.started = QDateTime::currentDateTime();
    RunRequest request {step.profile, devicePath(row.device), step.options, m_settings.comment};
    if (step.profile.hasWrites()) {
        const Catalog::DriveCatalog catalog = m_catalog();
        if (Error refused = writesRefused(row, catalog); refused.isError()) {
            active->entry.state = BatchEntry::State::Refused;
            active->entry.error = refused;
            describeUnmeasured(active->entry, step.profile, active->entry.result.started, catalog);
            m_active[std::size_t(index)] = std::move(active);
            QTimer::singleShot(0, this, [this, index] {
                onStepFinished(index, RunOutcome {m_active[std::size_t(index)]->entry.result, {}});
            });
            return;
        }
        request.options.allowDeviceWrites = true;
        request.options.expectedDevice = row.consent->identity; // checked again on the opened device
    }
    active->runner = m_factory(request.target);
    Runner *runner = active->runner.get();
    m_active[std::size_t(index)] = std::move(active);
    connect(runner, &Runner::progressed, this, [this, index](const Progress &progress) {
        m_rows[index].progress = progress.fraction;
        Q_EMIT rowChanged(index);
    });
    connect(runner, &Runner::finished, this, [this, index](const RunOutcome &outcome) {
        onStepFinished(index, outcome);
    });
    if (!runner->start(request)) {
        const RunOutcome failed {RunResult {}, Error::of(ErrorCode::Internal, request.target)};
        QTimer::singleShot(0, this, [this, index, failed] {
            onStepFinished(index, failed);
        });
    }
}

void Station::onStepFinished(int index, const RunOutcome &outcome)
{
    Active *active = m_active[std::size_t(index)].get();
    if (!active || active->pending)
        return;
    if (active->runner)
        active->runner.release()->deleteLater(); // it is still inside its finished() signal
    const bool failed = active->entry.state != BatchEntry::State::Refused && !outcome.ok()
        && outcome.error.code != ErrorCode::Cancelled;
    if (failed && !m_stopping && !m_rows.at(index).removedDuringTest) {
        flagIfGone(index);
        if (!m_rows.at(index).removedDuringTest) {
            // A drive being pulled fails its I/O before the kernel says it went: its word is awaited a moment, so
            // that the drive is flagged as removed rather than failed.
            active->pending = outcome;
            QTimer::singleShot(m_removalGraceMs, this, [this, index] {
                concludePending(index);
            });
            return;
        }
    }
    concludeStep(index, outcome);
}

void Station::concludePending(int index)
{
    Active *active = m_active[std::size_t(index)].get();
    if (!active || !active->pending)
        return;
    const RunOutcome outcome = *active->pending;
    concludeStep(index, outcome);
}

void Station::recordOutcome(int index, BatchEntry &entry, const RunOutcome &outcome)
{
    const StationRow &row = m_rows.at(index);
    const Profile &profile = m_settings.chain.at(row.step).profile;
    const bool refusedBeforeStart = entry.state == BatchEntry::State::Refused;
    if (!refusedBeforeStart) {
        entry.error = outcome.error;
        if (outcome.ok() || keepsPartialResult(outcome.result, outcome.error) || !outcome.result.tests.isEmpty())
            entry.result = outcome.result;
        else
            describeUnmeasured(entry, profile, entry.result.started, m_catalog());
        if (outcome.ok() && !row.removedDuringTest)
            entry.state = BatchEntry::State::Finished;
        else if (outcome.error.code == ErrorCode::Cancelled && !row.removedDuringTest)
            entry.state = BatchEntry::State::Cancelled;
        else
            entry.state = BatchEntry::State::Failed;
    }
    if (row.removedDuringTest) {
        if (!entry.result.warnings.contains(QLatin1String(Caveat::RemovedDuringTest)))
            entry.result.warnings << QLatin1String(Caveat::RemovedDuringTest);
        if (!entry.error.isError())
            entry.error = Error::of(ErrorCode::IoError, entry.target);
    }
}

void Station::concludeStep(int index, const RunOutcome &outcome)
{
    std::unique_ptr<Active> active = std::move(m_active[std::size_t(index)]);
    StationRow &row = m_rows[index];
    BatchEntry &entry = active->entry;
    recordOutcome(index, entry, outcome);
    if (m_peerLookup && !entry.result.tests.isEmpty())
        entry.peers = m_peerLookup(entry.result);
    writeStepReport(index, entry);
    if (!entry.result.tests.isEmpty())
        Q_EMIT resultKept(index, entry.result);
    // The drive's verdict is its worst step's: a health problem found first is not undone by a clean scan after it.
    const CertificateOutcome outcomeOfStep = certificateOutcome({entry}, 0, {});
    CertificateOutcome &worst = m_worstOutcome[index];
    worst = row.step == 0 ? outcomeOfStep : std::max(worst, outcomeOfStep);
    const bool more = row.step + 1 < m_settings.chain.size();
    if (more && m_stopping)
        worst = std::max(worst, CertificateOutcome::Stopped); // the steps after it never ran
    row.verdict = row.removedDuringTest ? rowStateText(StationRow::State::Removed) : outcomeWord(worst);
    if (row.removedDuringTest)
        endRow(index, StationRow::State::Removed);
    else if (entry.state == BatchEntry::State::Cancelled || (more && m_stopping))
        endRow(index, StationRow::State::Cancelled);
    else if (entry.state != BatchEntry::State::Finished)
        endRow(index, StationRow::State::Failed);
    else if (more)
        startStep(index);
    else
        endRow(index, StationRow::State::Finished);
}

void Station::writeStepReport(int index, const BatchEntry &entry)
{
    StationRow &row = m_rows[index];
    const StepReport report
        = writeStationStepReport({m_settings.reportFolder, m_settings.fields, m_settings.signKey}, entry, row.step);
    if (!report.certificate.isEmpty())
        row.certificate = report.certificate;
    log(StationEvent::Kind::Report, row.device, report.message, report.fields);
}

void Station::endRow(int index, StationRow::State state)
{
    StationRow &row = m_rows[index];
    row.state = state;
    if (state == StationRow::State::Finished)
        row.progress = 1;
    log(StationEvent::Kind::Finished,
        row.device,
        say(QT_TRANSLATE_NOOP("Sektor::Station", "Finished: %1.")).arg(row.verdict),
        {{QStringLiteral("verdict"), row.verdict},
         {QStringLiteral("state"), rowStateText(state)},
         {QStringLiteral("certificate"), row.certificate}});
    // A drive that went away or whose test was cancelled is not the technician's to pull yet (or not there).
    const bool ended = state == StationRow::State::Finished || state == StationRow::State::Failed;
    if (m_settings.powerOff && ended) {
        const PowerOffOutcome off = m_powerOff(row.device);
        if (off.done)
            log(StationEvent::Kind::PoweredOff,
                row.device,
                say(QT_TRANSLATE_NOOP("Sektor::Station", "Powered off: it can be pulled.")));
        else
            log(StationEvent::Kind::NotPoweredOff,
                row.device,
                say(QT_TRANSLATE_NOOP("Sektor::Station", "Not powered off: %1")).arg(off.why),
                {{QStringLiteral("reason"), off.why}});
    }
    Q_EMIT rowChanged(index);
    if (m_stopping) {
        finishIfStopped();
        return;
    }
    // Queued: a drive waiting on this one's bus starts after this one's last signal is out.
    QTimer::singleShot(0, this, &Station::startWaitingRows);
}

void Station::finishIfStopped()
{
    const bool running = std::any_of(m_active.begin(), m_active.end(), [](const std::unique_ptr<Active> &a) {
        return a != nullptr;
    });
    if (!m_stopping || running || m_ended)
        return;
    m_ended = true; // a runner that finishes inside its cancel() ends the station before stop() returns
    log(StationEvent::Kind::Stopped, {}, say(QT_TRANSLATE_NOOP("Sektor::Station", "Stopped.")));
    Q_EMIT stopped();
}

void Station::log(StationEvent::Kind kind, const QString &device, const QString &message, const QVariantMap &fields)
{
    Q_EMIT logged(StationEvent {QDateTime::currentDateTimeUtc(), kind, device, message, fields});
}

} // namespace Sektor::Station
