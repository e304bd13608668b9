// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/charts/chartstyle.h"

#include "model/units.h"

#include <QAbstractAxis>
#include <QAbstractSeries>
#include <QChart>
#include <QLegend>
#include <QLocale>
#include <QPalette>

#include <QLogValueAxis>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

#include <algorithm>
#include <cmath>

namespace Sektor::Gui {

void styleChart(QChart *chart, const QPalette &palette)
{
    const QColor text = palette.color(QPalette::WindowText);
    QColor grid = text;
    grid.setAlphaF(0.15);
    chart->setTheme(QChart::ChartThemeLight); // a known base; every colour that matters is set below
    chart->setLocale(QLocale()); // "0,5" and "1.000" on the axes in German and Portuguese
    chart->setLocalizeNumbers(true);
    chart->setBackgroundBrush(palette.color(QPalette::Base));
    chart->setBackgroundRoundness(4);
    chart->setTitleBrush(text);
    QFont title = chart->titleFont();
    title.setBold(true);
    chart->setTitleFont(title);
    chart->legend()->setLabelColor(text);
    // Line charts get line samples, not squares: the legend shows a write's dashes next to a
    // read's solid line. (Bars keep their filled squares.)
    const QList<QAbstractSeries *> series = chart->series();
    const bool lines = !series.isEmpty() && std::all_of(series.cbegin(), series.cend(), [](QAbstractSeries *s) {
        return s->type() == QAbstractSeries::SeriesTypeLine;
    });
    chart->legend()->setMarkerShape(lines ? QLegend::MarkerShapeFromSeries : QLegend::MarkerShapeRectangle);
    chart->legend()->setAlignment(chart->series().size() > 4 ? Qt::AlignRight : Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsBrush(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(grid);
        axis->setGridLineColor(grid);
        axis->setMinorGridLineColor(grid);
        QFont f = axis->titleFont();
        f.setBold(false);
        axis->setTitleFont(f);
    }
}

QColor modeColor(IoMode mode)
{
    switch (mode) {
    case IoMode::Read:
        return QColor(0x2e, 0x86, 0xde);
    case IoMode::Write:
        return QColor(0xe6, 0x7e, 0x22);
    case IoMode::Mix:
        return QColor(0x27, 0xae, 0x60);
    case IoMode::Rewrite:
        return QColor(0x8e, 0x44, 0xad);
    }
    return {};
}

QPen testLinePen(int row, IoMode mode)
{
    QPen pen(seriesColor(row), 2);
    switch (mode) {
    case IoMode::Read:
        pen.setStyle(Qt::SolidLine);
        break;
    case IoMode::Write:
        pen.setStyle(Qt::DashLine);
        break;
    case IoMode::Mix:
        pen.setStyle(Qt::DotLine);
        break;
    case IoMode::Rewrite:
        pen.setStyle(Qt::DashDotLine);
        break;
    }
    return pen;
}

QColor seriesColor(int index)
{
    static const QColor colors[] = {QColor(0x2e, 0x86, 0xde),
                                    QColor(0xe6, 0x7e, 0x22),
                                    QColor(0x27, 0xae, 0x60),
                                    QColor(0xc0, 0x39, 0x2b),
                                    QColor(0x8e, 0x44, 0xad),
                                    QColor(0x16, 0xa0, 0x85),
                                    QColor(0xd4, 0xac, 0x0d),
                                    QColor(0x7f, 0x8c, 0x8d),
                                    QColor(0xe8, 0x43, 0x93),
                                    QColor(0x8d, 0x6e, 0x63)}; // ten: a QD sweep's nine rows stay apart
    return colors[index % std::size(colors)];
}

void attachAxes(QChart *chart, QAbstractAxis *x, QAbstractAxis *y)
{
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *series : chart->series()) {
        series->attachAxis(x);
        series->attachAxis(y);
    }
}

bool isChartSample(const Sample &sample)
{
    return sample.intervalNs >= 50 * NsPerMs;
}

QValueAxis *valueAxis(const QString &title)
{
    auto *axis = new QValueAxis;
    axis->setTitleText(title);
    axis->setMin(0);
    axis->setLabelFormat(QStringLiteral("%.0f")); // "300000", never "3e+05"
    return axis;
}

QValueAxis *positionAxis(const QString &title, double endGigabytes)
{
    QValueAxis *axis = valueAxis(title);
    const double end = std::max(endGigabytes, 0.001);
    axis->setRange(0, end);
    // About four steps over the device, each a round number.
    const double rough = end / 4;
    const double power = std::pow(10.0, std::floor(std::log10(rough)));
    double step = power;
    for (double factor : {2.0, 2.5, 5.0, 10.0}) {
        if (step * 1.5 >= rough)
            break;
        step = power * factor;
    }
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    axis->setLabelFormat(step >= 1 ? QStringLiteral("%.0f") : QStringLiteral("%.2g"));
    return axis;
}

QLogValueAxis *logAxis(const QString &title, double low, double high)
{
    auto *axis = new QLogValueAxis;
    axis->setBase(10);
    axis->setTitleText(title);
    axis->setLabelFormat(QStringLiteral("%.0f"));
    axis->setMinorTickCount(8); // 2, 3, … 9 between decades: values can be read off
    axis->setRange(std::pow(10.0, std::floor(std::log10(low))), std::pow(10.0, std::ceil(std::log10(high * 1.01))));
    return axis;
}

QAbstractAxis *throughputAxis(const QString &title, bool logScale, double low, double high)
{
    if (logScale && low > 0 && high > 0) {
        // Below 1 MB/s labels would read "0"; a slower figure sits on the axis, as it does on a linear one.
        return logAxis(title, std::max(low, 1.0), std::max(high, 1.0));
    }
    QValueAxis *axis = valueAxis(title);
    axis->setRange(0, std::max(high, 1.0));
    axis->applyNiceNumbers();
    return axis;
}

} // namespace Sektor::Gui
