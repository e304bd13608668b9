// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "conditions/nvmeselftestcommands.h"
#include "conditions/nvmeselftestlog.h"

namespace Sektor::Conditions {

namespace {
constexpr std::uint8_t GetLogPage = 0x02;
constexpr std::uint8_t Identify = 0x06;
constexpr std::uint8_t DeviceSelfTest = 0x14;
constexpr std::uint32_t SelfTestLog = 0x06;
constexpr std::uint32_t IdentifyController = 0x01; // CNS
constexpr std::uint32_t AllNamespaces = 0xFFFF'FFFF;
constexpr std::uint32_t NoNamespace = 0; // Identify Controller names none
// Bounded as the health log's read: a drive that does not answer holds the caller at most this long.
constexpr std::uint32_t TimeoutMs = 5000;

nvme_admin_cmd reading(std::uint8_t opcode, std::uint32_t nsid, void *buffer, std::uint32_t size)
{
    nvme_admin_cmd cmd {};
    cmd.opcode = opcode;
    cmd.nsid = nsid;
    cmd.addr = reinterpret_cast<std::uintptr_t>(buffer);
    cmd.data_len = size;
    cmd.timeout_ms = TimeoutMs;
    return cmd;
}
} // namespace

nvme_admin_cmd nvmeDeviceSelfTestCommand(NvmeSelfTestCode code, std::uint32_t nsid)
{
    nvme_admin_cmd cmd {};
    cmd.opcode = DeviceSelfTest;
    cmd.nsid = nsid;
    cmd.cdw10 = std::uint32_t(code); // bits 3:0; the rest is reserved
    cmd.timeout_ms = TimeoutMs;
    return cmd;
}

nvme_admin_cmd nvmeSelfTestLogCommand(void *buffer)
{
    nvme_admin_cmd cmd = reading(GetLogPage, AllNamespaces, buffer, std::uint32_t(NvmeSelfTestLogSize));
    // Command dword 10: the number of dwords to read less one (NUMDL, bits 31:16), the log identifier (bits 7:0).
    const std::uint32_t dwordsLessOne = std::uint32_t(NvmeSelfTestLogSize / 4 - 1);
    cmd.cdw10 = (dwordsLessOne << 16) | SelfTestLog;
    return cmd;
}

nvme_admin_cmd nvmeIdentifyControllerCommand(void *buffer)
{
    nvme_admin_cmd cmd = reading(Identify, NoNamespace, buffer, NvmeIdentifySize);
    cmd.cdw10 = IdentifyController;
    return cmd;
}

} // namespace Sektor::Conditions
