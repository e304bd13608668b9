// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"
#include "model/results.h"

namespace Sektor {

/**
 * Whether a run that ended in @p error still has figures to report and keep: a set of tests the user stopped keeps
 * the tests that finished (marked Caveat::Stopped by the engine; none finished, nothing kept), a sustained write the
 * user stopped keeps what it measured up to the stop, and a surface test keeps what it found whatever ended it (the
 * ranges found in hours of a scan are its point). False for a run that ended without an error: that one is complete.
 */
bool keepsPartialResult(const RunResult &result, const Error &error);

} // namespace Sektor
