// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/burnin/burninwindowparts.h"
#include "gui/burnin/burninblockmap.h"
#include "gui/burnin/burninpanel.h"
#include "gui/burnin/burninratechart.h"

#include "gui/share/imagedrawing.h"
#include "gui/share/imagepalette.h"

#include "certificate/burnincells.h"
#include "report/kinds/burninreport.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace Sektor::Gui {

namespace {
/// The block map leads, the write and read rates by position beside it; a burn-in has no rows of speeds to chart.
class BurnInCharts : public KindCharts
{
public:
    explicit BurnInCharts(QWidget *page)
        : m_rates(new BurnInRateChart(page))
        , m_blockMap(new BurnInBlockMap(page))
    {
        m_rates->setObjectName(QStringLiteral("burnInRateChart"));
        m_blockMap->setObjectName(QStringLiteral("burnInBlockMap"));
    }

    QList<ResultChart *> charts() const override { return {m_rates}; }
    QList<QWidget *> otherViews() const override { return {m_blockMap}; }
    void setResult(const RunResult &result) override { m_blockMap->setResult(result); }
    ChartsLayout layout(const CommonCharts &common, const RunResult &result) const override
    {
        Q_UNUSED(common)
        Q_UNUSED(result)
        return {{m_blockMap, m_rates}, true};
    }

private:
    ResultChart *m_rates;
    BurnInBlockMap *m_blockMap;
};

/// The classes' table in the picture: a square of each class's colour, its name, blocks written and read; under it the
/// failures' colours with their ranges. Returns the width it took.
int drawClasses(QPainter &p, const QFont &base, const BurnInResult &burnIn, const QPoint &topLeft)
{
    p.setFont(imageFont(base, 12));
    const QFontMetrics metrics = p.fontMetrics();
    const int line = metrics.lineSpacing() + 2;
    const QLocale locale;
    const QStringList names = latencyClassNames(burnIn.readClasses);
    const QString written = QCoreApplication::translate("Sektor::Gui::BurnInPanel", "Written");
    const QString read = QCoreApplication::translate("Sektor::Gui::BurnInPanel", "Read");
    int nameWidth = 0;
    int numberWidth = std::max(metrics.horizontalAdvance(written), metrics.horizontalAdvance(read));
    for (std::size_t c = 0; c < LatencyClasses::Classes; ++c) {
        nameWidth = std::max(nameWidth, metrics.horizontalAdvance(names.value(int(c))));
        for (const LatencyClasses *classes : {&burnIn.writeClasses, &burnIn.readClasses})
            numberWidth = std::max(numberWidth,
                                   metrics.horizontalAdvance(locale.toString(qulonglong(classes->counts().at(c)))));
    }
    const int square = metrics.ascent();
    const int nameLeft = topLeft.x() + square + 6;
    const int writtenRight = nameLeft + nameWidth + 12 + numberWidth;
    const int readRight = writtenRight + 12 + numberWidth;
    const auto right = [&](int rightEdge, int y, const QString &text) {
        p.drawText(QRect(rightEdge - numberWidth, y, numberWidth, line), Qt::AlignRight | Qt::AlignVCenter, text);
    };
    p.setPen(ImagePalette::Muted);
    right(writtenRight, topLeft.y(), written);
    right(readRight, topLeft.y(), read);
    for (std::size_t c = 0; c < LatencyClasses::Classes; ++c) {
        const int y = topLeft.y() + line * int(c + 1);
        p.fillRect(QRect(topLeft.x(), y + (line - square) / 2, square, square), burnInCellColor(latencyCell(c)));
        p.setPen(ImagePalette::Ink);
        p.drawText(QRect(nameLeft, y, nameWidth, line), Qt::AlignLeft | Qt::AlignVCenter, names.value(int(c)));
        right(writtenRight, y, locale.toString(qulonglong(burnIn.writeClasses.counts().at(c))));
        right(readRight, y, locale.toString(qulonglong(burnIn.readClasses.counts().at(c))));
    }
    // The failures' colours in the block map beside, with how many ranges of each.
    int y = topLeft.y() + line * int(LatencyClasses::Classes + 1) + line / 2;
    for (const SurfaceRange::Kind kind :
         {SurfaceRange::Kind::Error, SurfaceRange::Kind::Corrupt, SurfaceRange::Kind::WriteError}) {
        const BurnInCell cell = rangeCell(kind);
        p.fillRect(QRect(topLeft.x(), y + (line - square) / 2, square, square), burnInCellColor(cell));
        p.setPen(ImagePalette::Ink);
        p.drawText(QRect(nameLeft, y, readRight - nameLeft, line),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   QStringLiteral("%1 (%2)").arg(burnInCellName(cell, burnIn.readClasses),
                                                 locale.toString(burnIn.surface.rangeCount(kind))));
        y += line;
    }
    return readRight - topLeft.x();
}

} // namespace

