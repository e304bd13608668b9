// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QWidget>

class QLabel;

namespace Sektor::Gui {

/**
 * A device drawn as a grid of equal cells, as the surface testers draw it, under a title, a caption and a legend: the
 * read scan's block map and the burn-in's. What a cell is, its colour and its tooltip are the subclass's; the grid, its
 * geometry, the painting and the tooltips' placing are shared.
 */
class BlockMapView : public QWidget
{
    Q_OBJECT
public:
    static constexpr int Columns = 50;
    static constexpr int Rows = 20;

    /// Where cell @p index is drawn, in widget coordinates.
    QRect cellRect(int index) const;

    /// A legend entry: a square in @p color, then @p text (HTML for the legend).
    static QString swatch(const QColor &color, const QString &text);

protected:
    explicit BlockMapView(QWidget *parent = nullptr);

    /// How many cells are drawn now (0: none, the caption says why).
    virtual int cellCount() const = 0;
    /// Draws cell @p index in @p rect; by default filled with cellFill().
    virtual void drawCell(QPainter &painter, const QRect &rect, int index) const;
    virtual QColor cellFill(int index) const = 0;
    /// What cell @p index shows, for its tooltip, given the bytes from @p from to @p to it covers.
    virtual QString cellToolTip(int index, std::uint64_t from, std::uint64_t to) const = 0;
    /// The device's size, which the cells share equally.
    virtual std::uint64_t deviceBytes() const = 0;

    /// Sets the texts over the grid; an empty @p legend hides the legend.
    void setTexts(const QString &title, const QString &caption, const QString &legend);
    /// "%1–%2 GB: %3" for a cell's tooltip.
    static QString placeText(std::uint64_t from, std::uint64_t to, const QString &what);

    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRect mapArea() const;

    QLabel *m_title;
    QLabel *m_caption;
    QLabel *m_legend;
};

} // namespace Sektor::Gui
