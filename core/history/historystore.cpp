// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "history/historystore.h"

#include "history/driveidentity.h"
#include "history/historyschema.h"

#include "model/uniquefd.h"
#include "peers/drivemodel.h"

#include "report/jsonreport.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStorageInfo>
#include <QThread>
#include <QUuid>

#include <cerrno>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Sektor::History {

namespace {

// SQLite's primary result codes, as QSqlError::nativeErrorCode() gives them.
StoreError::Kind kindOf(const QSqlError &error)
{
    const int code = error.nativeErrorCode().toInt() & 0xff;
    switch (code) {
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
        return StoreError::Kind::Busy;
    case 13: // SQLITE_FULL
        return StoreError::Kind::Full;
    case 11: // SQLITE_CORRUPT
    case 26: // SQLITE_NOTADB
        return StoreError::Kind::Corrupt;
    default: // SQLITE_READONLY (8), SQLITE_CANTOPEN (14), SQLITE_IOERR (10), SQLITE_PERM (3)…
        return StoreError::Kind::Unavailable;
    }
}

/**
 * A full disk reaches SQLite in several guises: SQLITE_FULL, but also an I/O error when it cannot grow its WAL
 * index (SQLITE_IOERR_SHMSIZE). The free space of the history's filesystem tells them apart.
 */
StoreError failure(const QSqlError &error, const QString &path)
{
    StoreError::Kind kind = kindOf(error);
    constexpr qint64 RoomForASave = 1024 * 1024;
    if (kind == StoreError::Kind::Unavailable
        && QStorageInfo(QFileInfo(path).absolutePath()).bytesAvailable() < RoomForASave)
        kind = StoreError::Kind::Full;
    return {kind, error.text()};
}

/// How run_documents holds a result: its JSON, packed by qCompress().
constexpr QLatin1String DocumentEncoding("json+qcompress");

/// A text column's value: SQLite stores a null QString as NULL, and the columns are NOT NULL.
QVariant text(const QString &value)
{
    return value.isNull() ? QVariant(QStringLiteral("")) : QVariant(value);
}

QString modeId(IoMode mode)
{
    return QString::fromLatin1(idOf(mode));
}

/**
 * WAL lets a list read while another program saves. Switching needs the file to itself and SQLite does not wait
 * for that (no busy handler): a program creating the file at the same moment makes it retry, for up to 5 s.
 */
StoreError useWriteAheadLog(QSqlDatabase &db, const QString &path)
{
    QSqlQuery q(db);
    for (int attempt = 0;; ++attempt) {
        if (q.exec(QStringLiteral("PRAGMA journal_mode = WAL")) && q.next()
            && q.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) == 0)
            return {};
        if (kindOf(q.lastError()) != StoreError::Kind::Busy || attempt == 50)
            return q.lastError().isValid() ? failure(q.lastError(), path)
                                           : StoreError {StoreError::Kind::Unavailable, QStringLiteral("no WAL")};
        QThread::msleep(100);
    }
}

// What a run is kept by: the SHA-256 of its result file's bytes, so that a run imported again is found again.
QString fingerprintOf(const QByteArray &json)
{
    return QString::fromLatin1(QCryptographicHash::hash(json, QCryptographicHash::Sha256).toHex());
}

/// Prepares @p sql on @p q, binds @p values in order and runs it.
bool run(QSqlQuery &q, const QString &sql, std::initializer_list<QVariant> values)
{
    q.prepare(sql);
    for (const QVariant &v : values)
        q.addBindValue(v);
    return q.exec();
}

/// The id of the run kept under @p fingerprint in @p id, 0 when there is none; false when the query failed.
bool findRun(QSqlQuery &q, const QString &fingerprint, qint64 &id)
{
    id = 0;
    if (!run(q, QStringLiteral("SELECT id FROM runs WHERE fingerprint = ?"), {fingerprint}))
        return false;
    if (q.next())
        id = q.value(0).toLongLong();
    return true;
}

