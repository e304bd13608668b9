// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"
#include "model/surface.h"

#include <QWidget>

class QLabel;

namespace Sektor::Gui {

/**
 * The read scan's block map, as HD Tune's error scan draws it: the device in a grid of equal cells, each green when
 * it read, yellow when a read in it was slow, red when one failed, grey when it was not read (yet). A cell's tooltip
 * says where it lies and what was found there; the caption counts the ranges.
 */
class SurfaceBlockMap : public QWidget
{
    Q_OBJECT
public:
    static constexpr int Columns = 50;
    static constexpr int Rows = 20;

    explicit SurfaceBlockMap(QWidget *parent = nullptr);

    void setResult(const RunResult &result);
    /// Whether the last result was a surface test with chunks to map.
    bool isFilled() const { return !m_cells.isEmpty(); }
    const QList<SurfaceCell> &cells() const { return m_cells; }
    /// The colour a cell of @p state is drawn in.
    static QColor cellColor(SurfaceCell state);
    /// Where cell @p index is drawn, in widget coordinates.
    QRect cellRect(int index) const;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QRect mapArea() const;
    void retranslate();

    RunResult m_result;
    QList<SurfaceCell> m_cells;
    QLabel *m_title;
    QLabel *m_caption;
    QLabel *m_legend;
};

} // namespace Sektor::Gui
