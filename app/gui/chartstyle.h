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

/// False for the short remainder at the end of a window: a few ms of I/O would plot as a spike.
bool isChartSample(const Sample &sample);
/// A value axis starting at 0 with a title ("Throughput [MB/s]") and locale-formatted labels.
QValueAxis *valueAxis(const QString &title);

} // namespace Sektor::Gui
