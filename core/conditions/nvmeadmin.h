// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QByteArray>

#include <optional>

#include <linux/nvme_ioctl.h>

namespace Sektor::Conditions {

/**
 * The NVMe admin command Get Log Page (opcode 02h) for the SMART/health log (identifier 02h) of the whole
 * controller (namespace FFFFFFFFh), 512 bytes into @p buffer. It reads and changes nothing on the drive (retain
 * asynchronous event is not set). @p buffer must hold NvmeHealthLogSize bytes. The other admin commands Sektor sends,
 * those of a drive's self-tests, are built in nvmeselftestcommands.h and sent through submitNvmeAdminCommand().
 */
nvme_admin_cmd nvmeHealthLogCommand(void *buffer);

/**
 * Reads the SMART/health log page through NVME_IOCTL_ADMIN_CMD on @p fd, an opened NVMe namespace or partition
 * (the kernel sends admin commands to the namespace's controller). Needs CAP_SYS_ADMIN: the helper, or sektor-cli
 * run as root. nullopt, with errno set, when the ioctl fails or the drive reports an error status. Only call it on
 * a descriptor known to be an NVMe device: another driver may give the same ioctl number another meaning.
 */
std::optional<QByteArray> readNvmeHealthLogPage(int fd);

/**
 * Sends @p cmd through NVME_IOCTL_ADMIN_CMD on @p fd (the one place Sektor does): the drive's NVMe status (0:
 * success; Status Code Type and Status Code, see nvmeStatus()), or -1 with errno set when the kernel refused it
 * (EACCES or EPERM without CAP_SYS_ADMIN, ENOTTY from a driver that is not NVMe). The same rules as above: only on a
 * descriptor known to be an NVMe device.
 */
int submitNvmeAdminCommand(int fd, nvme_admin_cmd &cmd);

/// The namespace ID (NSID) of the NVMe namespace opened as @p fd (NVME_IOCTL_ID), 0 when the kernel gives none. The
/// same rules as above.
unsigned nvmeNamespaceId(int fd);

} // namespace Sektor::Conditions
