// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/selftest.h"

#include <QByteArrayView>

#include <optional>

namespace Sektor::Conditions {

/// What a SATA drive's SMART data says of its self-tests (ATA8-ACS, "Device SMART data structure").
struct AtaSelfTestFacts
{
    bool selfTests = false; ///< Byte 367 bit 4: short and extended self-tests.
    bool conveyance = false; ///< Byte 367 bit 5.
    int shortMinutes = 0; ///< The recommended polling times (bytes 372–376), 0 where the drive gives none.
    int extendedMinutes = 0;
    int conveyanceMinutes = 0;
};
/// The facts of @p smartData (SMART READ DATA's 512 bytes); nullopt for a short page or a wrong checksum.
std::optional<AtaSelfTestFacts> parseAtaSelfTestFacts(QByteArrayView smartData);

/// The self-test running now, from byte 363 of @p smartData (status Fh: in progress, the low nibble the tenths left).
struct AtaSelfTestExecution
{
    bool running = false;
    int percentDone = 0;
};
std::optional<AtaSelfTestExecution> parseAtaSelfTestExecution(QByteArrayView smartData);

/**
 * The SMART self-test log (log address 06h, 21 descriptors of 24 bytes, byte 508 the newest's index) as Sektor's
 * SelfTestLog, newest first: each test's type (from the subcommand that started it, offline or captive), its outcome
 * and the drive's status code (bits 7:4 of its execution status: 0 passed, 1–2 aborted or interrupted, 3–8 a
 * failure, the reserved codes unknown), the failing LBA a failure names, the power-on hours. The running test comes
 * from @p smartData. nullopt for short pages or a wrong checksum. The bytes are only read, never trusted as offsets.
 */
std::optional<SelfTestLog> parseAtaSelfTestLog(QByteArrayView logPage, QByteArrayView smartData);

} // namespace Sektor::Conditions
