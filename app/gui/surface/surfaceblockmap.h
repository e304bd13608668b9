// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/charts/blockmapview.h"

#include "model/results.h"
#include "model/surface.h"

namespace Sektor::Gui {

/**
 * The read scan's block map, as HD Tune's error scan draws it: the device in a grid of equal cells, each green when
 * it read, yellow when a read in it was slow, red when one failed, grey when it was not read (yet). A cell's tooltip
 * says where it lies and what was found there; the caption counts the ranges.
 */
class SurfaceBlockMap : public BlockMapView
{
    Q_OBJECT
public:
    explicit SurfaceBlockMap(QWidget *parent = nullptr);

    void setResult(const RunResult &result);
    /// Whether the last result was a surface test with chunks to map.
    bool isFilled() const { return !m_cells.isEmpty(); }
    const QList<SurfaceCell> &cells() const { return m_cells; }
    /// The colour a cell of @p state is drawn in.
    static QColor cellColor(SurfaceCell state);

protected:
    int cellCount() const override { return int(m_cells.size()); }
    QColor cellFill(int index) const override { return cellColor(m_cells.at(index)); }
    QString cellToolTip(int index, std::uint64_t from, std::uint64_t to) const override;
    std::uint64_t deviceBytes() const override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    RunResult m_result;
    QList<SurfaceCell> m_cells;
};

} // namespace Sektor::Gui
