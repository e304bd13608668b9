// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "conditions/nvmeadmintransport.h"

#include <QList>

#include <cstdint>
#include <memory>
#include <optional>

namespace Sektor::Test {

/**
 * A simulated NVMe drive behind the admin transport, answering as the NVMe base specification 2.0 says: Identify
 * Controller (with or without Device Self-test in OACS), Device Self-test (short, extended, abort with code Fh;
 * "Device Self-test in Progress" for a second one), and the Device Self-test log (06h). A started test advances
 * with each read of the log and ends as scripted; every command received is recorded. Shared state, so that a test
 * keeps a handle on the drive after the transport went into a driver (transport()).
 */
class FakeNvmeDrive
{
public:
    struct Options
    {
        bool selfTests = true; ///< OACS bit 4.
        int extendedMinutes = 12; ///< EDSTT.
        int warningKelvin = 343; ///< WCTEMP: 70 °C.
        int refuseWithErrno = 0; ///< Every command refused by the kernel with this errno (EACCES: not root).
        int logReadsPerTest = 4; ///< A test is done at the 4th read of the log: 25 %, 50 %, 75 %, then its result.
        unsigned namespaceId = 1; ///< What NVME_IOCTL_ID says of the opened device; 0: no namespace.
    };
    /// How the next test ends: its result code (0h passed, 7h a failed segment…), segment and failing LBA.
    struct Ending
    {
        int result = 0x0;
        int segment = 0;
        std::optional<std::uint64_t> lba;
    };

    explicit FakeNvmeDrive(Options options);
    FakeNvmeDrive()
        : FakeNvmeDrive(Options {})
    { }

    /// A transport to this drive (any number; they share it).
    std::unique_ptr<Conditions::NvmeAdminTransport> transport();

    void endNextTestWith(Ending ending);
    /// A test another program started before (the drive refuses a second one).
    void startedElsewhere(int code);

    /// Every command in the order received, as sent (the data address is the caller's).
    const QList<nvme_admin_cmd> &received() const;
    /// The self-test codes of the Device Self-test commands received (1h short, 2h extended, Fh abort).
    QList<int> selfTestCodes() const;

    struct State; ///< The simulated drive (fakenvmedrive.cpp), shared with its transports.

private:
    std::shared_ptr<State> m_state;
};

} // namespace Sektor::Test
