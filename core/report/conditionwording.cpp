// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/conditionwording.h"
#include "model/units.h"

#include <QLocale>

#include <cmath>

namespace Sektor::ConditionWording {

QString say(const char *text, Wording wording)
{
    return worded("Sektor::Conditions", text, wording);
}

QString megabytes(double bytesPerSecond, Wording wording)
{
    return localeFor(wording).toString(bytesPerSecond / BytesPerMB, 'f', 0) + QLatin1String(" MB/s");
}

QString celsius(int milliCelsius, Wording wording)
{
    return localeFor(wording).toString(std::lround(milliCelsius / 1000.0)) + QStringLiteral(" °C");
}

} // namespace Sektor::ConditionWording
