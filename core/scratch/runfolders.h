// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <string>
#include <vector>

namespace Sektor::Scratch {

/**
 * The private folders that runs killed outright (SIGKILL, a power cut) left in a folder: named @p prefix + PID + '-'
 * + anything, of a process that no longer runs, owned by this user, real folders (not links). Only their names:
 * what is in them, each kind of run removes itself, knowing its own files.
 * @p parent is an open descriptor of the folder.
 */
std::vector<std::string> deadRunFolders(int parent, const char *prefix);

} // namespace Sektor::Scratch
