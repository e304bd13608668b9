// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/partialresult.h"

#include "model/caveats.h"
#include "report/kindreports.h"

#include <algorithm>

namespace Sektor {

bool keepsPartialResult(const RunResult &result, const Error &error)
{
    if (!error.isError())
        return false;
    const bool stopped = error.code == ErrorCode::Cancelled;
    if (stopped && result.warnings.contains(QLatin1String(Caveat::Stopped)))
        return true;
    return std::ranges::any_of(kindReports(), [&](const KindReport *kind) {
        return kind->keepsPartial(result, stopped);
    });
}

} // namespace Sektor
