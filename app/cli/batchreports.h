// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "certificate/reportfiles.h"

#include <QList>

namespace Sektor::Cli {

/// Says on standard error what writing the reports did (where each went, or why not); true when all were written.
bool printReportOutcomes(const QList<ReportFilesOutcome> &outcomes);

} // namespace Sektor::Cli
