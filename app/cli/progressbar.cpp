// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "progressbar.h"

#include <QCoreApplication>

#include <cmath>
#include <functional>

#include <sys/ioctl.h>
#include <unistd.h>

namespace Sektor::Cli {

namespace {
QString clockText(std::int64_t ns)
{
    const std::int64_t seconds = ns / NsPerSecond;
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

constexpr int BarWidth = 24;
constexpr int NarrowestBar = 8;

QString bar(double fraction, int width)
{
    const int filled = int(std::lround(fraction * width));
    return QString(filled, QLatin1Char('#')) + QString(width - filled, QLatin1Char('-'));
}

/// The terminal's width: a line as wide wraps, and every redraw then adds a line instead of replacing one.
int terminalColumns(std::FILE *stream)
{
    winsize size {};
    if (::ioctl(fileno(stream), TIOCGWINSZ, &size) == 0 && size.ws_col > 0)
        return size.ws_col;
    return 80;
}

/// @p line (made with a bar of BarWidth) fitted into @p columns - 1: a narrower bar first, then none, and only then
/// cut at the end (the ETA is the part people look for).
QString fitted(const std::function<QString(int)> &line, int columns)
{
    QString text = line(BarWidth);
    const int room = std::max(1, columns - 1);
    if (text.size() > room)
        text = line(std::max(NarrowestBar, BarWidth - int(text.size() - room)));
    if (text.size() > room)
        text = line(0).mid(3); // without "[] "
    return text.left(room);
}
} // namespace

ProgressBar::ProgressBar(std::FILE *stream, ProgressWords words)
    : m_stream(stream)
    , m_active(isatty(fileno(stream)))
    , m_words(std::move(words))
{ }

ProgressBar::~ProgressBar()
{
    clear();
}

void ProgressBar::progress(const Progress &p)
{
    if (!m_active)
        return;
    std::function<QString(int)> line;
    if (p.phase == Phase::Preparing) {
        const double fraction = p.prepareBytes ? double(p.preparedBytes) / double(p.prepareBytes) : 0;
        line = [=](int width) {
            return QStringLiteral("[%1] %2 %3 %")
                .arg(bar(fraction, width),
                     QCoreApplication::translate("sektor-cli", "Preparing test file"),
                     QString::number(int(fraction * 100)));
        };
    } else if (const QString own = m_words(p); !own.isEmpty()) {
        // The kind's own words (a burn-in's step, a surface's bytes, the drive's self-test), as the window says them.
        const double bytesPerSecond = p.sample.figureBytesPerSecond(p.mode);
        const QString rate
            = bytesPerSecond > 0 ? QStringLiteral("%1 MB/s  ").arg(bytesPerSecond / BytesPerMB, 0, 'f', 1) : QString();
        line = [=](int width) {
            return QStringLiteral("[%1] %2  %3%4 %5")
                .arg(bar(p.fraction, width),
                     own,
                     rate,
                     QCoreApplication::translate("sektor-cli", "ETA"),
                     clockText(p.remainingNs));
        };
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
            : QStringLiteral("%1 MB/s").arg(p.sample.figureBytesPerSecond(p.mode) / BytesPerMB, 0, 'f', 1);
        line = [=](int width) {
            return QStringLiteral("[%1] %2 % %3 %4 %5 %6  %7 %8")
                .arg(bar(p.fraction, width),
                     QString::number(int(p.fraction * 100)),
                     p.spec.name(),
                     ioModeDisplayName(p.mode),
                     phase,
                     rate,
                     QCoreApplication::translate("sektor-cli", "ETA"),
                     clockText(p.remainingNs));
        };
    }
    const QString text = fitted(line, terminalColumns(m_stream));
    std::fprintf(m_stream, "\r%s\x1b[K", text.toLocal8Bit().constData());
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
