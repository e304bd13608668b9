// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "batchreports.h"
#include "output.h"

#include "batch/reportname.h"
#include "report/jsonreport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>

namespace Sektor::Cli {

namespace {
bool writeAll(QFile &file, const QByteArray &bytes, const QString &path)
{
    if (file.write(bytes) == bytes.size() && file.flush()) {
        file.close();
        return true;
    }
    printError(QCoreApplication::translate("sektor-cli", "Could not write %1: %2").arg(path, file.errorString()));
    file.close();
    file.remove(); // A half-written report is worse than none: the summary says it is missing.
    return false;
}

bool writeNew(const QString &folder, const QString &base, const QString &extension, const QByteArray &bytes)
{
    QFile file;
    const QString path = createUniqueFile(folder, base, extension, file);
    if (path.isEmpty()) {
        printError(QCoreApplication::translate("sektor-cli", "Could not create a file for %1 in %2: %3")
                       .arg(base, folder, file.errorString()));
        return false;
    }
    if (!writeAll(file, bytes, path))
        return false;
    printNotice(QCoreApplication::translate("sektor-cli", "Wrote %1").arg(path));
    return true;
}
} // namespace

QString reportFolderProblem(const QString &folder)
{
    const QFileInfo info(folder);
    if (!info.exists())
        return QCoreApplication::translate("sektor-cli", "%1 does not exist.").arg(folder);
    if (!info.isDir())
        return QCoreApplication::translate("sektor-cli", "%1 is not a folder.").arg(folder);
    if (!info.isWritable())
        return QCoreApplication::translate("sektor-cli", "%1 is not writable.").arg(folder);
    return {};
}

bool writeDriveReport(const QString &folder, const BatchEntry &entry)
{
    const ReportName name = reportName(entry.result);
    if (name.generatedId)
        printNotice(QCoreApplication::translate("sektor-cli",
                                                "The drive under %1 reports no serial number: its report is named by "
                                                "a generated id.")
                        .arg(entry.target));
    return writeNew(folder, name.base, QStringLiteral("json"), toJsonBytes(entry.result));
}

bool writeBatchSummary(const QString &folder, const QString &summary)
{
    const QString base
        = QStringLiteral("batch_") + QDateTime::currentDateTime().toString(QStringLiteral("yyyy-MM-dd_HHmm"));
    return writeNew(folder, base, QStringLiteral("txt"), summary.toUtf8());
}

} // namespace Sektor::Cli
