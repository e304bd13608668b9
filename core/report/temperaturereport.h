// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/caveats.h"
#include "model/results.h"

#include <QStringList>

namespace Sektor {

/**
 * What a drive's temperature says about a run, as sentences: before, highest during and after; whether it reached
 * the drive's warning threshold; and each test in which it warmed by WarmingMilliCelsius while its rate fell by
 * RateFallShare (not a sustained write, whose rate falls when its cache fills). Empty without readings.
 */
QStringList temperatureNotes(const RunResult &result, const MeasuredDrive &drive, Wording wording);

/// "38 °C before, 61 °C at most, 55 °C after" for captions and tables; empty without readings.
QString temperatureSummary(const DriveTemperature &temperature, Wording wording = Wording::Translated);

} // namespace Sektor
