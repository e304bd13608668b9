// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "support/savedresults.h"

#include "report/jsonreport.h"
#include "report/resultfileread.h"

#include <QDir>

namespace Sektor::Test {

QString savedResultsFolder()
{
    return QStringLiteral(SEKTOR_SHARED_TEST_DATA_DIR "/results-0.1.0");
}

QStringList savedResultNames()
{
    QStringList names;
    for (const QString &file :
         QDir(savedResultsFolder()).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        names << file.chopped(int(qstrlen(".json")));
    return names;
}

QString savedResultPath(const QString &name)
{
    return savedResultsFolder() + QLatin1Char('/') + name + QStringLiteral(".json");
}

QString savedResultGoldenPath(const QString &name, const QString &suffix)
{
    return savedResultsFolder() + QStringLiteral("/golden/") + name + QLatin1Char('.') + suffix;
}

QByteArray savedResultBytes(const QString &name)
{
    QByteArray bytes;
    if (!readResultFileBytes(savedResultPath(name), bytes).isEmpty())
        return {};
    return bytes;
}

Expected<RunResult> readSavedResult(const QString &name)
{
    QByteArray bytes;
    if (const QString problem = readResultFileBytes(savedResultPath(name), bytes); !problem.isEmpty())
        return Error::invalidArgument(savedResultPath(name) + QStringLiteral(": ") + problem);
    return fromJson(bytes);
}

} // namespace Sektor::Test
