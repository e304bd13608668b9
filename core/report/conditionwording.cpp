// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/conditionwording.h"
#include "model/units.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace Sektor::ConditionWording {

namespace {
QLocale localeFor(Wording wording)
{
    QLocale locale = wording == Wording::English ? QLocale::c() : QLocale();
    locale.setNumberOptions(QLocale::DefaultNumberOptions); // digit groups in the C locale too: "1,969 MB/s"
    return locale;
}
} // namespace

QString say(const char *text, Wording wording)
{
    return wording == Wording::English ? QString::fromUtf8(text)
                                       : QCoreApplication::translate("Sektor::Conditions", text);
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
