// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/kindheadline.h"
#include "report/unitformat.h"

#include <QCoreApplication>

namespace Sektor {

QString headlineValueText(const KindHeadline &headline, const QLocale &locale)
{
    return locale.toString(headline.value, 'f', 2);
}

QString headlineUnitLabel(KindHeadline::Unit unit)
{
    if (unit == KindHeadline::Unit::Milliseconds)
        return QCoreApplication::translate("Sektor::Units", "ms");
    return unitLabel(DisplayUnit::MegabytesPerSecond);
}

QString headlineTitle(const KindHeadline &headline)
{
    QString title = headline.label;
    if (!title.isEmpty())
        title[0] = title.at(0).toUpper();
    return title;
}

QString headlineTextLine(const KindHeadline &headline)
{
    const char *unit = headline.unit == KindHeadline::Unit::Milliseconds ? "ms" : "MB/s";
    return QString::asprintf("  Headline:      %.3f %s, ", headline.value, unit) + headline.label + QLatin1Char('\n');
}

} // namespace Sektor
