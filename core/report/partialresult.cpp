// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/partialresult.h"

#include "model/caveats.h"
#include "report/surfacereport.h"
#include "report/sustainedreport.h"

namespace Sektor {

bool keepsPartialResult(const RunResult &result, const Error &error)
{
    if (!error.isError())
        return false;
    const bool stopped = error.code == ErrorCode::Cancelled;
    return (stopped && (isSustainedWriteResult(result) || result.warnings.contains(QLatin1String(Caveat::Stopped))))
        || surfaceKindOf(result).has_value();
}

} // namespace Sektor
