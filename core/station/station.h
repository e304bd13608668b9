// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "station/deviceevents.h"
#include "station/eligibility.h"
#include "station/poweroff.h"
#include "station/stationevent.h"

#include "batch/batchentry.h"
#include "catalog/drivecatalog.h"
#include "certificate/certificatedocument.h"
#include "certificate/certificateoutcome.h"
#include "model/profile.h"
#include "model/runoptions.h"
#include "runner/runner.h"
#include "safety/writeconsent.h"

#include <QObject>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace Sektor::Station {

/// One profile of a station's chain, with its settings.
struct ChainStep
{
    Profile profile;
    RunOptions options;
};

/// What a station does to each drive it takes, and where its reports go.
struct StationSettings
{
    QList<ChainStep> chain; ///< Run in order on each drive; a step that does not finish ends the drive's chain.
    QString reportFolder; ///< Each step's certificate (PDF, HTML) and result (JSON) go here; required.
    CertificateFields fields;
    QString comment;
    /// The consent to overwrite every drive the station takes (eligible ones only); without it a chain that writes is
    /// refused at the start.
    bool destroyNewDrives = false;
    /// Instead: a chain that writes asks for each drive the station takes (consentNeeded()), which waits, untouched,
    /// until answerConsent() — the window's way, one confirmation per drive with its identity shown.
    bool askEachDrive = false;
    /// With a chain that writes: take loop devices too, those over a file of this user's own (LoopDevices); without,
    /// such a station leaves every loop device alone. The window sets it: it asks for each drive anyway.
    bool includeLoopDevices = false;
    /// Whether the drives present at the start are taken too (eligible ones), or only those that appear later (the
    /// default: a station is started, then drives are plugged in; what was there is the technician's own).
    bool takePresent = false;
    bool powerOff = false; ///< Power each drive off through udisks2 once its chain ended.
    /// One drive at a time whatever the buses (runs through the privileged helper, which serves one at a time).
    bool oneAtATime = false;
    /// An OpenSSH private key each certificate is signed with (FILE.pdf.sig, signCertificate()); empty: unsigned.
    QString signKey;
};

/// A drive at the station as a board shows it: one row per drive that was taken, in the order they came.
struct StationRow
{
    enum class State {
        Waiting, ///< For a drive on its controller or bus to finish.
        Testing,
        Finished, ///< Every step of the chain ran to its end.
        Failed, ///< A step failed or was refused; the rest did not run.
        Removed, ///< Taken away during its test: flagged, what finished is kept.
        Cancelled, ///< The station was stopped during its test.
        Declined, ///< Its data was not to be destroyed (askEachDrive): left alone, untouched.
    };

    QString device; ///< Kernel name ("sdb", "loop3").
    QString slot; ///< Where it is attached: its controller or bus (busKeysOfDevice()), for the technician's eye.
    QString identity; ///< Model, serial and size as the catalog read them when it came.
    QStringList busKeys;
    State state = State::Waiting;
    /// Waiting for the confirmation that its data may be destroyed (StationSettings::askEachDrive): nothing starts.
    bool awaitingConsent = false;
    int step = -1; ///< Index of the chain step running or last run; -1 before the first.
    QString stepName; ///< That step's profile, translated.
    double progress = 0; ///< Of the step running, 0…1.
    QString verdict; ///< Once ended: "Passed", "Flagged", "Stopped", "Failed" (translated), or why it was flagged.
    QString certificate; ///< The PDF of the last step's report; empty until one is written.
    bool removedDuringTest = false;
    QDateTime appeared;
    std::optional<Safety::WriteConsent> consent; ///< With destroyNewDrives: the drive as it was when it came.
};

/// The translated word for a row's state.
QString rowStateText(StationRow::State state);

/**
 * A test station: takes each new whole drive that appears (stationEligibility()), runs the chain on it, writes each
 * step's certificate and result, and says everything it does as StationEvents (logged()). Drives on separate
 * controllers or buses are tested side by side, those sharing one after another (batchLanes()). A drive removed
 * during its test keeps what finished, flagged (Caveat::RemovedDuringTest); the station goes on. stop() cancels the
 * drives in progress, keeps their partial results and ends with stopped().
 *
 * The rows (rows(), rowAdded(), rowChanged()) are the model a board shows: the command line logs them, a window can
 * draw them.
 */
class Station : public QObject
{
    Q_OBJECT
public:
    using RunnerFactory = std::function<std::unique_ptr<Runner>(const QString &devicePath)>;
    using CatalogReader = std::function<Catalog::DriveCatalog()>;
    using PowerOff = std::function<PowerOffOutcome(const QString &kernelName)>;
    /// Each test's standing among the results of its model (the program's history; the station has none of its own).
    using PeerLookup = std::function<PeerStandings(const RunResult &result)>;

    Station(StationSettings settings, DeviceEventSource &source, RunnerFactory factory, QObject *parent = nullptr);
    ~Station() override;

