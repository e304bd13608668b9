// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QByteArray>

#include <optional>

#include <linux/nvme_ioctl.h>

namespace Sektor::Conditions {

/**
 * The NVMe admin command Get Log Page (opcode 02h) for the SMART/health log (identifier 02h) of the whole
 * controller (namespace FFFFFFFFh), 512 bytes into @p buffer: the only admin command Sektor sends. It reads and
 * changes nothing on the drive (retain asynchronous event is not set). @p buffer must hold NvmeHealthLogSize bytes.
 */
nvme_admin_cmd nvmeHealthLogCommand(void *buffer);

/**
 * Reads the SMART/health log page through NVME_IOCTL_ADMIN_CMD on @p fd, an opened NVMe namespace or partition
 * (the kernel sends admin commands to the namespace's controller). Needs CAP_SYS_ADMIN: the helper, or sektor-cli
 * run as root. nullopt, with errno set, when the ioctl fails or the drive reports an error status. Only call it on
 * a descriptor known to be an NVMe device: another driver may give the same ioctl number another meaning.
 */
std::optional<QByteArray> readNvmeHealthLogPage(int fd);

} // namespace Sektor::Conditions
