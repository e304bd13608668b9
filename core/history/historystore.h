// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"
#include "peers/peerstanding.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace Sektor::History {

/// Why the history could not do what was asked, in a form each program words in its own language.
struct StoreError
{
    enum class Kind {
        None,
        Unavailable, ///< The file or its folder cannot be created or opened (permissions, a read-only mount).
        Busy, ///< Another program held the database longer than we wait.
        Full, ///< The disk holding it is full.
        Corrupt, ///< Not a database, or a damaged one; it was moved aside (detail: where).
        Newer, ///< Written by a newer Sektor (detail: its schema version).
        NotFound, ///< No run with that id.
        Invalid, ///< A stored or imported result could not be read back (detail: the first bad field).
    };
    Kind kind = Kind::None;
    QString detail;

    bool isError() const { return kind != Kind::None; }
};

/// One stored run, as a list shows it: when, where, which drive, and its headline figures.
struct RunSummary
{
    qint64 id = 0;
    QDateTime started;
    QString host;
    QString profileId;
    QString profileName;
    QString targetPath;
    QString driveModel; ///< The first drive's; empty for a target on none (tmpfs).
    QString driveSerial;
    QString driveName; ///< The kernel's name for it in that run: "sda", "nvme0n1".
    qint64 driveId = 0; ///< 0 when the target is on no drive.
    QString comment;
    bool imported = false;
    QString source; ///< An imported run's reference pack ("NAME (AUTHOR)"); empty for a run measured or imported alone.
    QString sourceSigner; ///< Who vouched for that pack (a trusted key's principal); empty: nobody.
    /// The first test's read and write rates (bytes/s), as CrystalDiskMark's first row; 0 when not measured.
    double firstRead = 0;
    double firstWrite = 0;
};

/// A drive the history knows, with how many runs measured it.
struct DriveSummary
{
    qint64 id = 0;
    bool identified = false; ///< False: no WWN or serial; its runs are never merged with another drive's.
    QString model;
    QString serial;
    QString transport;
    quint64 sizeBytes = 0;
    int runs = 0;
    QDateTime lastRun;
    QString lastName; ///< The kernel's name for it in its latest run.
};

/// Which runs a list shows; every field empty or zero means all runs, newest first.
struct RunFilter
{
    qint64 driveId = 0;
    int limit = 0;
};

/// What save() did: the run's id, and whether it was there already (an import of a run stored before).
struct Saved
{
    qint64 id = 0;
    bool alreadyStored = false;
};

/**
 * Every run remembered, in one SQLite file (QtSql, WAL): the figures the lists need in columns, and the raw JSON
 * result beside them so that nothing measured is lost and a run loads back exactly. Drives are recognised across
 * runs, device names, mount points and machines by WWN, or model and serial; a drive with neither is recorded
 * as unidentified and never merged with another. Each save is one transaction; two programs saving at once both
 * succeed (the second waits for the first). A file that is not a database is moved aside, never replaced
 * silently; one written by a newer Sektor is refused.
 *
 * One store per thread: it holds a QSqlDatabase connection of its own.
 */
class HistoryStore
{
public:
    /// $SEKTOR_HISTORY when set, else $XDG_DATA_HOME/sektor/history.sqlite (~/.local/share/sektor/history.sqlite).
    static QString defaultPath();

    explicit HistoryStore(const QString &path = defaultPath());
    ~HistoryStore();
    HistoryStore(const HistoryStore &) = delete;
    HistoryStore &operator=(const HistoryStore &) = delete;

    /// Opens (creating the folder and file, or migrating an older schema); the other calls open on first use.
    StoreError open();
    QString path() const { return m_path; }
    /// Where open() moved a file that was not a database before starting a new one; empty when it did not.
    QString movedAside() const { return m_movedAside; }

    StoreError save(const RunResult &result, Saved *saved = nullptr, bool imported = false);
    /// Saves every one of @p results in one transaction: all of them, or (on an error) none. @p saved, when given,
    /// gets what save() would say of each, in their order; @p source, for imported runs, names where they came from,
    /// and @p sourceSigner who vouched for it (the principal of a trusted key's signature of the pack; empty: nobody).
    StoreError saveAll(const QList<RunResult> &results,
                       bool imported = false,
                       QList<Saved> *saved = nullptr,
                       const QString &source = {},
                       const QString &sourceSigner = {});
    /// The runs measured here (not imported) on exactly one drive of the normalised model @p modelKey, oldest first.
    StoreError measuredRunsOfModel(const QString &modelKey, QList<qint64> &ids);
    StoreError list(const RunFilter &filter, QList<RunSummary> &runs);
    /// Every drive with at least one run, the most recently measured first.
    StoreError drives(QList<DriveSummary> &drives);
    StoreError load(qint64 id, RunResult &result);
    /// The id @p result is kept under (found by its fingerprint, as save() finds it), 0 in @p id when it is not kept.
    StoreError storedId(const RunResult &result, qint64 &id);
    StoreError remove(qint64 id);
    /// The figures of the results comparable with @p query (PeerQuery's rules), in no particular order.
    StoreError peers(const PeerQuery &query, QList<PeerValue> &peers);

private:
    QString m_path;
    QString m_movedAside;
    QString m_connection;
    bool m_open = false;
};

} // namespace Sektor::History
