// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/uniquefd.h"

#include <QByteArray>

#include <array>
#include <cstdint>

namespace Sektor::Conditions {

/// An ATA command's registers (28-bit: what SMART and IDENTIFY DEVICE use).
struct AtaRegisters
{
    std::uint8_t command = 0;
    std::uint8_t features = 0; ///< The error register in an answer.
    std::uint8_t count = 0;
    std::uint8_t lbaLow = 0;
    std::uint8_t lbaMid = 0;
    std::uint8_t lbaHigh = 0;
    std::uint8_t device = 0;
    std::uint8_t status = 0; ///< Only in an answer.
};

/// How the drive (or the kernel, or a bridge before it) answered a command.
struct AtaAnswer
{
    int error = 0; ///< errno when the kernel refused to send it (EPERM without CAP_SYS_RAWIO); 0: sent.
    bool passedThrough = false; ///< The device runs ATA PASS-THROUGH: an ATA drive (libata, or a SAT bridge).
    bool failed = false; ///< Sent, and the drive (or bridge) reported an error.
    bool registersKnown = false; ///< The answer holds the drive's registers (asked for with checkCondition).
    AtaRegisters registers;

    bool ok() const { return error == 0 && passedThrough && !failed; }
};

/// What the kernel and the device gave back for one ATA PASS-THROUGH command.
struct ScsiAnswer
{
    std::uint8_t status = 0; ///< SCSI status: 0 GOOD, 2 CHECK CONDITION.
    bool transportFailed = false; ///< The host adapter or driver gave up (host or driver status set).
    QByteArray sense;
};

/**
 * Decodes @p answer of an ATA PASS-THROUGH command: descriptor-format sense with the ATA Status Return descriptor
 * (SAT-4 12.2.2.6) and the fixed format libata gives when the device's D_SENSE is off (the registers in the
 * information and command-specific fields). "ATA pass-through information available" (ASC/ASCQ 00h/1Dh) is the
 * answer to a command sent with checkCondition, not an error; ILLEGAL REQUEST means the device does not pass ATA
 * commands through (a SCSI disk, a bridge that does not speak SAT).
 */
AtaAnswer decodeAtaAnswer(const ScsiAnswer &answer);

/**
 * Where ATA commands go: the drive behind an opened descriptor (SgIoAtaTransport), or a simulated drive in the
 * tests. What its users build is all it carries: IDENTIFY DEVICE and SMART (atasmart.h, health/ataselftest.h), of
 * which only a self-test's start and abort are not reads, and none writes data.
 */
class AtaTransport
{
public:
    AtaTransport() = default;
    AtaTransport(const AtaTransport &) = delete;
    AtaTransport &operator=(const AtaTransport &) = delete;
    virtual ~AtaTransport() = default;

    /// Sends @p command; with @p dataIn, a PIO data-in command of dataIn->size() bytes (a multiple of 512) that
    /// fills it. @p checkCondition asks for the drive's registers back (SMART RETURN STATUS answers in them).
    virtual AtaAnswer send(const AtaRegisters &command, QByteArray *dataIn, bool checkCondition) = 0;
};

/**
 * ATA commands as SCSI ATA PASS-THROUGH (16) through SG_IO on a descriptor of its own: what libata and SAT
 * bridges take, and what smartctl sends. The kernel allows it with CAP_SYS_RAWIO only (the helper, or sektor-cli
 * run as root). Each command is bounded to a few seconds, so a drive that does not answer holds nobody long.
 */
class SgIoAtaTransport : public AtaTransport
{
public:
    explicit SgIoAtaTransport(UniqueFd device);

    AtaAnswer send(const AtaRegisters &command, QByteArray *dataIn, bool checkCondition) override;

    /// The command descriptor block for @p command (public for the tests of its bytes).
    static std::array<std::uint8_t, 16> cdb(const AtaRegisters &command, qsizetype dataInBytes, bool checkCondition);

private:
    UniqueFd m_device;
};

} // namespace Sektor::Conditions
