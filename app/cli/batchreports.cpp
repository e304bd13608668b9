// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "batchreports.h"
#include "output.h"

namespace Sektor::Cli {

bool printReportOutcomes(const QList<ReportFilesOutcome> &outcomes)
{
    bool all = true;
    for (const ReportFilesOutcome &outcome : outcomes) {
        for (const QString &notice : outcome.notices)
            printNotice(notice);
        if (!outcome.ok)
            printError(outcome.error);
        all = all && outcome.ok;
    }
    return all;
}

} // namespace Sektor::Cli