/// The run's row and its packed document; its id, or 0 when the insert failed (q.lastError() says why).
qint64 insertRun(QSqlQuery &q,
                 const RunResult &result,
                 const QString &fingerprint,
                 const QByteArray &json,
                 bool imported,
                 const QString &source,
                 const QString &sourceSigner)
{
    if (!run(q,
             QStringLiteral("INSERT INTO runs (fingerprint, started_ms, started, host, profile_id, profile_name, "
                            "test_size, engine, program_version, target_path, target_kind, filesystem, comment, "
                            "origin, source, source_signer) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
             {QVariant(fingerprint),
              QVariant(result.started.toMSecsSinceEpoch()),
              QVariant(result.started.toString(Qt::ISODateWithMs)),
              text(result.system.hostName),
              text(result.profileId),
              text(result.profileName),
              QVariant(qulonglong(result.options.testSize)),
              text(result.backend),
              text(result.programVersion),
              text(result.target.path),
              QVariant(QString::fromLatin1(idOf(result.target.kind))),
              text(result.target.filesystem),
              text(result.comment),
              QVariant(imported ? QStringLiteral("imported") : QStringLiteral("measured")),
              text(source),
              text(sourceSigner)}))
        return 0;
    const qint64 runId = q.lastInsertId().toLongLong();
    if (!run(q,
             QStringLiteral("INSERT INTO run_documents (run_id, encoding, document) VALUES (?, ?, ?)"),
             {QVariant(runId), QVariant(QString(DocumentEncoding)), QVariant(qCompress(json, 6))}))
        return 0;
    return runId;
}

/// Each drive the run measured, recognised if known, and its place in the run.
bool insertDrives(QSqlQuery &q, qint64 runId, const RunResult &result)
{
    for (qsizetype i = 0; i < result.target.drives.size(); ++i) {
        const MeasuredDrive &d = result.target.drives.at(i);
        const QString identity = driveIdentity(d, result.system.hostName);
        if (!run(q,
                 QStringLiteral("INSERT OR IGNORE INTO drives (identity, identified, model, serial, wwid, transport, "
                                "size_bytes, model_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"),
                 {text(identity),
                  QVariant(!identity.startsWith(QLatin1String("unidentified:"))),
                  text(d.model),
                  text(d.serial),
                  text(d.wwid),
                  text(d.transport),
                  QVariant(qulonglong(d.sizeBytes)),
                  text(normalisedModel(d.model))})
            || !run(q,
                    QStringLiteral("INSERT INTO run_drives (run_id, drive_id, position, device_name) "
                                   "SELECT ?, id, ?, ? FROM drives WHERE identity = ?"),
                    {QVariant(runId), QVariant(int(i)), text(d.name), text(identity)}))
            return false;
    }
    return true;
}

/// Each test's headline figures, for lists and filters that must not unpack every document.
bool insertTests(QSqlQuery &q, qint64 runId, const RunResult &result)
{
    for (qsizetype i = 0; i < result.tests.size(); ++i) {
        const TestResult &t = result.tests.at(i);
        if (!run(q,
                 QStringLiteral("INSERT INTO tests (run_id, position, name, mode, bytes_per_second, iops, "
                                "mean_latency_us) VALUES (?, ?, ?, ?, ?, ?, ?)"),
                 {QVariant(runId),
                  QVariant(int(i)),
                  text(t.spec.name()),
                  QVariant(modeId(t.mode)),
                  QVariant(t.stats.medianBytesPerSecond),
                  QVariant(t.stats.medianIops),
                  QVariant(t.stats.medianLatencyNs / 1000.0)}))
            return false;
    }
    return true;
}

} // namespace

namespace {
/// Where the history is unless the user put it elsewhere (SEKTOR_HISTORY): a folder of the user's own data.
QString ownPlacePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
        + QLatin1String("/sektor/history.sqlite");
}

/**
 * The history's folder and file closed to other users (0700, 0600: what runs a user made, of which drives and machines,
 * is theirs): made so when missing (SQLite gives its -wal and -shm files the database file's mode), and made so when
 * an earlier version left them open (0755, 0644) in the default place, which is the user's own. A history the user put
 * elsewhere (SEKTOR_HISTORY: a workshop's shared folder) keeps the modes its owner gave it.
 */
