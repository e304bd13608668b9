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

} // namespace Sektor::Test
