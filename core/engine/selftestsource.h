// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/selftestdriver.h"
#include "engine/selftestsequence.h"

#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace Sektor {

/// The drive a Health Check asks a self-test driver for: the descriptor the run opened (NVMe admin commands go to
/// it, in the helper on the device it checked) and what sysfs says of the drive.
struct SelfTestDriverRequest
{
    int fd = -1;
    QString kernelName; ///< The whole drive: "nvme0n1", "sda".
    QString transport; ///< MeasuredDrive::transport: "nvme", "sata", "usb", "loop"…
};

/// A driver for the drive's self-tests, or why there is none.
struct SelfTestDriverChoice
{
    std::unique_ptr<SelfTestDriver> driver;
    SelfTestUnavailable unavailable = SelfTestUnavailable::NoSelfTests; ///< When driver is null.
};

using SelfTestDriverSource = std::function<SelfTestDriverChoice(const SelfTestDriverRequest &)>;

/**
 * Where the engine's Health Check gets its self-test drivers. The drivers talk to udisks2 over D-Bus and to NVMe
 * drives through admin commands, which the engine's library does not link: each program registers the Health
 * library's source once at its start (health/selftestdrivers.h), a test its fake. Set before any run starts.
 */
void setSelfTestDriverSource(SelfTestDriverSource source);

/// A driver for @p request from the registered source; nullopt when the program registered none (a bug, said as one).
std::optional<SelfTestDriverChoice> selfTestDriverFor(const SelfTestDriverRequest &request);

/// How long the Health Check waits for a drive (SelfTestTiming's defaults unless set: tests shorten it).
void setSelfTestTiming(const SelfTestTiming &timing);
SelfTestTiming selfTestTiming();

} // namespace Sektor
