// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include <QString>

#include <cstdint>
#include <sys/types.h>

namespace Sektor::TargetProbe {

/// Filesystem type of the mount holding a path ("ext4", "tmpfs"…), from /proc/self/mountinfo.
QString filesystemOf(const QString &path);

/// Kernel name of a block device ("loop3", "nvme0n1p2") from its device number, or empty.
QString blockDeviceName(dev_t device);

/// Whether the block device with this number is a partition of a disk (sysfs gives it a "partition" number).
bool isPartition(dev_t device);

/// The logical block size of the block device with this number (a partition asks its disk), or 0.
std::uint32_t logicalBlockSize(dev_t device);

/// Direct-I/O offset alignment the kernel reports for an open fd (statx STATX_DIOALIGN), or 0.
std::uint32_t directIoAlignment(int fd);

/**
 * True for block devices that live in RAM: zram, brd's ram*, and loop devices over files on
 * tmpfs or ramfs. With the device open (deviceFd), the loop device's backing is asked of the
 * kernel through it; the backing file's path, which whoever set the loop up chose, is looked at
 * only without one: for a directory test on a loop-mounted filesystem, which runs as the user
 * and never in the privileged helper.
 */
bool isMemoryBackedDevice(const QString &kernelName, int deviceFd = -1);

/**
 * True for the kernel's own filesystems (proc, sysfs, devpts, cgroup…): no drive is below them,
 * so a test there measures nothing (and their free space reads 0).
 */
bool isKernelFilesystem(const QString &fsType);

} // namespace Sektor::TargetProbe