bool prepareFiles(const QString &path)
{
    const QString folder = QFileInfo(path).absolutePath();
    const QByteArray folderName = QFile::encodeName(folder);
    const bool missing = !QFileInfo::exists(folder);
    if (missing
        && (!QDir().mkpath(QFileInfo(folder).absolutePath())
            || (::mkdir(folderName.constData(), S_IRWXU) != 0 && errno != EEXIST)))
        return false;
    const bool ownPlace = QFileInfo(path).absoluteFilePath() == QFileInfo(ownPlacePath()).absoluteFilePath();
    struct stat st
    {
    };
    if (ownPlace && ::lstat(folderName.constData(), &st) == 0 && S_ISDIR(st.st_mode) && st.st_uid == ::geteuid()
        && (st.st_mode & 077) != 0)
        ::chmod(folderName.constData(), st.st_mode & ~mode_t(077));
    const QByteArray fileName = QFile::encodeName(path);
    const UniqueFd created(::open(fileName.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600));
    if (!created.isValid() && ownPlace && ::lstat(fileName.constData(), &st) == 0 && S_ISREG(st.st_mode)
        && st.st_uid == ::geteuid() && (st.st_mode & 077) != 0) {
        for (const char *suffix : {"", "-wal", "-shm"}) {
            const QByteArray name = fileName + QByteArray(suffix);
            ::chmod(name.constData(), st.st_mode & ~mode_t(077));
        }
    }
    return true;
}
} // namespace

QString HistoryStore::defaultPath()
{
    // A history elsewhere (a workshop's shared folder, a test's own) without moving every program's data.
    if (QString chosen = qEnvironmentVariable("SEKTOR_HISTORY"); !chosen.isEmpty())
        return chosen;
    return ownPlacePath();
}

HistoryStore::HistoryStore(const QString &path)
    : m_path(path)
    , m_connection(QLatin1String("sektor-history-") + QUuid::createUuid().toString(QUuid::WithoutBraces))
{ }

HistoryStore::~HistoryStore()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isValid())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

StoreError HistoryStore::open()
{
    if (m_open)
        return {};
    if (!prepareFiles(m_path))
        return {StoreError::Kind::Unavailable, QFileInfo(m_path).absolutePath()};
    QSqlDatabase db = QSqlDatabase::contains(m_connection)
        ? QSqlDatabase::database(m_connection, false)
        : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_path);
    // Another program saving holds the write lock for milliseconds; wait rather than fail.
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!db.open())
        return failure(db.lastError(), m_path);
    QSqlError why;
    const int version = schemaVersionOf(db, &why);
    if (version < 0 && kindOf(why) != StoreError::Kind::Corrupt) {
        // Unreadable for another reason (locked, a read-only disk that keeps SQLite from its WAL index): the file
        // may well be sound, and is left as it is.
        db.close();
        return failure(why, m_path);
    }
    if (version < 0) {
        // Not a database (or a damaged one): keep it for whoever wants to look, start a new one beside it.
        db.close();
        const QString aside = m_path + QLatin1String(".corrupt-")
            + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        if (!QFile::rename(m_path, aside))
            return {StoreError::Kind::Corrupt, m_path};
        m_movedAside = aside;
        if (!db.open())
            return failure(db.lastError(), m_path);
    } else if (version > SchemaVersion) {
        db.close();
        return {StoreError::Kind::Newer, QString::number(version)};
    }
    if (StoreError e = useWriteAheadLog(db, m_path); e.isError())
        return e;
    QSqlQuery pragma(db);
    if (!pragma.exec(QStringLiteral("PRAGMA foreign_keys = ON")))
        return failure(pragma.lastError(), m_path);
    if (const QSqlError error = migrate(db); error.isValid())
        return failure(error, m_path);
    m_open = true;
    return {};
}

StoreError HistoryStore::save(const RunResult &result, Saved *saved, bool imported)
{
    QList<Saved> one;
    StoreError e = saveAll({result}, imported, &one);
    if (!e.isError() && saved)
        *saved = one.value(0);
    return e;
}

StoreError HistoryStore::saveAll(const QList<RunResult> &results,
                                 bool imported,
                                 QList<Saved> *saved,
                                 const QString &source,
                                 const QString &sourceSigner)
{
    if (StoreError e = open(); e.isError())
        return e;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    // IMMEDIATE: take the write lock first, waiting (busy timeout) for another saver. A deferred transaction would
    // read first and then fail at once when its write finds the other's commit (SQLITE_BUSY_SNAPSHOT in WAL).
    if (!q.exec(QStringLiteral("BEGIN IMMEDIATE")))
        return failure(q.lastError(), m_path);
    QList<Saved> done;
    for (const RunResult &result : results) {
        const QByteArray json = toJsonBytes(result);
        const QString fingerprint = fingerprintOf(json);
        qint64 keptId = 0;
        if (!findRun(q, fingerprint, keptId)) {
            StoreError e = failure(q.lastError(), m_path);
            QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
            return e;
        }
        if (keptId != 0) {
            done << Saved {keptId, true};
            continue;
        }
        const qint64 runId = insertRun(q, result, fingerprint, json, imported, source, sourceSigner);
        if (runId == 0 || !insertDrives(q, runId, result) || !insertTests(q, runId, result)) {
            StoreError e = failure(q.lastError(), m_path);
            QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
            return e;
        }
        done << Saved {runId, false};
    }
    if (!q.exec(QStringLiteral("COMMIT"))) {
        StoreError e = failure(q.lastError(), m_path);
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        return e;
    }
    if (saved)
        *saved = done;
    return {};
}

