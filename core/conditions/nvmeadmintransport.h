// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/uniquefd.h"

#include <linux/nvme_ioctl.h>

namespace Sektor::Conditions {

/// How the drive (or the kernel before it) answered an admin command.
struct NvmeAdminAnswer
{
    int status = 0; ///< The drive's NVMe status (Status Code Type and Status Code, nvmeStatus()); 0: success.
    int error = 0; ///< errno when the kernel refused the command (EACCES, EPERM without CAP_SYS_ADMIN); 0: sent.

    bool ok() const { return status == 0 && error == 0; }
};

/**
 * Where NVMe admin commands go: the drive behind an opened descriptor (IoctlNvmeAdminTransport), or a simulated
 * drive in the tests. Its user builds the commands (nvmeselftestcommands.h) and reads their answers; a command's
 * data buffer is filled on success only.
 */
class NvmeAdminTransport
{
public:
    NvmeAdminTransport() = default;
    NvmeAdminTransport(const NvmeAdminTransport &) = delete;
    NvmeAdminTransport &operator=(const NvmeAdminTransport &) = delete;
    virtual ~NvmeAdminTransport() = default;

    virtual NvmeAdminAnswer submit(nvme_admin_cmd &cmd) = 0;
    /// The NSID of the namespace the descriptor opened, 0 when none: a self-test is sent to it alone.
    virtual unsigned namespaceId() const = 0;
};

/// The admin commands through NVME_IOCTL_ADMIN_CMD on a descriptor of its own (submitNvmeAdminCommand()): only ever
/// made for a device sysfs says is an NVMe drive.
class IoctlNvmeAdminTransport : public NvmeAdminTransport
{
public:
    explicit IoctlNvmeAdminTransport(UniqueFd device);

    NvmeAdminAnswer submit(nvme_admin_cmd &cmd) override;
    unsigned namespaceId() const override;

private:
    UniqueFd m_device;
};

} // namespace Sektor::Conditions
