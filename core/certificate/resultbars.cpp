// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/resultbars.h"
#include "certificate/htmlparts.h"
#include "certificate/picturecanvas.h"
#include "report/conditionwording.h"
#include "report/testgrid.h"

#include <QPainter>

#include <algorithm>

namespace Sektor {

namespace {
constexpr int LabelWidth = 130;
constexpr int BarHeight = 16;
constexpr int RowGap = 10;
constexpr int Margin = 8;
constexpr int FigureWidth = 100;
constexpr int LegendHeight = 22;

} // namespace

QString certificateModeName(IoMode mode)
{
    switch (mode) {
    case IoMode::Read:
        return HtmlParts::say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Read"));
    case IoMode::Write:
        return HtmlParts::say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Write"));
    case IoMode::Rewrite:
        return HtmlParts::say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Rewrite"));
    case IoMode::Mix:
        break;
    }
    return HtmlParts::say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Mix"));
}

QColor certificateModeColour(IoMode mode)
{
    switch (mode) {
    case IoMode::Read:
        return QColor(0x1f, 0x77, 0xb4);
    case IoMode::Write:
        return QColor(0xe4, 0x7a, 0x10);
    case IoMode::Rewrite:
        return QColor(0x94, 0x67, 0xbd);
    case IoMode::Mix:
        break;
    }
    return QColor(0x2c, 0xa0, 0x2c);
}
QImage resultBars(const RunResult &result)
{
    const TestGrid grid = TestGrid::of(result.tests);
    double top = 0;
    for (const TestResult &t : result.tests)
        top = std::max(top, t.stats.medianBytesPerSecond);
    if (grid.rows.isEmpty() || top <= 0)
        return {};
    const int rowHeight = int(grid.columns.size()) * BarHeight + RowGap;
    const int height = 2 * Margin + LegendHeight + int(grid.rows.size()) * rowHeight;
    QImage image = blankPicture(ResultBarsWidth, height);
    QPainter p(&image);
    startPainting(p, 11);
    const int barSpace = ResultBarsWidth - LabelWidth - 2 * Margin - FigureWidth; // the figure after the longest bar
    int legendX = Margin + LabelWidth;
    for (IoMode mode : grid.columns) {
        p.fillRect(QRectF(legendX, Margin + 4, 10, 10), certificateModeColour(mode));
        const QString name = certificateModeName(mode);
        p.setPen(Qt::black);
        p.drawText(QRectF(legendX + 14, Margin, 100, LegendHeight - 4), Qt::AlignVCenter | Qt::AlignLeft, name);
        legendX += 24 + p.fontMetrics().horizontalAdvance(name);
    }
    for (int row = 0; row < grid.rows.size(); ++row) {
        const int y = Margin + LegendHeight + row * rowHeight;
        p.setPen(Qt::black);
        p.drawText(QRect(Margin, y, LabelWidth, rowHeight - RowGap),
                   Qt::AlignVCenter | Qt::AlignLeft,
                   grid.rows.at(row).name());
        for (int column = 0; column < grid.columns.size(); ++column) {
            const TestResult *cell = grid.cell(result.tests, row, column);
            if (!cell)
                continue;
            const double rate = cell->stats.medianBytesPerSecond;
            const QRectF bar(
                Margin + LabelWidth, y + column * BarHeight + 2, std::max(1.0, barSpace * rate / top), BarHeight - 4);
            p.fillRect(bar, certificateModeColour(cell->mode));
            p.setPen(Qt::black);
            p.drawText(QRectF(bar.right() + 4, bar.top() - 2, FigureWidth - 4, BarHeight),
                       Qt::AlignVCenter | Qt::AlignLeft,
                       ConditionWording::megabytes(rate, Wording::Translated));
        }
    }
    return image;
}

} // namespace Sektor
