// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "progressbar.h"

#include <QCoreApplication>

#include <cmath>

#include <unistd.h>

namespace Sektor::Cli {

namespace {
QString clockText(std::int64_t ns)
{
    const std::int64_t seconds = ns / NsPerSecond;
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString bar(double fraction)
{
    constexpr int Width = 24;
    const int filled = int(std::lround(fraction * Width));
    return QString(filled, QLatin1Char('#')) + QString(Width - filled, QLatin1Char('-'));
}
} // namespace

ProgressBar::ProgressBar(std::FILE *stream)
    : m_stream(stream)
    , m_active(isatty(fileno(stream)))
{ }

ProgressBar::~ProgressBar()
{
    clear();
}

void ProgressBar::progress(const Progress &p)
{
    if (!m_active)
        return;
    QString line;
    if (p.phase == Phase::Preparing) {
        const double fraction = p.prepareBytes ? double(p.preparedBytes) / double(p.prepareBytes) : 0;
        line = QStringLiteral("[%1] %2 %3 %")
                   .arg(bar(fraction),
                        QCoreApplication::translate("sektor-cli", "Preparing test file"),
                        QString::number(int(fraction * 100)));
    } else {
        QString phase;
        if (p.phase == Phase::WarmUp)
            phase = QCoreApplication::translate("sektor-cli", "warm-up");
        else if (p.phase == Phase::Measuring)
            phase = QCoreApplication::translate("sektor-cli", "run %1/%2").arg(p.run).arg(p.runs);
        else
            phase = QCoreApplication::translate("sektor-cli", "pause");
        const QString rate = p.phase == Phase::Interval
            ? QString()
            : QStringLiteral("%1 MB/s").arg(p.sample.bytesPerSecond() / BytesPerMB, 0, 'f', 1);
        line = QStringLiteral("[%1] %2 % %3 %4 %5 %6  %7 %8")
                   .arg(bar(p.fraction),
                        QString::number(int(p.fraction * 100)),
                        p.spec.name(),
                        ioModeDisplayName(p.mode),
                        phase,
                        rate,
                        QCoreApplication::translate("sektor-cli", "ETA"),
                        clockText(p.remainingNs));
    }
    std::fprintf(m_stream, "\r%s\x1b[K", line.toLocal8Bit().constData());
    std::fflush(m_stream);
    m_drawn = true;
}

void ProgressBar::clear()
{
    if (m_active && m_drawn) {
        std::fputs("\r\x1b[K", m_stream);
        std::fflush(m_stream);
        m_drawn = false;
    }
}

} // namespace Sektor::Cli