const char *BurnInWindowParts::moreSummary(Profile::Kind kind) const
{
    Q_UNUSED(kind)
    return QT_TRANSLATE_NOOP("Sektor::Gui::RunMoreOptions",
                             "The burn-in's passes, its patterns, and the rules that stop it early");
}

bool BurnInWindowParts::holds(const RunResult &result) const
{
    return burnInOf(result) != nullptr;
}

ResultsPanel *BurnInWindowParts::makeResultsPanel(QWidget *parent) const
{
    auto *panel = new BurnInPanel(parent);
    panel->setObjectName(QStringLiteral("burnInPanel"));
    return panel;
}

std::unique_ptr<KindCharts> BurnInWindowParts::makeCharts(QWidget *page) const
{
    return std::make_unique<BurnInCharts>(page);
}

ImageHeading BurnInWindowParts::imageHeading(const RunResult &result, const QString &profile) const
{
    if (!burnInOf(result))
        return {};
    return {profile, QString()}; // the verdict is the body's first line, in its colour
}

void BurnInWindowParts::drawImageBody(QPainter &p, const QFont &base, const RunResult &result, const QRect &area) const
{
    const BurnInResult *burnIn = burnInOf(result);
    if (!burnIn)
        return;
    const BurnInVerdict verdict = burnInVerdict(*burnIn, result.stoppedBy);
    p.setPen(BurnInPanel::verdictColor(verdict));
    p.setFont(imageFont(base, 28, true));
    const int verdictHeight = p.fontMetrics().lineSpacing();
    const int verdictWidth = p.fontMetrics().horizontalAdvance(burnInVerdictName(verdict));
    p.drawText(QRect(area.left(), area.top(), area.width(), verdictHeight),
               Qt::AlignLeft | Qt::AlignVCenter,
               burnInVerdictName(verdict));
    // The findings beside the verdict's word, as many as fit in the room the classes leave.
    const int classesTop = area.top() + verdictHeight + 6;
    const int classesWidth = drawClasses(p, base, *burnIn, QPoint(area.left(), classesTop));
    const int right = area.left() + std::max(classesWidth, verdictWidth) + 24;
    p.setPen(ImagePalette::Ink);
    p.setFont(imageFont(base, 12));
    int top = area.top();
    const int findingsBottom = area.top() + area.height() / 2;
    for (const QString &line : burnInFindings(result)) {
        const QRect room(right, top, area.right() - right, findingsBottom - top);
        const QRect needed = p.fontMetrics().boundingRect(room, Qt::TextWordWrap, line);
        if (needed.height() > room.height())
            break;
        p.drawText(room, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, line);
        top += needed.height() + 4;
    }
    const int cellsTop = std::max(top, findingsBottom) + 6;
    drawBurnInCells(
        p, QRect(right, cellsTop, area.right() - right, area.bottom() - cellsTop), *burnIn, BlockMapView::Columns);
}

const char *BurnInWindowParts::wrongTargetWhy(Profile::Kind) const
{
    return QT_TRANSLATE_NOOP("Sektor::Gui::RunOptionsBar",
                             "Writes every block of a whole drive and reads it back: choose a drive, not a folder.");
}

} // namespace Sektor::Gui
