// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/results.h"
#include "stats/median.h"

#include <QFile>
#include <QRegularExpression>
#include <QSysInfo>

#include <algorithm>

namespace Sektor {

LatencySummary LatencySummary::fromHistogram(const LatencyHistogram &h)
{
    LatencySummary s;
    s.count = h.count();
    s.meanNs = h.mean();
    s.minNs = h.min();
    s.maxNs = h.max();
    s.p50Ns = h.percentile(50);
    s.p90Ns = h.percentile(90);
    s.p99Ns = h.percentile(99);
    s.p999Ns = h.percentile(99.9);
    s.p9999Ns = h.percentile(99.99);
    return s;
}

QString RunResult::engineName() const
{
    return options.peak ? backend + QLatin1String(" (peak)") : backend;
}

double RunMetrics::meanLatencyNs() const
{
    const std::uint64_t n = read.latency.count + write.latency.count;
    if (n == 0)
        return 0;
    return (read.latency.meanNs * double(read.latency.count) + write.latency.meanNs * double(write.latency.count))
        / double(n);
}

RunStatistics RunStatistics::fromRuns(const QList<RunMetrics> &runs, IoMode mode)
{
    RunStatistics s;
    if (runs.isEmpty())
        return s;
    std::vector<double> bps, iops, latency;
    for (const RunMetrics &r : runs) {
        bps.push_back(r.figureBytesPerSecond(mode));
        iops.push_back(r.figureIops(mode));
        latency.push_back(r.figureLatencyNs(mode));
    }
    s.medianBytesPerSecond = medianOf(bps);
    s.bestBytesPerSecond = *std::max_element(bps.begin(), bps.end());
    s.worstBytesPerSecond = *std::min_element(bps.begin(), bps.end());
    s.medianIops = medianOf(iops);
    s.medianLatencyNs = medianOf(latency);
    return s;
}

namespace {
// A DMI attribute's text, trimmed; empty when absent.
QString dmiText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.read(256)).simplified() : QString();
}
} // namespace

SystemInfo SystemInfo::current(const QString &sysfsRoot)
{
    SystemInfo info;
    const QString dmi = sysfsRoot + QStringLiteral("/class/dmi/id/");
    info.vendor = dmiText(dmi + QStringLiteral("sys_vendor"));
    info.product = dmiText(dmi + QStringLiteral("product_name"));
    // Mode 0400 root: a run by a user finds it there and unreadable.
    QFile serial(dmi + QStringLiteral("product_serial"));
    if (serial.open(QIODevice::ReadOnly))
        info.serial = QString::fromUtf8(serial.read(256)).simplified();
    else
        info.serialUnreadable = serial.exists();
    info.os = QSysInfo::prettyProductName();
    info.kernel = QSysInfo::kernelVersion();
    info.hostName = QSysInfo::machineHostName();
    QFile cpuinfo(QStringLiteral("/proc/cpuinfo"));
    if (cpuinfo.open(QIODevice::ReadOnly)) {
        static const QRegularExpression modelName(QStringLiteral("^model name\\s*:\\s*(.+)$"),
                                                  QRegularExpression::MultilineOption);
        const auto match = modelName.match(QString::fromLatin1(cpuinfo.readAll()));
        if (match.hasMatch())
            info.cpu = match.captured(1).trimmed();
    }
    return info;
}

} // namespace Sektor
