// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "conditions/atapassthrough.h"

#include <QByteArray>
#include <QList>

#include <cstdint>
#include <memory>
#include <vector>

namespace Sektor::Test {

/// An attribute of a simulated drive's SMART data: its id, normalized value, raw value and threshold.
struct AtaAttribute
{
    std::uint8_t id;
    std::uint8_t value;
    std::uint64_t raw;
    std::uint8_t threshold;
};

/// SMART pages as ATA8-ACS lays them out, with their checksums: what the fake drive answers, for parser tests too.
QByteArray ataIdentifyPage(bool smartSupported, bool smartEnabled);
QByteArray ataSmartDataPage(const QList<AtaAttribute> &attributes,
                            std::uint8_t executionStatus = 0,
                            std::uint8_t capability = 0x19,
                            std::uint8_t shortMinutes = 2,
                            std::uint8_t extendedMinutes = 54);
QByteArray ataThresholdPage(const QList<AtaAttribute> &attributes);
/// Seals byte 511 so that the 512 bytes sum to 0 modulo 256.
void sealAtaChecksum(QByteArray &page);

/**
 * A SATA drive behind ATA PASS-THROUGH, as QEMU's IDE SMART and real drives answer: IDENTIFY DEVICE, SMART READ
 * DATA and THRESHOLDS, RETURN STATUS, and self-tests that run for a number of SMART READ DATA polls, then log their
 * result (the newest of 21 descriptors). Every command is recorded; any other is refused (ABRT), as a drive does.
 */
class FakeAtaDrive
{
public:
    FakeAtaDrive();

    /// A transport to it (shared state: the drive outlives none of its transports' commands in a test).
    std::unique_ptr<Conditions::AtaTransport> transport();

    struct Command
    {
        std::uint8_t command;
        std::uint8_t features;
        std::uint8_t lbaLow;
    };
    const std::vector<Command> &received() const;

    bool passesThrough = true; ///< False: a SCSI disk, ILLEGAL REQUEST to everything.
    bool smartEnabled = true;
    bool exceeded = false; ///< RETURN STATUS says a threshold is exceeded.
    bool selfTests = true;
    QList<AtaAttribute> attributes;
    int pollsToFinish = 2; ///< SMART READ DATA reads a started test runs for.
    std::uint8_t resultStatus = 0; ///< The logged result (bits 7:4 of the execution status): 0 passed, 7 read failure.
    std::uint32_t failingLba = 0xFFFF'FFFF;
    bool runningAtStart = false; ///< Someone else's test runs when the check begins.

private:
    struct State;
    std::shared_ptr<State> m_state;
    friend class FakeAtaTransport;
};

} // namespace Sektor::Test