StoreError HistoryStore::list(const RunFilter &filter, QList<RunSummary> &runs)
{
    runs.clear();
    if (StoreError e = open(); e.isError())
        return e;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    q.setForwardOnly(true);
    // The first drive and the first test's read and write: what a list row shows.
    QString sql = QStringLiteral(
        "SELECT r.id, r.started, r.host, r.profile_id, r.profile_name, r.target_path, r.comment, r.origin, r.source, "
        "d.id, d.model, d.serial, rd.device_name, "
        "(SELECT bytes_per_second FROM tests t WHERE t.run_id = r.id AND t.mode = 'read' ORDER BY position LIMIT 1), "
        "(SELECT bytes_per_second FROM tests t WHERE t.run_id = r.id AND t.mode = 'write' ORDER BY position LIMIT 1), "
        "r.source_signer FROM runs r LEFT JOIN run_drives rd ON rd.run_id = r.id AND rd.position = 0 "
        "LEFT JOIN drives d ON d.id = rd.drive_id ");
    if (filter.driveId > 0)
        sql += QLatin1String("WHERE r.id IN (SELECT run_id FROM run_drives WHERE drive_id = :drive) ");
    sql += QLatin1String("ORDER BY r.started_ms DESC, r.id DESC");
    if (filter.limit > 0)
        sql += QLatin1String(" LIMIT ") + QString::number(filter.limit);
    q.prepare(sql);
    if (filter.driveId > 0)
        q.bindValue(QStringLiteral(":drive"), filter.driveId);
    if (!q.exec())
        return failure(q.lastError(), m_path);
    while (q.next()) {
        RunSummary s;
        s.id = q.value(0).toLongLong();
        s.started = QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs);
        s.host = q.value(2).toString();
        s.profileId = q.value(3).toString();
        s.profileName = q.value(4).toString();
        s.targetPath = q.value(5).toString();
        s.comment = q.value(6).toString();
        s.imported = q.value(7).toString() == QLatin1String("imported");
        s.source = q.value(8).toString();
        s.sourceSigner = q.value(15).toString();
        s.driveId = q.value(9).toLongLong();
        s.driveModel = q.value(10).toString();
        s.driveSerial = q.value(11).toString();
        s.driveName = q.value(12).toString();
        s.firstRead = q.value(13).toDouble();
        s.firstWrite = q.value(14).toDouble();
        runs << s;
    }
    return {};
}

StoreError HistoryStore::drives(QList<DriveSummary> &drives)
{
    drives.clear();
    if (StoreError e = open(); e.isError())
        return e;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral(
            "SELECT d.id, d.identified, d.model, d.serial, d.transport, d.size_bytes, COUNT(DISTINCT r.id), "
            "MAX(r.started_ms), (SELECT device_name FROM run_drives WHERE drive_id = d.id ORDER BY run_id DESC LIMIT "
            "1) "
            "FROM drives d JOIN run_drives rd ON rd.drive_id = d.id JOIN runs r ON r.id = rd.run_id "
            "GROUP BY d.id ORDER BY MAX(r.started_ms) DESC, d.id DESC")))
        return failure(q.lastError(), m_path);
    while (q.next()) {
        drives << DriveSummary {q.value(0).toLongLong(),
                                q.value(1).toBool(),
                                q.value(2).toString(),
                                q.value(3).toString(),
                                q.value(4).toString(),
                                q.value(5).toULongLong(),
                                q.value(6).toInt(),
                                QDateTime::fromMSecsSinceEpoch(q.value(7).toLongLong(), Qt::UTC),
                                q.value(8).toString()};
    }
    return {};
}

