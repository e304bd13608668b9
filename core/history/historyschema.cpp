// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "history/historyschema.h"

#include "peers/drivemodel.h"

#include <QSqlError>
#include <QSqlQuery>

namespace Sektor::History {

namespace {

// Step N brings version N-1 to N. Never edit a step that has shipped: add one.
const char *const Steps[] = {
    // 1: drives recognised across runs, runs with what lists and filters them, each test's figures, the raw JSON.
    R"sql(
    CREATE TABLE drives (
        id INTEGER PRIMARY KEY,
        identity TEXT NOT NULL UNIQUE, -- "wwid:…", "serial:MODEL/SERIAL", or "unidentified:HOST/NAME/MODEL/SIZE"
        identified INTEGER NOT NULL, -- 1 when a serial or WWN names the drive itself
        model TEXT NOT NULL,
        serial TEXT NOT NULL,
        wwid TEXT NOT NULL,
        transport TEXT NOT NULL,
        size_bytes INTEGER NOT NULL
    );
    CREATE TABLE runs (
        id INTEGER PRIMARY KEY,
        fingerprint TEXT NOT NULL UNIQUE, -- SHA-256 of the raw JSON: the same run imported twice is one run
        started_ms INTEGER NOT NULL, -- UTC milliseconds since the epoch, for ordering
        started TEXT NOT NULL, -- ISO 8601 with the offset it was measured at
        host TEXT NOT NULL,
        profile_id TEXT NOT NULL,
        profile_name TEXT NOT NULL,
        test_size INTEGER NOT NULL,
        engine TEXT NOT NULL,
        program_version TEXT NOT NULL,
        target_path TEXT NOT NULL,
        target_kind TEXT NOT NULL,
        filesystem TEXT NOT NULL,
        comment TEXT NOT NULL,
        origin TEXT NOT NULL -- "measured" here, or "imported"
    );
    CREATE INDEX runs_by_start ON runs (started_ms DESC);
    -- The result itself, apart so that lists scan small rows: a default run's JSON is some 140 kB, 12 kB packed.
    CREATE TABLE run_documents (
        run_id INTEGER PRIMARY KEY REFERENCES runs (id) ON DELETE CASCADE,
        encoding TEXT NOT NULL, -- "json+qcompress": the result's JSON, packed by qCompress (zlib, 4-byte size first)
        document BLOB NOT NULL
    );
    CREATE TABLE run_drives (
        run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
        drive_id INTEGER NOT NULL REFERENCES drives (id),
        position INTEGER NOT NULL,
        device_name TEXT NOT NULL, -- the kernel name it had in this run
        PRIMARY KEY (run_id, position)
    );
    CREATE INDEX run_drives_by_drive ON run_drives (drive_id);
    CREATE TABLE tests (
        run_id INTEGER NOT NULL REFERENCES runs (id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        name TEXT NOT NULL, -- "SEQ1M Q8T1"
        mode TEXT NOT NULL, -- "read", "write", "mix"
        bytes_per_second REAL NOT NULL,
        iops REAL NOT NULL,
        mean_latency_us REAL NOT NULL,
        PRIMARY KEY (run_id, position)
    );
    )sql",
    // 2: each drive's normalised model (normalisedModel(); fillModelKeys() fills it in for the drives stored before),
    // so that a result finds the comparable results of its model through an index; and the reference pack an imported
    // run came from ("NAME (AUTHOR)").
    R"sql(
    ALTER TABLE drives ADD COLUMN model_key TEXT NOT NULL DEFAULT '';
    CREATE INDEX drives_by_model ON drives (model_key, size_bytes, transport);
    ALTER TABLE runs ADD COLUMN source TEXT NOT NULL DEFAULT '';
    )sql",
    // 3: who vouched for the reference pack an imported run came from: the principal that a trusted key's signature of
    // the pack named, empty when nobody trusted signed it (imported with --allow-unsigned, or before this step, when
    // it was not asked).
    R"sql(
    ALTER TABLE runs ADD COLUMN source_signer TEXT NOT NULL DEFAULT '';
    )sql",
};

/// Step 2's model keys of the drives stored before it: computed here, as SQL cannot normalise a model.
QSqlError fillModelKeys(QSqlDatabase &db)
{
    QSqlQuery read(db);
    read.setForwardOnly(true);
    if (!read.exec(QStringLiteral("SELECT id, model FROM drives")))
        return read.lastError();
    QSqlQuery write(db);
    write.prepare(QStringLiteral("UPDATE drives SET model_key = ? WHERE id = ?"));
    while (read.next()) {
        write.addBindValue(normalisedModel(read.value(1).toString()));
        write.addBindValue(read.value(0));
        if (!write.exec())
            return write.lastError();
    }
    return {};
}

/// What a step needs beyond its script, run in its transaction after it.
QSqlError afterStep(QSqlDatabase &db, int step)
{
    return step == 2 ? fillModelKeys(db) : QSqlError();
}

QSqlError runScript(QSqlDatabase &db, const char *script)
{
    QSqlQuery query(db);
    // QSQLITE runs one statement per exec(): split on the semicolons that end them (no step has one in a string).
    for (const QString &statement : QString::fromUtf8(script).split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        if (!statement.trimmed().isEmpty() && !query.exec(statement))
            return query.lastError();
    }
    return {};
}

} // namespace

int schemaVersionOf(QSqlDatabase &db, QSqlError *why)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
        if (why)
            *why = query.lastError();
        return -1;
    }
    return query.value(0).toInt();
}

QSqlError migrate(QSqlDatabase &db)
{
    QSqlError why;
    if (const int version = schemaVersionOf(db, &why); version >= SchemaVersion || version < 0)
        return why;
    for (;;) {
        QSqlQuery query(db);
        // IMMEDIATE, and the version read again inside: of two programs opening a new file at once, the second
        // waits for the first's step and then finds it done.
        if (!query.exec(QStringLiteral("BEGIN IMMEDIATE")))
            return query.lastError();
        const int version = schemaVersionOf(db, &why);
        if (version < 0 || version >= SchemaVersion) {
            QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
            return why;
        }
        QSqlError error = runScript(db, Steps[version]);
        if (!error.isValid())
            error = afterStep(db, version + 1);
        if (!error.isValid()
            && (!query.exec(QStringLiteral("PRAGMA user_version = %1").arg(version + 1))
                || !query.exec(QStringLiteral("COMMIT"))))
            error = query.lastError();
        if (error.isValid()) {
            QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
            return error;
        }
    }
}

} // namespace Sektor::History
