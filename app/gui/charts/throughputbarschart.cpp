// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/charts/throughputbarschart.h"
#include "gui/charts/chartstyle.h"

#include "model/units.h"
#include "report/testgrid.h"
#include "report/unitformat.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalBarSeries>

namespace Sektor::Gui {

namespace {
constexpr qsizetype MaxLabelledBars = 12; // Default with Mix: 4 tests × 3 modes
}

ThroughputBarsChart::ThroughputBarsChart(QWidget *parent)
    : ResultChart(parent)
{
    setResult({});
}

QString ThroughputBarsChart::title() const
{
    return tr("Throughput per test");
}

bool ThroughputBarsChart::build(QChart *chart)
{
    const QList<TestResult> &tests = result().tests;
    const TestGrid grid = TestGrid::of(tests);
    // A test name per row needs a line of text: a long profile (a block-size sweep's 18 rows) makes the chart taller,
    // and the charts page scrolls, rather than eliding every name to "…".
    const int rowHeight = fontMetrics().height() * 2; // the axis elides a name taller than its category
    setMinimumHeight(std::max(MinimumHeight, int(grid.rows.size()) * rowHeight + 6 * fontMetrics().height()));
    if (grid.rows.isEmpty())
        return false;
    auto *series = new QHorizontalBarSeries; // test names on the side have room; below the bars they get cut
    double top = 0;
    double lowest = 0; // the smallest figure above zero, for the log scale
    for (int c = 0; c < grid.columns.size(); ++c) {
        auto *set = new QBarSet(ioModeDisplayName(grid.columns.at(c)));
        set->setColor(modeColor(grid.columns.at(c)));
        set->setBorderColor(modeColor(grid.columns.at(c)));
        for (int r = int(grid.rows.size()) - 1; r >= 0; --r) { // bottom-up: the first test on top
            const TestResult *t = grid.cell(tests, r, c);
            const double v = t ? t->stats.medianBytesPerSecond / BytesPerMB : 0;
            top = std::max(top, v);
            if (v > 0)
                lowest = lowest > 0 ? std::min(lowest, v) : v;
            *set << v;
        }
        series->append(set);
    }
    // Each bar's figure at its end: on a linear scale a 70 MB/s RND4K bar beside a 3500 MB/s SEQ one is a sliver.
    // Past a dozen bars (a QD sweep's 9 rows × 2 modes) they are thinner than a line of text and the figures
    // overprint each other; the grid has them, and the log scale keeps the short bars readable.
    series->setLabelsVisible(grid.rows.size() * grid.columns.size() <= MaxLabelledBars);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(4); // significant digits: "3512", "466", "60.67"
    for (QBarSet *set : series->barSets())
        set->setLabelColor(palette().color(QPalette::WindowText));
    chart->addSeries(series);
    auto *categories = new QBarCategoryAxis;
    for (auto spec = grid.rows.crbegin(); spec != grid.rows.crend(); ++spec)
        categories->append(spec->name());
    chart->addAxis(categories, Qt::AlignLeft);
    series->attachAxis(categories);
    // Room for the figure after the longest bar: a quarter more on a linear scale, half a decade on a log one.
    QAbstractAxis *y = throughputAxis(tr("Throughput [%1]").arg(unitLabel(DisplayUnit::MegabytesPerSecond)),
                                      logScale(),
                                      lowest,
                                      logScale() ? top * 3 : top * 1.25);
    chart->addAxis(y, Qt::AlignBottom);
    series->attachAxis(y);
    return true;
}

} // namespace Sektor::Gui
