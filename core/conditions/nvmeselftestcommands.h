// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <cstdint>

#include <linux/nvme_ioctl.h>

namespace Sektor::Conditions {

/**
 * The NVMe admin commands of a drive's self-tests (NVMe base specification 2.0, "Device Self-test command",
 * "Identify", "Get Log Page"), built as the drive reads them and sent by whoever holds an opened NVMe device
 * (health/nvmeadmintransport.h). Pure functions: every byte is checked in conditions.NvmeSelfTestCommands.
 */

/// The Self-test Code (STC, command dword 10 bits 3:0) of a Device Self-test command.
enum class NvmeSelfTestCode : std::uint8_t {
    Short = 0x1,
    Extended = 0x2,
    Abort = 0xf, ///< Stops the self-test in progress; completes successfully when none is.
};

/// The size of the Identify Controller data structure (CNS 01h).
inline constexpr std::uint32_t NvmeIdentifySize = 4096;

/// The NVMe status a command completed with (the kernel returns it from NVME_IOCTL_ADMIN_CMD): type and code.
inline constexpr int nvmeStatus(int type, int code)
{
    return (type << 8) | code;
}
/// Status Code Type 1h (command specific), Status Code 1Dh: "Device Self-test in Progress" (one at a time).
inline constexpr int NvmeSelfTestInProgress = nvmeStatus(0x1, 0x1d);
/// The status fields the kernel returns: Status Code (bits 7:0) and Status Code Type (bits 10:8); above them More
/// and Do Not Retry, which say nothing of what failed.
inline constexpr int NvmeStatusMask = 0x7ff;

/**
 * Device Self-test (opcode 14h) for the controller and the namespace @p nsid: the short or extended test reads the
 * media behind that namespace alone, the one whose device was opened and authorized. Never all namespaces (NSID
 * FFFFFFFFh): a right to one namespace must not test another's media. It moves no data and changes nothing on the
 * media; the drive runs the test in the background and answers at once. The abort (code Fh) ends whatever self-test
 * runs, whichever namespace it tests: it is only sent for a test this command started.
 */
nvme_admin_cmd nvmeDeviceSelfTestCommand(NvmeSelfTestCode code, std::uint32_t nsid);

/// Get Log Page (opcode 02h) of the Device Self-test log (identifier 06h): 564 bytes (141 dwords) into @p buffer.
nvme_admin_cmd nvmeSelfTestLogCommand(void *buffer);

/// Identify (opcode 06h) of the controller (CNS 01h, NSID 0): NvmeIdentifySize bytes into @p buffer.
nvme_admin_cmd nvmeIdentifyControllerCommand(void *buffer);

} // namespace Sektor::Conditions
