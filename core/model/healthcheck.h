// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/selftest.h"

namespace Sektor {

/**
 * What a Health Check found besides the drive's health, which the run records with every drive
 * (MeasuredDrive::healthBefore/After): the self-test it ran and the drive's self-test log. A TestResult's payload; the
 * verdict is not stored but decided from these and the health by model/healthverdict.h's rules, wherever it is shown,
 * so a result file read back says what the rules of the program reading it say.
 */
struct HealthCheckResult
{
    bool checked = false; ///< The check ran (an empty payload counts as none).
    SelfTestRun selfTest;
    bool logRead = false; ///< Whether the drive's self-test log could be read.
    SelfTestLog log;
    int warningTemperatureMilliCelsius = 0; ///< The drive's own warning temperature (NVMe WCTEMP), 0 unknown.

    static constexpr bool IsRunFigure = false;
    static constexpr bool OnlyWithFinalResult = false;
    bool isEmpty() const { return !checked; }
    bool operator==(const HealthCheckResult &) const = default;
};

} // namespace Sektor
