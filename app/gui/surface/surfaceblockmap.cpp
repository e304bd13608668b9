// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/surface/surfaceblockmap.h"
#include "gui/charts/resultchart.h"

#include "model/profile.h"
#include "report/surfacereport.h"

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

SurfaceBlockMap::SurfaceBlockMap(QWidget *parent)
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
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_caption);
    layout->addWidget(m_legend);
    layout->addStretch(1); // the cells are painted here, from the top
    setMinimumSize(ResultChart::MinimumWidth, ResultChart::MinimumHeight);
    setMouseTracking(true);
    retranslate();
}

QColor SurfaceBlockMap::cellColor(SurfaceCell state)
{
    switch (state) {
    case SurfaceCell::Good:
        return QColor(0x3c, 0xa8, 0x4a);
    case SurfaceCell::Slow:
        return QColor(0xe8, 0xb9, 0x20);
    case SurfaceCell::Error:
        return QColor(0xd0, 0x31, 0x2d);
    case SurfaceCell::Unread:
        break;
    }
    return QColor(0x9a, 0x9a, 0x9a);
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

QRect SurfaceBlockMap::mapArea() const
{
    const int top = m_legend->geometry().bottom() + 8;
    return QRect(8, top, width() - 16, std::max(height() - top - 8, 0));
}

QRect SurfaceBlockMap::cellRect(int index) const
{
    const QRect area = mapArea();
    // Square cells as large as fit, the grid centred.
    const int side = std::max(std::min(area.width() / Columns, area.height() / Rows), 2);
    const QPoint origin(area.left() + (area.width() - side * Columns) / 2, area.top());
    return QRect(origin.x() + (index % Columns) * side, origin.y() + (index / Columns) * side, side - Gap, side - Gap);
}

void SurfaceBlockMap::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    for (int i = 0; i < m_cells.size(); ++i)
        painter.fillRect(cellRect(i), cellColor(m_cells.at(i)));
}

bool SurfaceBlockMap::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && !m_cells.isEmpty()) {
        auto *help = static_cast<QHelpEvent *>(event);
        for (int i = 0; i < m_cells.size(); ++i) {
            if (!cellRect(i).contains(help->pos()))
                continue;
            const std::uint64_t device = m_result.tests.first().payload.get<SurfaceResult>().deviceBytes;
            const QLocale locale;
            const auto gb = [&](std::uint64_t bytes) {
                return locale.toString(double(bytes) / 1e9, 'f', 2);
            };
            const std::uint64_t from = device * std::uint64_t(i) / std::uint64_t(m_cells.size());
            const std::uint64_t to = device * std::uint64_t(i + 1) / std::uint64_t(m_cells.size());
            static const char *const states[] = {
                QT_TR_NOOP("not read"), QT_TR_NOOP("read"), QT_TR_NOOP("slow reads"), QT_TR_NOOP("unreadable sectors")};
            QToolTip::showText(
                help->globalPos(), tr("%1–%2 GB: %3").arg(gb(from), gb(to), tr(states[int(m_cells.at(i))])), this);
            return true;
        }
        QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

void SurfaceBlockMap::retranslate()
{
    m_title->setText(tr("Surface"));
    static const SurfaceResult none;
    const SurfaceResult &surface = m_cells.isEmpty() ? none : m_result.tests.first().payload.get<SurfaceResult>();
    const int errors = surface.rangeCount(SurfaceRange::Kind::Error);
    const int slow = surface.rangeCount(SurfaceRange::Kind::Slow);
    const QLocale locale;
    m_caption->setText(m_cells.isEmpty()
                           ? tr("Run the %1 on a drive to see which parts of it read, slowly or not at all.")
                                 .arg(profileDisplayName(*findProfile(QStringLiteral("read-scan"))))
                           : tr("unreadable ranges: %1, slow ranges: %2; a cell is %3 of the device")
                                 .arg(locale.toString(errors),
                                      locale.toString(slow),
                                      locale.toString(100.0 / double(m_cells.size()), 'f', 1) + QStringLiteral(" %")));
    const auto swatch = [](SurfaceCell state, const QString &text) {
        return QStringLiteral("<span style=\"color:%1\">■</span> %2")
            .arg(cellColor(state).name(), text.toHtmlEscaped());
    };
    m_legend->setText(QStringList {swatch(SurfaceCell::Good, tr("read")),
                                   swatch(SurfaceCell::Slow, tr("slow")),
                                   swatch(SurfaceCell::Error, tr("unreadable")),
                                   swatch(SurfaceCell::Unread, tr("not read"))}
                          .join(QStringLiteral("&nbsp;&nbsp;&nbsp;")));
    m_legend->setVisible(!m_cells.isEmpty());
}

void SurfaceBlockMap::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace Sektor::Gui
