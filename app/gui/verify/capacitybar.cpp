// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/verify/capacitybar.h"
#include "gui/surface/surfaceblockmap.h"

#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace Sektor::Gui {

namespace {
constexpr int BarHeight = 28;
constexpr int LabelGap = 4;

QString sizeText(std::uint64_t bytes)
{
    return QLocale().formattedDataSize(qint64(bytes), 1, QLocale::DataSizeIecFormat);
}
} // namespace

CapacityBar::CapacityBar(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setMouseTracking(true);
}

void CapacityBar::setVerify(const VerifyResult &verify)
{
    m_verify = verify;
    update();
}

QSize CapacityBar::sizeHint() const
{
    return {480, minimumSizeHint().height()};
}

QSize CapacityBar::minimumSizeHint() const
{
    return {200, BarHeight + LabelGap + fontMetrics().height() + 2};
}

QRect CapacityBar::barArea() const
{
    return QRect(0, 0, width() - 1, BarHeight);
}

QRect CapacityBar::areaOf(std::uint64_t offset, std::uint64_t length) const
{
    const QRect bar = barArea();
    if (m_verify.claimedBytes == 0)
        return {};
    const auto x = [&](std::uint64_t at) {
        return bar.left()
            + int(double(std::min(at, m_verify.claimedBytes)) / double(m_verify.claimedBytes) * bar.width());
    };
    const int left = x(offset);
    // At least two pixels: a bad area of a few KiB on a terabyte must still be seen.
    return QRect(left, bar.top(), std::max(x(offset + length) - left, 2), bar.height());
}

void CapacityBar::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const QRect bar = barArea();
    const QColor unchecked = SurfaceBlockMap::cellColor(SurfaceCell::Unread);
    const QColor kept = SurfaceBlockMap::cellColor(SurfaceCell::Good);
    const QColor lost = SurfaceBlockMap::cellColor(SurfaceCell::Error);
    const bool checked = m_verify.verdict != VerifyResult::Verdict::Incomplete && !m_verify.isEmpty();
    painter.fillRect(bar, checked ? kept : unchecked);
    if (checked) {
        for (const VerifyRange &r : m_verify.badRanges) {
            const QRect area = areaOf(r.offset, r.length);
            painter.fillRect(area, lost);
            if (m_verify.aliases && m_verify.verdict == VerifyResult::Verdict::Fake)
                painter.fillRect(area, QBrush(palette().color(QPalette::Base), Qt::BDiagPattern));
        }
    }
    painter.setPen(palette().color(QPalette::Mid));
    painter.drawRect(bar);

    // Labels under the bar: where it starts, where the real capacity ends (a fake), what it claims.
    painter.setPen(palette().color(QPalette::WindowText));
    const int baseline = bar.bottom() + LabelGap + fontMetrics().ascent();
    painter.drawText(QPoint(bar.left(), baseline), QStringLiteral("0"));
    if (m_verify.isEmpty())
        return;
    const QString claimed = sizeText(m_verify.claimedBytes);
    const int claimedWidth = fontMetrics().horizontalAdvance(claimed);
    painter.drawText(QPoint(bar.right() - claimedWidth, baseline), claimed);
    if (m_verify.verdict == VerifyResult::Verdict::Fake) {
        const QString usable = sizeText(m_verify.usableBytes);
        const int width = fontMetrics().horizontalAdvance(usable);
        const int at = std::clamp(areaOf(m_verify.usableBytes, 0).left() - width / 2,
                                  fontMetrics().horizontalAdvance(QStringLiteral("0 ")),
                                  std::max(bar.right() - claimedWidth - width - 8, 0));
        painter.drawText(QPoint(at, baseline), usable);
    }
}

bool CapacityBar::event(QEvent *event)
{
    if (event->type() != QEvent::ToolTip || m_verify.isEmpty())
        return QWidget::event(event);
    auto *help = static_cast<QHelpEvent *>(event);
    for (const VerifyRange &r : std::as_const(m_verify.badRanges)) {
        if (areaOf(r.offset, r.length).contains(help->pos())) {
            const QString what = m_verify.verdict == VerifyResult::Verdict::Fake
                ? (m_verify.aliases ? tr("lost: writes here land on the drive's start") : tr("lost: nothing is kept"))
                : tr("did not keep what was written");
            QToolTip::showText(
                help->globalPos(), tr("%1 – %2: %3").arg(sizeText(r.offset), sizeText(r.end()), what), this);
            return true;
        }
    }
    if (barArea().contains(help->pos())) {
        QToolTip::showText(help->globalPos(),
                           m_verify.verdict == VerifyResult::Verdict::Incomplete
                               ? tr("not checked to the end")
                               : tr("the places checked here kept what was written"),
                           this);
        return true;
    }
    QToolTip::hideText();
    return true;
}

} // namespace Sektor::Gui
