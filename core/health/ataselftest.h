// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "conditions/atapassthrough.h"
#include "conditions/ataselftestlog.h"
#include "engine/selftestdriver.h"

#include <functional>
#include <memory>

namespace Sektor::Health {

/**
 * A SATA drive's own self-tests through ATA commands passed through (ATA8-ACS SMART): EXECUTE OFF-LINE IMMEDIATE to
 * start a short, extended or conveyance test in the background (never the captive forms, which hold the drive) and
 * to abort it (127), SMART READ DATA for its progress, SMART READ LOG 06h for the results. What smartctl -t sends;
 * udisks is not needed. The test runs on the drive: nothing here waits for it.
 */
class AtaSelfTestDriver : public SelfTestDriver
{
public:
    AtaSelfTestDriver(std::unique_ptr<Conditions::AtaTransport> transport, Conditions::AtaSelfTestFacts facts);

    QList<SelfTestType> offered() const override;
    /// The drive's recommended polling time for the test, where it gives one.
    std::optional<std::chrono::minutes> expectedDuration(SelfTestType type) const override;
    /// InvalidArgument for a test the drive does not offer, IoError when it refuses (ABRT).
    Error start(SelfTestType type) override;
    /// From the execution status (SMART data byte 363): tenths left, no time (the Health Check estimates it).
    Expected<SelfTestProgress> progress() override;
    Error abort() override;
    Expected<SelfTestLog> log() override;

private:
    Error execute(std::uint8_t test, const char *what);
    Expected<QByteArray> smartData();

    std::unique_ptr<Conditions::AtaTransport> m_transport;
    Conditions::AtaSelfTestFacts m_facts;
};

/// Makes the transport on the duplicate of a device's descriptor: SG_IO's, or a simulated drive's in tests.
using AtaTransportMaker = std::function<std::unique_ptr<Conditions::AtaTransport>(UniqueFd device)>;

/**
 * The ATA self-test driver on an opened device (the helper's descriptor of the authorized run, or sektor-cli's as
 * root), when @p ata (its disk's health channel is ATA PASS-THROUGH) and the drive says it has self-tests with SMART
 * on: IDENTIFY DEVICE and SMART READ DATA, both read. Null when any of that is not so, or the kernel refuses
 * (CAP_SYS_RAWIO): the caller may try udisks then. No descriptor is kept for a device that is not ATA.
 */
std::unique_ptr<SelfTestDriver> ataSelfTestDriverFor(int device, bool ata, const AtaTransportMaker &transportOn = {});

} // namespace Sektor::Health
