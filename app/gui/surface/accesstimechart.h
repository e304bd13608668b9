// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/charts/resultchart.h"

namespace Sektor::Gui {

/// The access-time test: every random read as a dot, its latency against where on the device it went, with the mean
/// and the 99th percentile drawn across (HD Tune's random access chart).
class AccessTimeChart : public ResultChart
{
    Q_OBJECT
public:
    explicit AccessTimeChart(QWidget *parent = nullptr);

protected:
    bool build(QChart *chart) override;
    QString title() const override;
    QString emptyText() const override;
    QString caption() const override { return m_caption; }

private:
    QString m_caption;
};

} // namespace Sektor::Gui
