// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/expected.h"
#include "model/results.h"

#include <QString>
#include <QStringList>

namespace Sektor::Test {

/**
 * Result files as an earlier version of Sektor wrote them, kept as test data so that later versions are held to
 * reading them, rendering them and passing them through the history unchanged: tests/data/results-0.1.0 holds a
 * file of every built-in profile written by version 0.1.0 (its README.md says how each was made).
 */
QString savedResultsFolder();

/// The names of the result files in savedResultsFolder() without ".json" ("default", "default-mix"), sorted.
QStringList savedResultNames();

/// The file of @p name ("default") in savedResultsFolder().
QString savedResultPath(const QString &name);

/// The golden rendering of @p name in the form @p suffix ("txt", "md", "bbcode", "csv", "json"): golden/NAME.SUFFIX.
QString savedResultGoldenPath(const QString &name, const QString &suffix);

/// The bytes of @p name's file, as read from disk (empty when it cannot be read).
QByteArray savedResultBytes(const QString &name);

/// @p name's file read as the programs read a result file (readResultFileBytes(), then fromJson()).
Expected<RunResult> readSavedResult(const QString &name);

} // namespace Sektor::Test
