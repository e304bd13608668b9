// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/expected.h"
#include "model/selftest.h"

#include <QList>

#include <chrono>
#include <optional>

namespace Sektor {

/// How far a drive's running self-test is, as the drive reports it.
struct SelfTestProgress
{
    bool running = false; ///< False once the drive says no self-test is in progress.
    int percentDone = 0; ///< 0…100.
    /// The time left where the drive says it (ATA drives do not, through udisks; the Health Check then estimates it
    /// from the progress so far).
    std::optional<std::chrono::seconds> timeLeft;
};

/**
 * A drive's own self-tests, through whatever reaches them: NVMe admin commands on an opened descriptor
 * (health/nvmeselftest.h), or udisks2's Drive.Ata interface on the system bus (health/udisksselftest.h). The engine's
 * Health Check (engine/selftestsequence.h) drives one through a test and names no transport; tests drive it with a
 * fake. The interface is the engine's, below the Health library that implements it.
 *
 * Calls block for at most a few seconds each (a drive's or udisks' answer); none waits for the test to end.
 */
class SelfTestDriver
{
public:
    SelfTestDriver() = default;
    SelfTestDriver(const SelfTestDriver &) = delete;
    SelfTestDriver &operator=(const SelfTestDriver &) = delete;
    virtual ~SelfTestDriver() = default;

    /// The self-tests the drive offers; empty when it offers none.
    virtual QList<SelfTestType> offered() const = 0;
    /// The drive's own estimate of how long a test of @p type takes (NVMe: EDSTT for the extended test, at most two
    /// minutes for the short one by the specification); nullopt where it gives none.
    virtual std::optional<std::chrono::minutes> expectedDuration(SelfTestType type) const = 0;
    /// Starts a self-test of @p type; an error when the drive or udisks refuses (another test runs, not offered).
    virtual Error start(SelfTestType type) = 0;
    /// Asks the drive how far its self-test is.
    virtual Expected<SelfTestProgress> progress() = 0;
    /// Aborts the drive's running self-test (NVMe: Device Self-test with code Fh; udisks: SmartSelftestAbort).
    virtual Error abort() = 0;
    /// The drive's self-test log, newest first (NVMe: log page 06h). Through udisks only the last test's result is
    /// known: one entry, of the type last started, without an LBA or power-on hours.
    virtual Expected<SelfTestLog> log() = 0;
    /// The drive's warning temperature in m°C (NVMe: WCTEMP), 0 when it gives none.
    virtual int warningTemperatureMilliCelsius() const { return 0; }
};

} // namespace Sektor
