// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/charts/blockmapview.h"
#include "gui/charts/resultchart.h"

#include <QEvent>
#include <QHelpEvent>
#include <QLabel>
#include <QLocale>
#include <QPainter>
#include <QToolTip>
#include <QVBoxLayout>

namespace Sektor::Gui {

namespace {
constexpr int Gap = 1; // between cells, so that a single red one stands out
} // namespace

BlockMapView::BlockMapView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_caption(new QLabel(this))
    , m_legend(new QLabel(this))
{
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setAlignment(Qt::AlignHCenter);
    m_caption->setAlignment(Qt::AlignHCenter);
    m_caption->setWordWrap(true);
    m_legend->setAlignment(Qt::AlignHCenter);
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_caption);
    layout->addWidget(m_legend);
    layout->addStretch(1); // the cells are painted here, from the top
    setMinimumSize(ResultChart::MinimumWidth, ResultChart::MinimumHeight);
    setMouseTracking(true);
}

QString BlockMapView::swatch(const QColor &color, const QString &text)
{
    return QStringLiteral("<span style=\"color:%1\">■</span>&nbsp;%2").arg(color.name(), text.toHtmlEscaped());
}

void BlockMapView::setTexts(const QString &title, const QString &caption, const QString &legend)
{
    m_title->setText(title);
    m_caption->setText(caption);
    m_legend->setText(legend);
    m_legend->setVisible(!legend.isEmpty());
}

QString BlockMapView::placeText(std::uint64_t from, std::uint64_t to, const QString &what)
{
    const QLocale locale;
    const auto gb = [&](std::uint64_t bytes) {
        return locale.toString(double(bytes) / 1e9, 'f', 2);
    };
    return tr("%1–%2 GB: %3").arg(gb(from), gb(to), what);
}

QRect BlockMapView::mapArea() const
{
    const int top = (m_legend->isVisible() ? m_legend : m_caption)->geometry().bottom() + 8;
    return QRect(8, top, width() - 16, std::max(height() - top - 8, 0));
}

QRect BlockMapView::cellRect(int index) const
{
    const QRect area = mapArea();
    // Square cells as large as fit, the grid centred.
    const int side = std::max(std::min(area.width() / Columns, area.height() / Rows), 2);
    const QPoint origin(area.left() + (area.width() - side * Columns) / 2, area.top());
    return QRect(origin.x() + (index % Columns) * side, origin.y() + (index / Columns) * side, side - Gap, side - Gap);
}

void BlockMapView::drawCell(QPainter &painter, const QRect &rect, int index) const
{
    painter.fillRect(rect, cellFill(index));
}

void BlockMapView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const int count = cellCount();
    for (int i = 0; i < count; ++i)
        drawCell(painter, cellRect(i), i);
}

bool BlockMapView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && cellCount() > 0) {
        auto *help = static_cast<QHelpEvent *>(event);
        const int count = cellCount();
        for (int i = 0; i < count; ++i) {
            if (!cellRect(i).contains(help->pos()))
                continue;
            const std::uint64_t device = deviceBytes();
            const std::uint64_t from = device * std::uint64_t(i) / std::uint64_t(count);
            const std::uint64_t to = device * std::uint64_t(i + 1) / std::uint64_t(count);
            QToolTip::showText(help->globalPos(), cellToolTip(i, from, to), this);
            return true;
        }
        QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

} // namespace Sektor::Gui
