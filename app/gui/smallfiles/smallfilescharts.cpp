// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/smallfiles/smallfilescharts.h"
#include "gui/charts/chartstyle.h"
#include "gui/smallfiles/smallfilesfigures.h"

#include "model/units.h"
#include "report/kinds/smallfilesreport.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLogValueAxis>

#include <algorithm>
#include <cmath>
#include <functional>

namespace Sektor::Gui {

namespace {
/// One bar set per order (and per value of @p valueOf) over the operations; the category axis at the bottom. Returns
/// the smallest value above zero and the largest, for the value axis.
std::pair<double, double>
addPhaseBars(QChart *chart,
             QBarSeries *series,
             const SmallFilesResult &files,
             const QList<std::pair<QString, std::function<double(const FilePhaseResult &)>>> &values)
{
    double low = 0;
    double high = 0;
    for (int o = 0; o < int(std::size(FileOrders)); ++o) {
        const FileOrder order = FileOrders[o];
        // An order keeps its colour in both charts; its second value (p99) in a lighter shade of it.
        QColor colour = seriesColor(o);
        for (const auto &[name, valueOf] : values) {
            auto *set = new QBarSet(name.isEmpty() ? fileOrderName(order)
                                                   : QStringLiteral("%1 %2").arg(fileOrderName(order), name));
            set->setColor(colour);
            set->setBorderColor(colour);
            colour = colour.lighter(150);
            for (FileOperation operation : FileOperations) {
                const FilePhaseResult *phase = files.phase(order, operation);
                const double v = phase ? valueOf(*phase) : 0;
                high = std::max(high, v);
                if (v > 0)
                    low = low > 0 ? std::min(low, v) : v;
                *set << v;
            }
            series->append(set);
        }
    }
    chart->addSeries(series);
    auto *categories = new QBarCategoryAxis;
    for (FileOperation operation : FileOperations)
        categories->append(fileOperationName(operation, files.fileBytes));
    chart->addAxis(categories, Qt::AlignBottom);
    series->attachAxis(categories);
    return {low, high};
}
} // namespace

SmallFilesRateChart::SmallFilesRateChart(QWidget *parent)
    : ResultChart(parent)
{
    setResult({});
}

QString SmallFilesRateChart::title() const
{
    return tr("Files per second");
}

bool SmallFilesRateChart::build(QChart *chart)
{
    const SmallFilesResult *files = smallFilesOf(result());
    if (!files)
        return false;
    auto *series = new QBarSeries;
    // Whole files per second from 100 on, as the table shows them: "3,207", not "3,206.87".
    const auto shown = [](const FilePhaseResult &p) {
        const double rate = p.filesPerSecond();
        return rate < 100 ? rate : std::round(rate);
    };
    const auto [low, high] = addPhaseBars(chart, series, *files, {{QString(), shown}});
    series->setBarWidth(0.9); // two figures side by side fit over their bars
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series->setLabelsFormat(QStringLiteral("@value"));
    series->setLabelsPrecision(6); // whole files per second up to 999,999
    for (QBarSet *set : series->barSets())
        set->setLabelColor(palette().color(QPalette::WindowText));
    // Room above the tallest bar for its figure: a quarter more on a linear scale, half a decade on a log one.
    QAbstractAxis *y = throughputAxis(tr("Files per second"), logScale(), low, logScale() ? high * 3 : high * 1.25);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    return true;
}

SmallFilesLatencyChart::SmallFilesLatencyChart(QWidget *parent)
    : ResultChart(parent)
{
    setResult({});
}

QString SmallFilesLatencyChart::title() const
{
    return tr("Latency per file");
}

bool SmallFilesLatencyChart::build(QChart *chart)
{
    const SmallFilesResult *files = smallFilesOf(result());
    if (!files)
        return false;
    const auto percentileUs = [](double percentile) {
        return [percentile](const FilePhaseResult &p) {
            return double(p.latency.percentile(percentile)) / double(NsPerUs);
        };
    };
    auto *series = new QBarSeries;
    const auto [low, high]
        = addPhaseBars(chart, series, *files, {{tr("p50"), percentileUs(50)}, {tr("p99"), percentileUs(99)}});
    if (high <= 0)
        return false;
    QLogValueAxis *y = logAxis(tr("Latency [%1]").arg(QStringLiteral("µs")), low, high);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(y);
    return true;
}

} // namespace Sektor::Gui
