// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "historyarguments.h"
#include "exitcodes.h"
#include "output.h"

#include "history/storeerrortext.h"

#include <QCoreApplication>

namespace Sektor::Cli {

bool parseHistoryArguments(QCommandLineParser &parser, const QString &subcommand, const QStringList &arguments)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    if (parser.parse(QStringList {QStringLiteral("sektor-cli")} + arguments))
        return true;
    printError(parser.errorText());
    printNotice(QCoreApplication::translate("sektor-cli", "Try 'sektor-cli history %1 --help'.").arg(subcommand));
    return false;
}

std::optional<QList<qint64>> runIds(const QStringList &words)
{
    QList<qint64> ids;
    for (const QString &word : words) {
        bool ok = false;
        const qint64 id = (word.startsWith(QLatin1Char('#')) ? word.mid(1) : word).toLongLong(&ok);
        if (!ok || id <= 0) {
            printError(
                QCoreApplication::translate("sektor-cli", "%1 is not a run id: 'sektor-cli history list' shows them.")
                    .arg(word));
            return std::nullopt;
        }
        ids << id;
    }
    return ids;
}

int historyFailure(const History::StoreError &error, const History::HistoryStore &store)
{
    if (const QString moved = History::movedAsideText(store); !moved.isEmpty())
        printNotice(moved);
    printError(History::storeErrorText(error, store.path()));
    switch (error.kind) {
    case History::StoreError::Kind::NotFound:
        return ExitRunNotFound;
    case History::StoreError::Kind::Invalid:
        return ExitNotAResult;
    default:
        return ExitHistoryUnavailable;
    }
}

} // namespace Sektor::Cli
