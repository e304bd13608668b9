// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "history/keptresult.h"

#include "report/jsonreport.h"
#include "report/resultfile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace Sektor::History {

namespace {

/// A name no other kept run has: the run's start, then a counter for runs started in the same second.
QString freeName(const QDir &folder, const RunResult &result)
{
    const QString stem
        = QLatin1String("sektor-run-") + result.started.toUTC().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString name = stem + QLatin1String(".json");
    for (int n = 2; folder.exists(name); ++n)
        name = stem + QLatin1Char('-') + QString::number(n) + QLatin1String(".json");
    return folder.filePath(name);
}

QString writeInto(const QString &folderPath, const RunResult &result, const QByteArray &json)
{
    if (!QDir().mkpath(folderPath))
        return {};
    const QString path = freeName(QDir(folderPath), result);
    return writeResultFile(path, json).isEmpty() ? path : QString();
}

} // namespace

QString unsavedFolder(const QString &historyPath)
{
    return QFileInfo(historyPath).absolutePath() + QLatin1String("/unsaved");
}

QString keepUnsaved(const RunResult &result, const QString &historyPath)
{
    const QByteArray json = toJsonBytes(result);
    if (QString path = writeInto(unsavedFolder(historyPath), result, json); !path.isEmpty())
        return path;
    return writeInto(QDir::tempPath() + QLatin1String("/sektor-unsaved"), result, json);
}

KeptImport importKept(HistoryStore &store)
{
    KeptImport done;
    const QDir folder(unsavedFolder(store.path()));
    for (const QString &name : folder.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(folder.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) {
            ++done.failed;
            continue;
        }
        Expected<RunResult> result = fromJson(file.readAll());
        file.close();
        if (!result || store.save(*result).isError()) {
            ++done.failed;
            continue;
        }
        file.remove();
        ++done.imported;
    }
    return done;
}

} // namespace Sektor::History
