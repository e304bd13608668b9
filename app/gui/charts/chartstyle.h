// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QColor>
#include <QPen>
#include <QString>

class QAbstractAxis;
class QChart;
class QPalette;
class QLogValueAxis;
class QValueAxis;

namespace Sektor::Gui {

/// Colours, fonts and axes of every chart from the palette, so charts follow light and dark themes.
/// Call after the series are added: charts with many series get their legend on the right, where names fit.
void styleChart(QChart *chart, const QPalette &palette);
/// The colour of a mode: read blue, write orange, mix green (readable on light and dark backgrounds).
QColor modeColor(IoMode mode);
/// Distinct colours for the i-th series of a chart with many (one per test).
QColor seriesColor(int index);
/**
 * The pen of one test's line in charts with a line per test and mode: the row's colour, solid for
 * reads, dashed for writes, dotted for mixes, so a row's lines pair up and colours never run out
 * at 8 lines.
 */
QPen testLinePen(int row, IoMode mode);

/// Puts @p x at the bottom and @p y on the left of @p chart and attaches every series in it to both.
void attachAxes(QChart *chart, QAbstractAxis *x, QAbstractAxis *y);
/// False for the short remainder at the end of a window: a few ms of I/O would plot as a spike.
bool isChartSample(const Sample &sample);
/// A value axis starting at 0 with a title ("Throughput [MB/s]") and locale-formatted labels.
QValueAxis *valueAxis(const QString &title);
/// The position axis of the surface charts: 0 to @p endGigabytes (the device's end), ticks at round steps from 0
/// (1, 2 or 5 times a power of ten) so a 1000.2 GB drive reads 0, 250, 500, 750, 1000 rather than 250.1, 500.1.
QValueAxis *positionAxis(const QString &title, double endGigabytes);
/// A base-10 log axis from the decade at or below @p low to the decade above @p high (both > 0),
/// with whole-number labels and a title.
QLogValueAxis *logAxis(const QString &title, double low, double high);
/**
 * The throughput axis of a chart: linear from 0, or logarithmic over the decades of the values
 * when @p logScale. @p low is the smallest value above zero, @p high the largest.
 */
QAbstractAxis *throughputAxis(const QString &title, bool logScale, double low, double high);

} // namespace Sektor::Gui
