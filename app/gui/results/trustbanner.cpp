// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/results/trustbanner.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QStyle>
#include <QToolButton>

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
    , m_toggle(new QToolButton(this))
{
    auto *layout = new QHBoxLayout(this);
    const int pad = fontMetrics().height() / 2;
    layout->setContentsMargins(pad, pad / 2, pad, pad / 2);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_toggle, 0, Qt::AlignBottom);
    m_toggle->setObjectName(QStringLiteral("trustBannerToggle"));
    m_toggle->setAutoRaise(true);
    m_toggle->hide();
    connect(m_toggle, &QToolButton::clicked, this, [this] {
        setExpanded(!m_expanded);
    });
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    setAccessibleName(tr("Warning"));
    updateIcon();
    hide();
}

void TrustBanner::setNotes(const QString &heading, const QStringList &notes)
{
    if (heading != m_heading || notes != m_notes)
        m_expanded = false; // other notes start folded again
    m_heading = heading;
    m_notes = notes;
    showNotes();
    setVisible(!notes.isEmpty());
}

void TrustBanner::setExpanded(bool expanded)
{
    m_expanded = expanded;
    showNotes();
}

void TrustBanner::showNotes()
{
    const bool bounded = !m_expanded && m_notes.size() > ShownNotes;
    const qsizetype shown = bounded ? ShownNotes - 1 : m_notes.size();
    QStringList lines {m_heading};
    for (qsizetype i = 0; i < shown; ++i)
        lines << QStringLiteral("• ") + m_notes.at(i);
    if (bounded)
        lines << QStringLiteral("• ") + tr("and %n more notes", nullptr, int(m_notes.size() - shown));
    m_text->setText(lines.join(QLatin1Char('\n')));
    m_toggle->setVisible(m_notes.size() > ShownNotes);
    m_toggle->setText(m_expanded ? tr("Show fewer") : tr("Show all"));
    // A screen reader hears every note, folded or not.
    QStringList all {m_heading};
    for (const QString &note : std::as_const(m_notes))
        all << note;
    setAccessibleDescription(all.join(QLatin1Char('\n')));
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
