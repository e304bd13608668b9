// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "batch/reportname.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>

namespace Sektor {

namespace {
// Serials are printable ASCII in practice, but a USB bridge may report anything: keep what every filesystem takes.
constexpr int MaxSerialLength = 64;
constexpr int MaxTries = 9999;

QString fileSafe(const QString &text)
{
    QString safe;
    for (const QChar c : text.trimmed().left(MaxSerialLength)) {
        const bool keep = (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
            || (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
            || c == QLatin1Char('-') || c == QLatin1Char('.');
        safe += keep ? c : QLatin1Char('_');
    }
    // A leading dot would hide the file; a leading dash reads as an option to the tools it is handed to.
    while (safe.startsWith(QLatin1Char('.')) || safe.startsWith(QLatin1Char('-')))
        safe[0] = QLatin1Char('_');
    return safe;
}

QString generatedId(const RunResult &result)
{
    const MeasuredDrive drive = result.target.drives.value(0);
    const QStringList facts {drive.model,
                             drive.wwid,
                             drive.name,
                             QString::number(drive.sizeBytes),
                             result.target.path,
                             QString::number(result.started.toMSecsSinceEpoch())};
    const QByteArray hash = QCryptographicHash::hash(facts.join(QChar(0)).toUtf8(), QCryptographicHash::Sha256);
    return QStringLiteral("no-serial-") + QString::fromLatin1(hash.toHex().left(8));
}
} // namespace

ReportName reportName(const RunResult &result)
{
    const QString serial
        = result.target.drives.isEmpty() ? QString() : fileSafe(result.target.drives.constFirst().serial);
    const QString when = result.started.toLocalTime().toString(QStringLiteral("yyyy-MM-dd_HHmm"));
    if (!serial.isEmpty())
        return {serial + QLatin1Char('_') + when, false};
    return {generatedId(result) + QLatin1Char('_') + when, true};
}

QString createUniqueFiles(const QString &folder,
                          const QString &base,
                          const QStringList &extensions,
                          std::vector<std::unique_ptr<QFile>> &files,
                          QString *error)
{
    const QDir dir(folder);
    for (int n = 1; n <= MaxTries; ++n) {
        QString stem = dir.filePath(n == 1 ? base : base + QLatin1Char('-') + QString::number(n));
        files.clear();
        bool taken = false;
        for (const QString &extension : extensions) {
            auto file = std::make_unique<QFile>(stem + QLatin1Char('.') + extension);
            // Exclusive: a file or a link (dangling too) someone put at the name is never followed or written.
            if (!file->open(QIODevice::WriteOnly | QIODevice::NewOnly)) {
                taken = file->exists() || QFileInfo(file->fileName()).isSymLink();
                if (error)
                    *error = file->errorString();
                break;
            }
            files.push_back(std::move(file));
        }
        if (files.size() == std::size_t(extensions.size()))
            return stem;
        // Only the files made just now go: the one that was there stays untouched.
        for (const std::unique_ptr<QFile> &made : files)
            made->remove();
        files.clear();
        if (!taken)
            return {}; // Not a name clash: the folder refuses.
    }
    if (error)
        *error = QCoreApplication::translate("Sektor::Batch", "More than %1 reports are named %2 already.")
                     .arg(MaxTries)
                     .arg(base);
    return {};
}

} // namespace Sektor
