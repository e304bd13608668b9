// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "history/runcomparison.h"

#include <QChartView>

namespace Sektor::Gui {

/// Compared runs overlaid: a group of bars per test, one bar per run in the runs' colours, in the chosen unit.
class CompareChart : public QChartView
{
    Q_OBJECT
public:
    explicit CompareChart(QWidget *parent = nullptr);

    void setComparison(const History::RunComparison &comparison, const QStringList &labels, DisplayUnit unit);
    /// The value of each bar, run by run, in the comparison's test order (for tests: what is drawn).
    QList<QList<double>> values() const { return m_values; }

private:
    QList<QList<double>> m_values;
};

} // namespace Sektor::Gui
