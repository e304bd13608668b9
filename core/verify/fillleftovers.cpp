// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What verifies that were killed left behind, found by their folders' names and removed by the next verify.
#include "verify/fillverify.h"

#include "scratch/runfolders.h"

#include <cstring>

namespace Sektor::Verify {

namespace {
// "123.stamp": the files of stamps a fill makes, in its folder.
bool isStampFile(const char *name)
{
    const char *dot = std::strchr(name, '.');
    if (!dot || dot == name || std::strcmp(dot, ".stamp") != 0)
        return false;
    for (const char *c = name; c != dot; ++c) {
        if (*c < '0' || *c > '9')
            return false;
    }
    return true;
}
} // namespace

int removeFillLeftovers(const QString &directory)
{
    return Scratch::removeDeadRunFolders(directory, {.prefix = FillFolderPrefix, .isOwnFile = isStampFile});
}

} // namespace Sektor::Verify
