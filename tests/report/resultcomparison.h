// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

namespace Sektor {

/**
 * Expects every field a result file carries to be equal in two results (doubles exactly, histograms bucket by bucket,
 * dates as the same instant with the same UTC offset), naming the field that differs.
 */
void expectSameResult(const RunResult &a, const RunResult &b);

} // namespace Sektor
