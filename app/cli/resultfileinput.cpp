// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "resultfileinput.h"

#include "report/jsonreport.h"
#include "report/resultfileread.h"

#include <QCoreApplication>

#include <iterator>

namespace Sektor::Cli {

Expected<RunResult> readResultFile(const QString &path)
{
    QByteArray json;
    if (const QString problem = readResultFileBytes(path, json); !problem.isEmpty())
        return Error::invalidArgument(
            QCoreApplication::translate("sektor-cli", "Cannot read %1: %2.").arg(path, problem));
    Expected<RunResult> result = fromJson(json);
    if (!result) {
        // The sentence says "is not a Sektor result" itself: the detail's own opening would say it twice.
        QString why = result.error().detail.isEmpty() ? result.error().message() : result.error().detail;
        if (why.startsWith(QLatin1String(NotAResultDetail)))
            why.remove(0, qsizetype(std::size(NotAResultDetail) - 1));
        return Error::invalidArgument(
            QCoreApplication::translate("sektor-cli", "%1 is not a Sektor result: %2.").arg(path, why));
    }
    return result;
}

} // namespace Sektor::Cli