StoreError HistoryStore::storedId(const RunResult &result, qint64 &id)
{
    id = 0;
    if (StoreError e = open(); e.isError())
        return e;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!findRun(q, fingerprintOf(toJsonBytes(result)), id))
        return failure(q.lastError(), m_path);
    return {};
}

StoreError HistoryStore::load(qint64 id, RunResult &result)
{
    if (StoreError e = open(); e.isError())
        return e;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("SELECT encoding, document FROM run_documents WHERE run_id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return failure(q.lastError(), m_path);
    if (!q.next())
        return {StoreError::Kind::NotFound, QString::number(id)};
    if (q.value(0).toString() != DocumentEncoding)
        return {StoreError::Kind::Invalid, QStringLiteral("unknown encoding ") + q.value(0).toString()};
    const QByteArray json = qUncompress(q.value(1).toByteArray());
    if (json.isEmpty())
        return {StoreError::Kind::Invalid, QStringLiteral("the stored document does not unpack")};
    Expected<RunResult> loaded = fromJson(json);
    if (!loaded)
        return {StoreError::Kind::Invalid, loaded.error().detail};
    result = std::move(*loaded);
    return {};
}

StoreError HistoryStore::peers(const PeerQuery &query, QList<PeerValue> &peers)
{
    peers.clear();
    if (StoreError e = open(); e.isError())
        return e;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    // PeerQuery's rules, the drive first (drives_by_model), then its runs (run_drives_by_drive) and their tests. A run
    // on more than one drive (RAID, LVM over several) says nothing of its first drive's model.
    if (!run(
            q,
            QStringLiteral("SELECT t.bytes_per_second, r.origin, r.source <> '' AND r.source_signer = '' FROM drives d "
                           "JOIN run_drives rd ON rd.drive_id = d.id AND rd.position = 0 "
                           "JOIN runs r ON r.id = rd.run_id JOIN tests t ON t.run_id = r.id "
                           "WHERE d.model_key = ? AND d.size_bytes = ? AND d.transport = ? AND t.name = ? "
                           "AND t.mode = ? AND t.bytes_per_second > 0 AND r.target_kind = ? "
                           "AND r.test_size BETWEEN ? AND ? AND r.id <> ? "
                           "AND NOT EXISTS (SELECT 1 FROM run_drives o WHERE o.run_id = r.id AND o.position > 0)"),
            {text(query.modelKey),
             QVariant(qulonglong(query.capacityBytes)),
             text(query.interfaceClass),
             text(query.testName),
             QVariant(modeId(query.mode)),
             QVariant(QString::fromLatin1(idOf(query.targetKind))),
             QVariant(qulonglong(query.smallestSimilarSize())),
             QVariant(qulonglong(query.largestSimilarSize())),
             QVariant(query.excludeRunId)}))
        return failure(q.lastError(), m_path);
    while (q.next())
        peers << PeerValue {
            q.value(0).toDouble(), q.value(1).toString() == QLatin1String("imported"), q.value(2).toBool()};
    return {};
}

StoreError HistoryStore::measuredRunsOfModel(const QString &modelKey, QList<qint64> &ids)
{
    ids.clear();
    if (StoreError e = open(); e.isError())
        return e;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.setForwardOnly(true);
    if (!run(q,
             QStringLiteral("SELECT r.id FROM drives d JOIN run_drives rd ON rd.drive_id = d.id AND rd.position = 0 "
                            "JOIN runs r ON r.id = rd.run_id WHERE d.model_key = ? AND r.origin = 'measured' "
                            "AND NOT EXISTS (SELECT 1 FROM run_drives o WHERE o.run_id = r.id AND o.position > 0) "
                            "ORDER BY r.started_ms, r.id"),
             {text(modelKey)}))
        return failure(q.lastError(), m_path);
    while (q.next())
        ids << q.value(0).toLongLong();
    return {};
}

StoreError HistoryStore::remove(qint64 id)
{
    if (StoreError e = open(); e.isError())
        return e;
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    q.prepare(QStringLiteral("DELETE FROM runs WHERE id = ?"));
    q.addBindValue(id);
    if (!q.exec())
        return failure(q.lastError(), m_path);
    if (q.numRowsAffected() == 0)
        return {StoreError::Kind::NotFound, QString::number(id)};
    return {};
}

} // namespace Sektor::History
