// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/partialresult.h"

#include "report/surfacereport.h"
#include "report/sustainedreport.h"

namespace Sektor {

bool keepsPartialResult(const RunResult &result, const Error &error)
{
    if (!error.isError())
        return false;
    return (error.code == ErrorCode::Cancelled && isSustainedWriteResult(result)) || surfaceKindOf(result).has_value();
}

} // namespace Sektor
