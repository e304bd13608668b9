// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"
#include "model/results.h"

namespace Sektor {

/// The result of Benchmark::run(): what was measured, and the error that stopped the run, if any.
struct RunOutcome
{
    RunResult result; ///< Always filled with what finished (tests measured before an error stay).
    Error error; ///< ErrorCode::None on success; Cancelled when the token was cancelled.

    bool ok() const { return error.code == ErrorCode::None; }
};

} // namespace Sektor
