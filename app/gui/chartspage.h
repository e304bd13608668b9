// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QWidget>

namespace Sektor::Gui {

class ResultChart;

/// The charts of the last run: throughput per test, over time, latency percentiles and the QD curve.
class ChartsPage : public QWidget
{
    Q_OBJECT
public:
    explicit ChartsPage(QWidget *parent = nullptr);

    void setResult(const RunResult &result);
    QList<ResultChart *> charts() const { return m_charts; }

private:
    QList<ResultChart *> m_charts;
};

} // namespace Sektor::Gui
