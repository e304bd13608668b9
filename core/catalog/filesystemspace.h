// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

#include <cstdint>
#include <optional>

namespace Sektor::Catalog {

/// Size and free space of a mounted filesystem.
struct FilesystemSpace
{
    std::uint64_t totalBytes = 0;
    std::uint64_t freeBytes = 0; ///< Available to unprivileged users (statvfs f_bavail).
};

/**
 * The space of the filesystem mounted at mountPoint, or nothing when it cannot be read. Kept out
 * of DriveCatalog on purpose: it asks the live filesystem, which a fixture tree cannot stand for.
 */
std::optional<FilesystemSpace> filesystemSpace(const QString &mountPoint);

} // namespace Sektor::Catalog
