// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "history/historystore.h"

#include <QCommandLineParser>
#include <QList>
#include <QStringList>

#include <optional>

namespace Sektor::Cli {

/**
 * Parses a history subcommand's arguments with @p parser (its options added by the caller); on an unknown option
 * or a missing value prints why and a pointer to --help, and returns false.
 */
bool parseHistoryArguments(QCommandLineParser &parser, const QString &subcommand, const QStringList &arguments);

/// Run ids as given ("12", "#12"); prints which is not one and returns nothing.
std::optional<QList<qint64>> runIds(const QStringList &words);

/// Prints why the history failed and returns the matching exit code (no such run, unreadable result, unavailable).
int historyFailure(const History::StoreError &error, const History::HistoryStore &store);

} // namespace Sektor::Cli
