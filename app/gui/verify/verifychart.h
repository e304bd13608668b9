// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/charts/resultchart.h"

namespace Sektor::Gui {

/**
 * A verify's write and read-back rate over its fill (f3's most asked-for graph): MB/s against the position in the
 * fill, every 100 ms sample of each phase, and the bad areas shaded where they lie, so a rate that collapses where
 * a fake drive's real capacity ends, or a slow stretch over a damaged one, shows at its place.
 */
class VerifyChart : public ResultChart
{
    Q_OBJECT
public:
    explicit VerifyChart(QWidget *parent = nullptr);
    bool hasThroughputScale() const override { return true; }

protected:
    bool build(QChart *chart) override;
    QString title() const override;
    QString emptyText() const override;
    QString caption() const override;

private:
    QString m_caption;
};

} // namespace Sektor::Gui
