// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/results/trustbanner.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QStyle>

namespace Sektor::Gui {

namespace {
// KDE's "neutral" colour, which KMessageWidget uses for warnings; mixed into the window colour so that text keeps
// the palette's contrast in light and dark themes.
const QColor Amber(246, 116, 0);
} // namespace

TrustBanner::TrustBanner(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    const int pad = fontMetrics().height() / 2;
    layout->setContentsMargins(pad, pad / 2, pad, pad / 2);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setAccessibleName(tr("Warning"));
    updateIcon();
    hide();
}

void TrustBanner::setNotes(const QString &heading, const QStringList &notes)
{
    m_notes = notes;
    QStringList lines {heading};
    for (const QString &note : notes)
        lines << QStringLiteral("• ") + note;
    m_text->setText(lines.join(QLatin1Char('\n')));
    setAccessibleDescription(m_text->text());
    setVisible(!notes.isEmpty());
}

QString TrustBanner::text() const
{
    return m_text->text();
}

void TrustBanner::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    QColor fill = Amber;
    fill.setAlphaF(0.18);
    QPainterPath shape;
    shape.addRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
    p.fillPath(shape, palette().color(QPalette::Window));
    p.fillPath(shape, fill);
    p.setPen(QPen(Amber, 1.0));
    p.drawPath(shape);
}

void TrustBanner::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::StyleChange || event->type() == QEvent::PaletteChange)
        updateIcon();
    QFrame::changeEvent(event);
}

void TrustBanner::updateIcon()
{
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    QIcon icon = QIcon::fromTheme(QStringLiteral("dialog-warning"));
    if (icon.isNull())
        icon = style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this);
    m_icon->setPixmap(icon.pixmap(size, size));
}

} // namespace Sektor::Gui
