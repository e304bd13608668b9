// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "history/keptresult.h"

#include "history/ownfolder.h"
#include "report/fileio.h"
#include "report/jsonreport.h"
#include "report/resultfileread.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Sektor::History {

namespace {
// A class, so that lupdate files the strings under a context looked up at run time.
class KeptResultText
{
    Q_DECLARE_TR_FUNCTIONS(Sektor::History::KeptResult)
};

/// Names tried for runs started in the same second before giving up on a folder.
constexpr int MaxNamesPerSecond = 1000;

/**
 * Creates the run's file in @p folder under a name no other kept run has: the run's start, then a counter for runs
 * started in the same second. O_EXCL|O_NOFOLLOW: a name that exists, whatever it is, is skipped, never followed.
 * Returns its path, or empty with @p problem set.
 */
QString createIn(const OwnFolder &folder, const RunResult &result, const QByteArray &json, QString &problem)
{
    const QString stem
        = QLatin1String("sektor-run-") + result.started.toUTC().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    for (int n = 1; n <= MaxNamesPerSecond; ++n) {
        const QString name = (n == 1 ? stem : stem + QLatin1Char('-') + QString::number(n)) + QLatin1String(".json");
        const int err = FileIo::createExclusive(folder.fd(), QFile::encodeName(name), json, S_IRUSR | S_IWUSR);
        if (err == 0)
            return QDir(folder.path()).filePath(name);
        if (err != EEXIST) {
            problem = QString::fromLocal8Bit(std::strerror(err));
            return {};
        }
    }
    problem = QString::fromLocal8Bit(std::strerror(EEXIST));
    return {};
}

/// The folders a run is kept in, best first. The temporary folder is shared with every user: its fixed name is used
/// only when it is the user's own (OwnFolder), else a new folder of a name no one else has.
QStringList candidateFolders(const QString &historyPath)
{
    QStringList folders {unsavedFolder(historyPath)};
    // The user's own by definition (0700, theirs, XDG Base Directory), unlike the temporary folder; emptied at logout.
    if (const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR"); QDir::isAbsolutePath(runtime))
        folders << runtime + QLatin1String("/sektor-unsaved");
    folders << QDir::tempPath() + QLatin1String("/sektor-unsaved");
    return folders;
}
} // namespace

QString unsavedFolder(const QString &historyPath)
{
    return QFileInfo(historyPath).absolutePath() + QLatin1String("/unsaved");
}

KeptRun keepUnsaved(const RunResult &result, const QString &historyPath)
{
    const QByteArray json = toJsonBytes(result);
    KeptRun kept;
    const auto tryFolder = [&](const OwnFolder &folder) {
        QString problem = folder.problem();
        if (folder.isOpen())
            kept.path = createIn(folder, result, json, problem);
        if (kept.path.isEmpty())
            kept.refused << KeptResultText::tr("Not kept in %1: %2.").arg(folder.path(), problem);
        return !kept.path.isEmpty();
    };
    // The history's own folder may not exist yet (its first run); made as mkpath() makes it, the user's data folder.
    QDir().mkpath(QFileInfo(historyPath).absolutePath());
    for (const QString &path : candidateFolders(historyPath)) {
        if (tryFolder(OwnFolder::open(path)))
            return kept;
    }
    // Every usual folder was refused: someone else holds the temporary folder's name. A new one of a random name is
    // the user's own.
    const OwnFolder unique = OwnFolder::createUnique(QDir::tempPath() + QLatin1String("/sektor-unsaved-XXXXXX"));
    if (!tryFolder(unique) && unique.isOpen())
        QDir().rmdir(unique.path()); // made here and empty: a full disk leaves nothing behind
    return kept;
}

KeptImport importKept(HistoryStore &store)
{
    KeptImport done;
    // Only a folder of the user's own is read: a file someone else put there is not the user's run.
    const OwnFolder folder = OwnFolder::open(unsavedFolder(store.path()), OwnFolder::Missing::Leave);
    if (!folder.isOpen())
        return done;
    for (const QString &name : QDir(folder.path()).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QByteArray encoded = QFile::encodeName(name);
        const UniqueFd file(
            ::openat(folder.fd(), encoded.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
        QByteArray json;
        if (!file.isValid() || !readResultFileBytes(file.get(), json).isEmpty()) {
            ++done.failed;
            continue;
        }
        Expected<RunResult> result = fromJson(json);
        if (!result || store.save(*result).isError()) {
            ++done.failed;
            continue;
        }
        ::unlinkat(folder.fd(), encoded.constData(), 0);
        ++done.imported;
    }
    return done;
}

} // namespace Sektor::History
