// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/burnin/burninblockmap.h"

#include "model/profile.h"
#include "report/kinds/burninreport.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>

namespace Sektor::Gui {

BurnInBlockMap::BurnInBlockMap(QWidget *parent)
    : BlockMapView(parent)
{
    retranslate();
}

void BurnInBlockMap::setResult(const RunResult &result)
{
    m_result = result;
    const BurnInResult *burnIn = burnInOf(result);
    m_cells = burnIn ? burnInCells(*burnIn, Columns * Rows) : QList<BurnInCell>();
    retranslate();
    update();
}

std::uint64_t BurnInBlockMap::deviceBytes() const
{
    const BurnInResult *burnIn = burnInOf(m_result);
    return burnIn ? burnIn->surface.deviceBytes : 0;
}

void BurnInBlockMap::drawCell(QPainter &painter, const QRect &rect, int index) const
{
    if (m_cells.at(index) != BurnInCell::Untested) {
        BlockMapView::drawCell(painter, rect, index);
        return;
    }
    // Untested: an outline, so that the grey of the fastest class is never taken for it.
    painter.setPen(burnInCellColor(BurnInCell::Untested));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(rect.adjusted(0, 0, -1, -1));
}

QString BurnInBlockMap::cellToolTip(int index, std::uint64_t from, std::uint64_t to) const
{
    const BurnInResult *burnIn = burnInOf(m_result);
    return placeText(from, to, burnInCellName(m_cells.at(index), burnIn ? burnIn->readClasses : LatencyClasses()));
}

void BurnInBlockMap::retranslate()
{
    const BurnInResult *burnIn = burnInOf(m_result);
    if (!burnIn || m_cells.isEmpty()) {
        setTexts(tr("Burn-in"),
                 tr("Run the %1 on a drive to see how fast each part of it wrote and read back, and where it failed.")
                     .arg(profileDisplayName(*findProfile(QStringLiteral("burn-in")))),
                 QString());
        return;
    }
    const QLocale locale;
    QStringList legend;
    const QStringList classNames = latencyClassNames(burnIn->readClasses);
    for (std::size_t c = 0; c < LatencyClasses::Classes; ++c) {
        const std::uint64_t blocks = burnIn->writeClasses.counts().at(c) + burnIn->readClasses.counts().at(c);
        legend << swatch(burnInCellColor(latencyCell(c)),
                         QStringLiteral("%1 (%2)").arg(classNames.value(int(c)), locale.toString(qulonglong(blocks))));
    }
    for (const SurfaceRange::Kind kind :
         {SurfaceRange::Kind::Error, SurfaceRange::Kind::Corrupt, SurfaceRange::Kind::WriteError}) {
        const BurnInCell cell = rangeCell(kind);
        legend << swatch(burnInCellColor(cell),
                         QStringLiteral("%1 (%2)").arg(burnInCellName(cell, burnIn->readClasses),
                                                       locale.toString(burnIn->surface.rangeCount(kind))));
    }
    if (m_cells.contains(BurnInCell::Untested))
        legend << swatch(burnInCellColor(BurnInCell::Untested),
                         burnInCellName(BurnInCell::Untested, burnIn->readClasses));
    setTexts(tr("Burn-in: slowest block per cell"),
             tr("blocks per latency class (written and read), ranges per failure; a cell is %1 of the device")
                 .arg(locale.toString(100.0 / double(m_cells.size()), 'f', 1) + QStringLiteral(" %")),
             legend.join(QStringLiteral("&nbsp;&nbsp; ")));
}

void BurnInBlockMap::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    BlockMapView::changeEvent(event);
}

} // namespace Sektor::Gui
