// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "certificate/burnincells.h"
#include "gui/charts/blockmapview.h"

#include "model/results.h"

namespace Sektor::Gui {

/**
 * The burn-in's block map, as MHDD and Victoria draw a surface test: the device in a grid of equal cells, each in the
 * colour of the slowest latency class of its blocks, or of what failed in it (unreadable, corrupt, a write error);
 * outlined where nothing was tested. The legend counts each class's blocks (written and read) and each failure's
 * ranges; a cell's tooltip says where it lies and what it shows.
 */
class BurnInBlockMap : public BlockMapView
{
    Q_OBJECT
public:
    explicit BurnInBlockMap(QWidget *parent = nullptr);

    void setResult(const RunResult &result);
    bool isFilled() const { return !m_cells.isEmpty(); }
    const QList<BurnInCell> &cells() const { return m_cells; }

protected:
    int cellCount() const override { return int(m_cells.size()); }
    void drawCell(QPainter &painter, const QRect &rect, int index) const override;
    QColor cellFill(int index) const override { return burnInCellColor(m_cells.at(index)); }
    QString cellToolTip(int index, std::uint64_t from, std::uint64_t to) const override;
    std::uint64_t deviceBytes() const override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    RunResult m_result;
    QList<BurnInCell> m_cells;
};

} // namespace Sektor::Gui
