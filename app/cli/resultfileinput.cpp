// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "resultfileinput.h"

#include "report/jsonreport.h"

#include <QCoreApplication>
#include <QFile>

namespace Sektor::Cli {

namespace {
// A result is a few megabytes at most (samples, histograms); anything far larger is not one.
constexpr qint64 MaxResultBytes = 256ll * 1024 * 1024;
} // namespace

Expected<RunResult> readResultFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Error::invalidArgument(
            QCoreApplication::translate("sektor-cli", "Cannot read %1: %2.").arg(path, file.errorString()));
    Expected<RunResult> result = file.size() > MaxResultBytes
        ? Expected<RunResult>(Error::of(ErrorCode::InvalidArgument, path))
        : fromJson(file.readAll());
    if (!result)
        return Error::invalidArgument(
            QCoreApplication::translate("sektor-cli", "%1 is not a Sektor result: %2.")
                .arg(path, result.error().detail.isEmpty() ? result.error().message() : result.error().detail));
    return result;
}

} // namespace Sektor::Cli
