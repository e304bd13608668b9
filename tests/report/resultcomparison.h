// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

namespace Sektor {

/**
 * Expects every field a result file carries to be equal in @p a, as written, and @p b, as read back (doubles exactly,
 * histograms bucket by bucket, dates as the same instant with the same UTC offset), naming the field that differs;
 * and the options it leaves out to read back as their defaults.
 */
void expectSameResult(const RunResult &a, const RunResult &b);

} // namespace Sektor
