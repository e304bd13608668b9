// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

namespace Sektor {

struct RunResult;

/**
 * What Sektor adds below CrystalDiskMark's layout: a separated, labelled block with the best
 * run and the spread of each test (the classic lines show medians), the engine, the I/O mode
 * and alignment, caveat flags (cache-affected, memory-backed, …), filesystem, CPU and seed.
 * Fixed English and locale-independent, as cdmText(), which appends it. Starts with an empty
 * line; every line ends with '\n'.
 */
QString cdmExtras(const RunResult &result);

} // namespace Sektor
