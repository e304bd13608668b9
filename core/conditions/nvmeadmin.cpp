// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "conditions/nvmeadmin.h"
#include "conditions/nvmehealthlog.h"

#include <cerrno>
#include <cstdint>
#include <sys/ioctl.h>

namespace Sektor::Conditions {

namespace {
constexpr std::uint8_t GetLogPage = 0x02;
constexpr std::uint32_t HealthLog = 0x02;
constexpr std::uint32_t AllNamespaces = 0xFFFF'FFFF;
// Bounded: a drive that does not answer holds the caller at most this long (the kernel's default is 60 s).
constexpr std::uint32_t TimeoutMs = 5000;
} // namespace

nvme_admin_cmd nvmeHealthLogCommand(void *buffer)
{
    nvme_admin_cmd cmd {};
    cmd.opcode = GetLogPage;
    cmd.nsid = AllNamespaces;
    cmd.addr = reinterpret_cast<std::uintptr_t>(buffer);
    cmd.data_len = std::uint32_t(NvmeHealthLogSize);
    // Command dword 10: the number of dwords to read less one (bits 31:16), the log identifier (bits 7:0).
    const std::uint32_t dwordsLessOne = std::uint32_t(NvmeHealthLogSize / 4 - 1);
    cmd.cdw10 = (dwordsLessOne << 16) | HealthLog;
    cmd.timeout_ms = TimeoutMs;
    return cmd;
}

std::optional<QByteArray> readNvmeHealthLogPage(int fd)
{
    QByteArray page(NvmeHealthLogSize, '\0');
    nvme_admin_cmd cmd = nvmeHealthLogCommand(page.data());
    const int status = submitNvmeAdminCommand(fd, cmd);
    if (status < 0)
        return std::nullopt;
    if (status > 0) { // the drive's NVMe status code: the command failed on the drive
        errno = EIO;
        return std::nullopt;
    }
    return page;
}

int submitNvmeAdminCommand(int fd, nvme_admin_cmd &cmd)
{
    return ::ioctl(fd, NVME_IOCTL_ADMIN_CMD, &cmd);
}

unsigned nvmeNamespaceId(int fd)
{
    const int id = ::ioctl(fd, NVME_IOCTL_ID);
    return id > 0 ? unsigned(id) : 0;
}

} // namespace Sektor::Conditions
