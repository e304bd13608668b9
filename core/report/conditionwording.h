// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/caveats.h"

#include <QString>

namespace Sektor {

/// The words the conditions' sentences share (report/conditionsreport, report/temperaturereport).
namespace ConditionWording {

/// A "Sektor::Conditions" sentence in the reader's language, or as written for shared texts.
QString say(const char *text, Wording wording);
/// "1,969 MB/s" (English digit groups in shared texts, the locale's otherwise).
QString megabytes(double bytesPerSecond, Wording wording);
/// "38 °C", rounded to whole degrees.
QString celsius(int milliCelsius, Wording wording);

} // namespace ConditionWording

} // namespace Sektor
