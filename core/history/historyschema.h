// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

namespace Sektor::History {

/// The schema version this build writes (SQLite's user_version); a newer file is refused, an older one migrated.
inline constexpr int SchemaVersion = 3;

/**
 * Brings an open database to SchemaVersion, each step in its own transaction, so that a file is always at one
 * version or the next: a new file gets every step; version N gets the steps after N.
 * A file already at SchemaVersion is only read: no write lock, so that a list works while another program saves.
 * @return an invalid error, or what failed.
 */
QSqlError migrate(QSqlDatabase &db);

/// The file's version: 0 for a new (empty) file, -1 when it cannot be read (@p why, when given, says why).
int schemaVersionOf(QSqlDatabase &db, QSqlError *why = nullptr);

} // namespace Sektor::History
