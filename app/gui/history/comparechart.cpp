// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/history/comparechart.h"
#include "gui/charts/chartstyle.h"

#include "history/comparisontext.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>
#include <QValueAxis>

#include <algorithm>

namespace Sektor::Gui {

CompareChart::CompareChart(QWidget *parent)
    : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(320, 240);
}

void CompareChart::setComparison(const History::RunComparison &comparison, const QStringList &labels, DisplayUnit unit)
{
    QChart *c = chart();
    c->removeAllSeries();
    // removeAxis() hands the axis back to us rather than deleting it.
    for (QAbstractAxis *axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    m_values.clear();

    // Test names on the side have room; below the bars they get cut. Bottom-up: the first test on top.
    auto *series = new QHorizontalBarSeries;
    QStringList categories;
    for (auto t = comparison.tests.crbegin(); t != comparison.tests.crend(); ++t)
        categories << History::comparedTestName(*t);
    double highest = 0;
    for (qsizetype run = 0; run < labels.size(); ++run) {
        auto *set = new QBarSet(labels.at(run));
        set->setColor(seriesColor(int(run)));
        QList<double> values;
        for (const History::ComparedTest &t : comparison.tests) {
            const History::ComparedFigures &f = t.runs.value(run);
            values << (f.measured ? f.in(unit) : 0.0); // a test the run did not have draws no bar
        }
        if (!values.isEmpty()) // runs without block tests (small files) have no bars
            highest = std::max(highest, *std::max_element(values.cbegin(), values.cend()));
        m_values << values;
        std::reverse(values.begin(), values.end());
        set->append(values);
        series->append(set);
    }
    c->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    c->addAxis(x, Qt::AlignLeft);
    series->attachAxis(x);
    QValueAxis *y = valueAxis(unitLabel(unit));
    y->setRange(0, highest > 0 ? highest * 1.1 : 1);
    c->addAxis(y, Qt::AlignBottom);
    series->attachAxis(y);
    c->legend()->setVisible(true);
    c->legend()->setAlignment(Qt::AlignTop);
    styleChart(c, palette());
}

} // namespace Sektor::Gui
