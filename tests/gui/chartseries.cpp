// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "chartseries.h"

#include <QAreaSeries>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QXYSeries>

namespace Sektor::Test {

const QBarSet *barSet(QChart *chart, const QString &name)
{
    for (QAbstractSeries *s : chart->series()) {
        if (auto *bars = qobject_cast<QBarSeries *>(s)) {
            for (const QBarSet *set : bars->barSets()) {
                if (set->label() == name)
                    return set;
            }
        }
    }
    return nullptr;
}

const QXYSeries *seriesNamed(QChart *chart, const QString &name)
{
    for (QAbstractSeries *s : chart->series()) {
        if (s->name() == name)
            return qobject_cast<QXYSeries *>(s);
    }
    return nullptr;
}

const QAreaSeries *badAreas(QChart *chart)
{
    for (QAbstractSeries *s : chart->series()) {
        if (auto *area = qobject_cast<QAreaSeries *>(s))
            return area;
    }
    return nullptr;
}

} // namespace Sektor::Test
