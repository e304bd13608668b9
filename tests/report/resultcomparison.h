// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

namespace Sektor {

/**
 * Expects every field of two results to be equal (doubles exactly, histograms bucket by bucket,
 * dates as the same instant with the same UTC offset), naming the field that differs.
 */
void expectSameResult(const RunResult &a, const RunResult &b);

} // namespace Sektor
