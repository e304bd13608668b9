// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <cstdint>
#include <string>

namespace Sektor::Test {

/// Bytes an unprivileged user could still write in the filesystem holding @p path (statvfs f_bavail).
std::uint64_t availableBytes(const std::string &path);

/// Takes all but @p leave bytes of the filesystem with a preallocated @p file (no data written, so fast); false
/// when there is not that much room or the file cannot be made.
bool fillAllBut(const std::string &file, std::uint64_t leave);

/**
 * Takes every last block with @p file, root's reserve included (ext4 keeps 5 % that root may still use), so that the
 * next write of anyone fails with ENOSPC. False when the file cannot be made.
 */
bool fillCompletely(const std::string &file);

} // namespace Sektor::Test
