// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "smallfiles/filephases.h"

#include <string>

namespace Sektor::Test {

/// @p files files a round in @p directory on @p threads threads, a fixed seed, one round unless a test asks for more.
inline SmallFiles::FilesPlan planFor(const std::string &directory, int files, int threads)
{
    SmallFiles::FilesPlan plan;
    plan.directory = QString::fromStdString(directory);
    plan.files = files;
    plan.threads = threads;
    plan.seed = 7;
    plan.minPhaseNs = 1; // one round, unless a test asks for more
    return plan;
}

} // namespace Sektor::Test
