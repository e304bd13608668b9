// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/surface/surfaceblockmap.h"
#include "gui/widgets/findingcolours.h"

#include "model/profile.h"
#include "report/kinds/surfacereport.h"

#include <QEvent>
#include <QLocale>

namespace Sektor::Gui {

SurfaceBlockMap::SurfaceBlockMap(QWidget *parent)
    : BlockMapView(parent)
{
    retranslate();
}

QColor SurfaceBlockMap::cellColor(SurfaceCell state)
{
    switch (state) {
    case SurfaceCell::Good:
        return FindingColours::Good;
    case SurfaceCell::Slow:
        return FindingColours::Slow;
    case SurfaceCell::Error:
        return FindingColours::Error;
    case SurfaceCell::Unread:
        break;
    }
    return FindingColours::Unread;
}

void SurfaceBlockMap::setResult(const RunResult &result)
{
    m_result = result;
    m_cells.clear();
    if (const std::optional<Profile::Kind> kind = surfaceKindOf(result); kind && *kind != Profile::Kind::AccessTime)
        m_cells = surfaceCells(result.tests.first().payload.get<SurfaceResult>(), Columns * Rows);
    retranslate();
    update();
}

std::uint64_t SurfaceBlockMap::deviceBytes() const
{
    return m_cells.isEmpty() ? 0 : m_result.tests.first().payload.get<SurfaceResult>().deviceBytes;
}

QString SurfaceBlockMap::cellToolTip(int index, std::uint64_t from, std::uint64_t to) const
{
    static const char *const states[]
        = {QT_TR_NOOP("not read"), QT_TR_NOOP("read"), QT_TR_NOOP("slow reads"), QT_TR_NOOP("unreadable sectors")};
    return placeText(from, to, tr(states[int(m_cells.at(index))]));
}

void SurfaceBlockMap::retranslate()
{
    static const SurfaceResult none;
    const SurfaceResult &surface = m_cells.isEmpty() ? none : m_result.tests.first().payload.get<SurfaceResult>();
    const int errors = surface.rangeCount(SurfaceRange::Kind::Error);
    const int slow = surface.rangeCount(SurfaceRange::Kind::Slow);
    const QLocale locale;
    const QString caption = m_cells.isEmpty()
        ? tr("Run the %1 on a drive to see which parts of it read, slowly or not at all.")
              .arg(profileDisplayName(*findProfile(QStringLiteral("read-scan"))))
        : tr("unreadable ranges: %1, slow ranges: %2; a cell is %3 of the device")
              .arg(locale.toString(errors),
                   locale.toString(slow),
                   locale.toString(100.0 / double(m_cells.size()), 'f', 1) + QStringLiteral(" %"));
    const QString legend = m_cells.isEmpty() ? QString()
                                             : QStringList {swatch(cellColor(SurfaceCell::Good), tr("read")),
                                                            swatch(cellColor(SurfaceCell::Slow), tr("slow")),
                                                            swatch(cellColor(SurfaceCell::Error), tr("unreadable")),
                                                            swatch(cellColor(SurfaceCell::Unread), tr("not read"))}
                                                   .join(QStringLiteral("&nbsp;&nbsp;&nbsp; "));
    setTexts(tr("Surface"), caption, legend);
}

void SurfaceBlockMap::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    BlockMapView::changeEvent(event);
}

} // namespace Sektor::Gui
