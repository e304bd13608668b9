// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

class QAreaSeries;
class QBarSet;
class QChart;
class QXYSeries;

namespace Sektor::Test {

/// Where ChartsPage::charts() holds the verify's chart and the small-files test's two (the page's own order).
inline constexpr int VerifyChartIndex = 8;
inline constexpr int SmallFilesRateChartIndex = 9;
inline constexpr int SmallFilesLatencyChartIndex = 10;

/// The bar set named @p name in @p chart's bar series; null when none.
const QBarSet *barSet(QChart *chart, const QString &name);

/// The line or scatter series named @p name in @p chart; null when none.
const QXYSeries *seriesNamed(QChart *chart, const QString &name);

/// The shaded bad areas of a verify's chart; null when it shades none.
const QAreaSeries *badAreas(QChart *chart);

} // namespace Sektor::Test
