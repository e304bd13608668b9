// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "conditions/nvmeadmintransport.h"
#include "conditions/nvmeidentify.h"
#include "engine/selftestdriver.h"

#include <functional>
#include <memory>

namespace Sektor::Health {

/**
 * An NVMe drive's own self-tests through admin commands (NVMe base specification 2.0): Device Self-test (14h) to
 * start a short or extended test and to abort it (code Fh), the Device Self-test log (Get Log Page 06h) for its
 * progress and results. The controller's Identify data, read once by nvmeSelfTestDriver(), gives the extended test's
 * time and the warning temperature. The test runs on the drive: nothing here waits for it.
 */
class NvmeSelfTestDriver : public SelfTestDriver
{
public:
    /// Tests sent to the namespace @p nsid (the transport's, whose device was opened and authorized), never to all.
    NvmeSelfTestDriver(std::unique_ptr<Conditions::NvmeAdminTransport> transport,
                       Conditions::NvmeSelfTestFacts facts,
                       std::uint32_t nsid);

    QList<SelfTestType> offered() const override;
    /// Short: two minutes, the most the specification allows it. Extended: EDSTT, where the drive gives it.
    std::optional<std::chrono::minutes> expectedDuration(SelfTestType type) const override;
    /// DeviceBusy when the drive runs a self-test already ("Device Self-test in Progress"), InvalidArgument for a type
    /// NVMe has not (conveyance), DeviceNeedsRoot without CAP_SYS_ADMIN, IoError for any other refusal.
    Error start(SelfTestType type) override;
    /// The drive's percentage done; NVMe reports no time left (the Health Check estimates it).
    Expected<SelfTestProgress> progress() override;
    Error abort() override;
    Expected<SelfTestLog> log() override;
    int warningTemperatureMilliCelsius() const override;

private:
    Error send(nvme_admin_cmd &cmd, const char *what);

    std::unique_ptr<Conditions::NvmeAdminTransport> m_transport;
    Conditions::NvmeSelfTestFacts m_facts;
    std::uint32_t m_nsid;
};

/// The NVMe self-test driver for a drive, or why there is none (the engine's SelfTestDriverChoice takes both fields
/// over as they are).
struct NvmeDriverChoice
{
    std::unique_ptr<SelfTestDriver> driver; ///< Null when unavailable.
    SelfTestUnavailable unavailable = SelfTestUnavailable::None;
};

/**
 * The NVMe self-test driver over @p transport once the controller's Identify data says it has self-tests (OACS bit 4):
 * NoSelfTests when it has none or does not answer, or when the descriptor is no namespace's (no NSID to test alone),
 * NeedsAdmin when the kernel refuses admin commands (EACCES, EPERM: not root).
 */
NvmeDriverChoice nvmeSelfTestDriver(std::unique_ptr<Conditions::NvmeAdminTransport> transport);

/// Makes the transport on the duplicate of a device's descriptor: the ioctl's, or a simulated drive's in tests.
using NvmeTransportMaker = std::function<std::unique_ptr<Conditions::NvmeAdminTransport>(UniqueFd device)>;

/**
 * The factory the Health Check uses on an opened device (the helper's descriptor of the authorized run, or
 * sektor-cli's as root): @p nvme whether sysfs says the device's disk is an NVMe drive. A device that is not NVMe gets
 * no descriptor, no transport and no command at all, and NoSelfTests; an NVMe drive gets the driver on a duplicate of
 * @p device (the caller keeps its own descriptor).
 */
NvmeDriverChoice nvmeSelfTestDriverFor(int device, bool nvme, const NvmeTransportMaker &transportOn = {});

} // namespace Sektor::Health
