// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "support/requireroot.h"

#include <cstdlib>
#include <cstring>
#include <unistd.h>

namespace Sektor::Test {

bool inCi()
{
    const char *ci = std::getenv("CI");
    return ci && *ci && std::strcmp(ci, "0") != 0 && std::strcmp(ci, "false") != 0;
}

bool isRoot()
{
    return geteuid() == 0;
}

} // namespace Sektor::Test
