// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "resultsimage.h"

#include "model/results.h"
#include "report/sharetext.h"

#include <QPainter>
#include <QPixmap>
#include <QWidget>

namespace Sektor::Gui {

QImage renderResultsImage(QWidget *grid, const RunResult &result)
{
    const QPixmap shot = grid->grab();
    const qreal dpr = shot.devicePixelRatio();
    const QStringList facts = shareFacts(result);
    QFont titleFont = grid->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    const QFontMetrics titleMetrics(titleFont);
    const QFontMetrics factMetrics(grid->font());
    const int margin = factMetrics.height();
    int width = shot.width() / dpr;
    for (const QString &fact : facts)
        width = std::max(width, factMetrics.horizontalAdvance(fact));
    const int titleHeight = titleMetrics.height() + margin / 2;
    const int height
        = titleHeight + int(shot.height() / dpr) + margin / 2 + factMetrics.lineSpacing() * int(facts.size());

    QImage image(QSize(width + 2 * margin, height + 2 * margin) * dpr, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(grid->palette().color(QPalette::Window));
    QPainter p(&image);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.setPen(grid->palette().color(QPalette::WindowText));
    p.setFont(titleFont);
    p.drawText(QPoint(margin, margin + titleMetrics.ascent()),
               QStringLiteral("Sektor %1 — %2").arg(result.programVersion, result.profileName));
    p.drawPixmap(QPoint(margin, margin + titleHeight), shot);
    p.setFont(grid->font());
    int y = margin + titleHeight + int(shot.height() / dpr) + margin / 2 + factMetrics.ascent();
    for (const QString &fact : facts) {
        p.drawText(QPoint(margin, y), fact);
        y += factMetrics.lineSpacing();
    }
    return image;
}

} // namespace Sektor::Gui
