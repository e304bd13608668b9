// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/results/resultcell.h"
#include "gui/widgets/kdecolours.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace Sektor::Gui {

double barFraction(double value, DisplayUnit unit)
{
    if (!(value > 0))
        return 0;
    double f = 0;
    switch (unit) {
    case DisplayUnit::MegabytesPerSecond:
        f = std::log10(value) / 5.0; // full at 100,000 MB/s
        break;
    case DisplayUnit::GigabytesPerSecond:
        f = std::log10(value * 1000.0) / 5.0;
        break;
    case DisplayUnit::Iops:
        f = std::log10(value) / 7.0; // full at 10 million IOPS
        break;
    case DisplayUnit::LatencyMicroseconds:
        f = 1.0 - std::log10(value) / 6.0; // full at 1 µs, empty at 1 s
        break;
    }
    return std::clamp(f, 0.0, 1.0);
}

double headlineBarFraction(const KindHeadline &headline)
{
    if (headline.unit == KindHeadline::Unit::Milliseconds)
        return barFraction(headline.value * 1000.0, DisplayUnit::LatencyMicroseconds);
    return barFraction(headline.value, DisplayUnit::MegabytesPerSecond);
}

ResultCell::ResultCell(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setFocusPolicy(Qt::NoFocus);
    clear();
}

void ResultCell::setValue(const QString &text, double fraction)
{
    m_text = text;
    m_fraction = fraction;
    update();
}

void ResultCell::clear()
{
    setValue(QString(), 0);
}

void ResultCell::setActive(bool active)
{
    m_active = active;
    update();
}

void ResultCell::setMarked(bool marked)
{
    m_marked = marked;
    update();
}

void ResultCell::setStale(bool stale)
{
    m_stale = stale;
    update();
}

QFont ResultCell::valueFont(int height) const
{
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 1.9);
    f.setBold(true);
    if (height > 0) {
        const QFontMetricsF fm(f);
        const qreal fits = height * 0.8 / fm.height(); // the figure's line height within 80 % of the cell
        if (fits < 1.0)
            f.setPointSizeF(std::max(font().pointSizeF(), f.pointSizeF() * fits));
    }
    return f;
}

QSize ResultCell::sizeHint() const
{
    const QFontMetrics fm(valueFont());
    // Room for "99,999.99" and the widest locale's grouping, plus the padding.
    return {fm.horizontalAdvance(QStringLiteral("000,000.00")) + fm.height(), fm.height() * 2};
}

QSize ResultCell::minimumSizeHint() const
{
    const QFontMetrics fm(valueFont());
    return {fm.horizontalAdvance(QStringLiteral("00,000.00")) + fm.height() / 2, int(fontMetrics().height() * 1.6)};
}

void ResultCell::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QPalette &pal = palette();
    const QRectF frame = QRectF(rect()).adjusted(1, 1, -1, -1);
    QPainterPath shape;
    shape.addRoundedRect(frame, 4, 4);
    p.fillPath(shape, pal.color(QPalette::Base));
    if (m_fraction > 0) {
        // The bar in the highlight colour at low opacity, so the number stays readable in light and dark.
        QColor bar = pal.color(QPalette::Highlight);
        bar.setAlphaF(0.35);
        p.save();
        p.setClipPath(shape);
        p.fillRect(QRectF(frame.left(), frame.top(), frame.width() * m_fraction, frame.height()), bar);
        p.restore();
    }
    QPen border(m_active ? pal.color(QPalette::Highlight) : pal.color(QPalette::Mid), m_active ? 2.5 : 1.0);
    p.setPen(border);
    p.drawPath(shape);
    const QFont figure = valueFont(height());
    p.setFont(figure);
    if (m_marked) {
        // A triangle in the top-left corner, where the right-aligned figure never reaches.
        const qreal side = std::min(frame.height(), frame.width()) * 0.35;
        QPainterPath corner;
        corner.moveTo(frame.topLeft());
        corner.lineTo(frame.left() + side, frame.top());
        corner.lineTo(frame.left(), frame.top() + side);
        corner.closeSubpath();
        p.save();
        p.setClipPath(shape);
        p.fillPath(corner, KdeColours::Neutral);
        p.restore();
    }
    p.setPen(m_stale ? pal.color(QPalette::Disabled, QPalette::Text) : pal.color(QPalette::Text));
    const int pad = QFontMetrics(figure).height() / 3;
    p.drawText(rect().adjusted(pad, 0, -pad, 0),
               Qt::AlignRight | Qt::AlignVCenter,
               m_text.isEmpty() ? QStringLiteral("–") : m_text);
}

} // namespace Sektor::Gui
