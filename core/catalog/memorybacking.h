// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

namespace Sektor::Catalog {

/// True for filesystem types that live in RAM.
bool isMemoryFilesystem(const QString &fsType);

/**
 * True for block devices that live in RAM, judged by name and sysfs alone: zram, brd's ram*, and
 * loop devices whose backing file sits on tmpfs or ramfs. The backing file's path is whatever whoever
 * set the loop up chose, so this is for what the user is shown and for tests that run as the user;
 * the privileged helper asks the kernel through the open device instead (engine/targetprobe.h).
 */
bool isMemoryBackedByName(const QString &kernelName);

} // namespace Sektor::Catalog
