// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/charts/rowlegend.h"
#include "gui/charts/chartstyle.h"

#include <QChart>
#include <QLegendMarker>
#include <QLineSeries>

namespace Sektor::Gui {

void RowLegend::clear()
{
    m_rows.clear();
    m_modes.clear();
}

void RowLegend::add(QChart *chart, QLineSeries *series, const TestSpec &spec, IoMode mode)
{
    const bool firstOfRow = !m_rows.contains(spec);
    if (firstOfRow)
        m_rows.append(spec);
    if (!m_modes.contains(mode))
        m_modes.append(mode);
    series->setPen(testLinePen(int(m_rows.indexOf(spec)), mode));
    series->setName(spec.name());
    if (!firstOfRow) {
        for (QLegendMarker *marker : chart->legend()->markers(series))
            marker->setVisible(false);
    }
}

QString RowLegend::lineStyleName(IoMode mode)
{
    switch (mode) {
    case IoMode::Read:
        return tr("solid: read");
    case IoMode::Write:
        return tr("dashed: write");
    case IoMode::Mix:
        return tr("dotted: mix");
    case IoMode::Rewrite:
        return tr("dash-dotted: rewrite");
    }
    return {};
}

QString RowLegend::caption() const
{
    QStringList parts;
    for (IoMode mode : {IoMode::Read, IoMode::Write, IoMode::Rewrite, IoMode::Mix}) {
        if (m_modes.contains(mode))
            parts.append(lineStyleName(mode));
    }
    return parts.join(QStringLiteral(" · "));
}

QString RowLegend::titleWithCaption(const QString &title) const
{
    return chartTitleWithCaption(title, caption());
}

QString chartTitleWithCaption(const QString &title, const QString &caption)
{
    if (caption.isEmpty())
        return title;
    return QStringLiteral("<b>%1</b><br><span style=\"font-weight:normal\">%2</span>")
        .arg(title.toHtmlEscaped(), caption.toHtmlEscaped());
}

} // namespace Sektor::Gui