    /// For tests: where the station reads the machine's drives (the live catalog by default) and how it powers off.
    void setCatalogReader(CatalogReader reader) { m_catalog = std::move(reader); }
    void setPowerOff(PowerOff powerOff) { m_powerOff = std::move(powerOff); }
    /// Where a step's certificate finds its drive's standings among its model's results, looked up before the result
    /// is kept (resultKept()), so it is not among them; none: the certificates say nothing of the model.
    void setPeerLookup(PeerLookup lookup) { m_peerLookup = std::move(lookup); }
    /// How long a failed run's drive is given for the kernel to say it went (2 s by default: a USB disk pulled fails
    /// its I/O first, and its removal follows within that).
    void setRemovalGrace(int milliseconds) { m_removalGraceMs = milliseconds; }
    /// A second source beside the kernel's, that may be absent: udisks2's signals (UdisksSignals), through which a
    /// drive left alone because it was mounted is judged again once unmounted. Started with the station; where it
    /// cannot start the station runs on the kernel's events only, and says so in its log. Set before start().
    void setMountEvents(DeviceEventSource *source) { m_mountEvents = source; }

    /// Starts listening (and takes the drives present, with takePresent); false, with why in @p error, when the
    /// settings are refused (a chain that writes without destroyNewDrives, no chain) or the source cannot start.
    bool start(QString *error);
    /// Cancels the drives in progress; their partial results are written, then stopped() comes.
    void stop();
    /// The answer to consentNeeded(@p row): @p given, it goes on as any drive (judged again as it starts); not, it is
    /// left alone (Declined).
    void answerConsent(int row, bool given);

    const QList<StationRow> &rows() const { return m_rows; }
    bool isStopping() const { return m_stopping; }

Q_SIGNALS:
    void logged(const Sektor::Station::StationEvent &event);
    void rowAdded(int row);
    void rowChanged(int row);
    /// Row @p row's drive waits for the confirmation that its data may be destroyed (askEachDrive): answerConsent().
    void consentNeeded(int row);
    /// A step of row @p row kept a result (finished, or what finished before it was stopped or cut off), as written
    /// to its JSON: for the history.
    void resultKept(int row, const Sektor::RunResult &result);
    void stopped();

private:
    struct Active
    {
        std::unique_ptr<Runner> runner;
        BatchEntry entry; ///< The step running: its result, error and state once it ends.
        /// A failed run whose drive may be on its way out: concluded when the kernel says it went, or a moment later.
        std::optional<RunOutcome> pending;
    };

    void onDeviceEvent(const DeviceEvent &event);
    /// Which loop devices it takes: by its chain and StationSettings::includeLoopDevices.
    LoopDevices loopDevices() const;
    /// What the printed scope says of loop devices.
    QString loopScope() const;
    /// Takes @p name if it is new and eligible; logs what it saw.
    void consider(const QString &name, const Catalog::DriveCatalog &catalog, bool announce = true);
    void onGone(const QString &name);
    /// Judges a drive left alone because it was mounted again once @p name (it or a partition) was unmounted.
    void onUnmounted(const QString &name);
    void startMountEvents();
    /// Flags row @p index removed during the test when its drive is gone now (its run failed).
    void flagIfGone(int index);
    void flagRemoved(int index);
    void startWaitingRows();
    /// Whether row @p index's drive may still be taken as it starts; when not, the row fails with the reason, logged.
    bool stillEligible(int index);
    bool canStartNow(int row) const;
    void startStep(int row);
    void onStepFinished(int row, const RunOutcome &outcome);
    void concludePending(int row);
    /// Keeps the step's result (flagged when the drive went), writes its report, and goes on with the chain or ends.
    void concludeStep(int row, const RunOutcome &outcome);
    /// Puts @p outcome of row @p row's step into @p entry: its result (or what was measured), error and state, and the
    /// flag of a drive removed during the test.
    void recordOutcome(int row, BatchEntry &entry, const RunOutcome &outcome);
    void endRow(int row, StationRow::State state);
    void writeStepReport(int row, const BatchEntry &entry);
    void finishIfStopped();
    void log(StationEvent::Kind kind, const QString &device, const QString &message, const QVariantMap &fields = {});
    QSet<QString> testingDevices() const;

    StationSettings m_settings;
    DeviceEventSource &m_source;
    DeviceEventSource *m_mountEvents = nullptr;
    RunnerFactory m_factory;
    CatalogReader m_catalog;
    PowerOff m_powerOff;
    PeerLookup m_peerLookup;
    QList<StationRow> m_rows;
    std::vector<std::unique_ptr<Active>> m_active; ///< Per row; null when the row runs nothing.
    QHash<int, CertificateOutcome> m_worstOutcome; ///< Per row: its worst step's outcome so far.
    /// Devices present and already seen (taken, refused or there at the start), with their diskseq then.
    QHash<QString, quint64> m_known;
    QSet<QString> m_leftMounted; ///< Drives left alone because a filesystem on them was mounted (for onUnmounted()).
    bool m_started = false;
    bool m_stopping = false;
    bool m_ended = false; ///< stopped() was emitted.
    int m_removalGraceMs = 2000;
};

} // namespace Sektor::Station
