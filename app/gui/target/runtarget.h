// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>

namespace Sektor::Gui {

/// Something the user can benchmark: a directory (a test file, no privileges) or a raw block device.
struct RunTarget
{
    enum class Kind { Directory, Device };
    Kind kind = Kind::Directory;
    QString path; ///< The directory, or "/dev/NAME".
    QString drive; ///< Kernel name of the (first) drive below, empty when unknown.
    QString fsType; ///< Directories: the filesystem.
    std::uint64_t freeBytes = 0; ///< Directories: free space (0 when unknown).
    std::uint64_t totalBytes = 0;
    bool readOnly = false; ///< A read-only mount or device: write tests cannot run.
    bool memoryBacked = false; ///< tmpfs, zram, a loop device over a file in RAM: a test measures memory.
    QStringList writeRefusals; ///< Devices: why the raw-write verdict refuses writes (empty: allowed).

    bool isDevice() const { return kind == Kind::Device; }
    QString deviceName() const { return isDevice() ? path.mid(5) : QString(); } ///< "sdb" of "/dev/sdb"
    bool operator==(const RunTarget &o) const { return kind == o.kind && path == o.path; }
};

} // namespace Sektor::Gui
