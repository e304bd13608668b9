// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/results/resulttooltip.h"
#include "gui/smallfiles/smallfilesfigures.h"

#include "model/caveats.h"
#include "model/cpucost.h"
#include "model/results.h"
#include "model/units.h"
#include "report/kindheadline.h"
#include "report/unitformat.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace Sektor::Gui {

namespace {
QString megabytes(double bytesPerSecond)
{
    return QCoreApplication::translate("Sektor::Gui::ResultToolTip", "%1 MB/s")
        .arg(formatValue(bytesPerSecond / BytesPerMB, DisplayUnit::MegabytesPerSecond));
}

QString microseconds(double ns)
{
    return QCoreApplication::translate("Sektor::Gui::ResultToolTip", "%1 µs")
        .arg(formatValue(ns / double(NsPerUs), DisplayUnit::LatencyMicroseconds));
}
} // namespace

bool resultIsMarked(const TestResult &test, const QStringList &runCaveats)
{
    return isUnstable(test) || isCpuBound(test)
        || std::any_of(runCaveats.cbegin(), runCaveats.cend(), [&](const QString &id) {
               return caveatAffects(id, test);
           });
}

namespace {
QString busyText(double share)
{
    return QLocale().toString(qlonglong(busyPercent(share)));
}

/// "CPU per I/O: 1.2 µs · its I/O threads busy 12 % of the time", and the warning where the processor set the figure.
QStringList cpuLines(const TestResult &test)
{
    const CpuCost cost = cpuCostOf(test);
    if (!cost.nsPerIo)
        return {};
    if (!cost.busyShare)
        return {QCoreApplication::translate("Sektor::Gui::ResultToolTip", "CPU per I/O: %1")
                    .arg(microseconds(*cost.nsPerIo))};
    QStringList lines {
        QCoreApplication::translate("Sektor::Gui::ResultToolTip", "CPU per I/O: %1 · I/O threads busy %2 % of the time")
            .arg(microseconds(*cost.nsPerIo), busyText(*cost.busyShare))};
    if (isCpuBound(test))
        lines << QStringLiteral("⚠ ")
                + QCoreApplication::translate("Sektor::Gui::ResultToolTip",
                                              "Limited by the processor, not the drive: the threads doing its I/O "
                                              "were busy %1 % of the time.")
                      .arg(busyText(*cost.busyShare));
    return lines;
}

QString toolTipOf(const TestResult &test, const QStringList &runCaveats, const KindHeadline *headline)
{
    const RunStatistics &s = test.stats;
    const LatencyHistogram &latency = test.figureLatency();
    QStringList lines;
    lines << QCoreApplication::translate("Sektor::Gui::ResultToolTip", "%1 %2")
                 .arg(test.spec.name(), ioModeDisplayName(test.mode));
    if (headline) {
        lines << QCoreApplication::translate("Sektor::Gui::ResultToolTip", "%1: %2 %3")
                     .arg(headlineTitle(*headline), headlineValueText(*headline), headlineUnitLabel(headline->unit));
        lines << QCoreApplication::translate("Sektor::Gui::ResultToolTip", "Bytes over the test's time: %1 · %2 IOPS")
                     .arg(megabytes(s.medianBytesPerSecond), formatValue(s.medianIops, DisplayUnit::Iops));
    } else {
        lines << QCoreApplication::translate("Sektor::Gui::ResultToolTip", "Median: %1 · %2 IOPS")
                     .arg(megabytes(s.medianBytesPerSecond), formatValue(s.medianIops, DisplayUnit::Iops));
    }
    lines << QCoreApplication::translate("Sektor::Gui::ResultToolTip", "Latency: mean %1 · p99 %2")
                 .arg(microseconds(s.medianLatencyNs), microseconds(double(latency.percentile(99.0))));
    if (test.runs.size() > 1)
        lines << QCoreApplication::translate("Sektor::Gui::ResultToolTip",
                                             "Best %1 · worst %2 · spread %3 % over %4 runs")
                     .arg(megabytes(s.bestBytesPerSecond),
                          megabytes(s.worstBytesPerSecond),
                          QLocale().toString(s.spread() * 100.0, 'f', 1),
                          QString::number(test.runs.size()));
    else
        lines << QCoreApplication::translate(
            "Sektor::Gui::ResultToolTip", "One run: no spread to show. Use more runs to see how steady the drive is.");
    lines << cpuLines(test);
    if (isUnstable(test))
        lines << QStringLiteral("⚠ ")
                + QCoreApplication::translate(
                      "Sektor::Gui::ResultToolTip",
                      "Unstable: the runs differ by more than %1 %. Run it again or use more runs.")
                      .arg(QLocale().toString(UnstableSpread * 100.0, 'f', 0));
    for (const QString &id : runCaveats) {
        if (caveatAffects(id, test))
            lines << QStringLiteral("⚠ ") + caveatText(id);
    }
    return lines.join(QLatin1Char('\n'));
}
} // namespace

QString resultToolTip(const TestResult &test, const QStringList &runCaveats)
{
    return toolTipOf(test, runCaveats, nullptr);
}

QString resultToolTip(const TestResult &test, const QStringList &runCaveats, const KindHeadline &headline)
{
    return toolTipOf(test, runCaveats, &headline);
}

QString filePhaseToolTip(const FilePhaseResult &phase, const SmallFilesResult &result)
{
    const LatencyHistogram &l = phase.latency;
    const QLocale locale;
    return QStringList {
        QCoreApplication::translate("Sektor::Gui::ResultToolTip", "%1 %2")
            .arg(fileOrderName(phase.order), fileOperationName(phase.operation, result.fileBytes)),
        QCoreApplication::translate("Sektor::Gui::ResultToolTip", "%1 files/s: %2 files in %3")
            .arg(filesPerSecondText(phase.filesPerSecond(), locale),
                 locale.toString(qulonglong(phase.files)),
                 roundsText(result.rounds)),
        QCoreApplication::translate("Sektor::Gui::ResultToolTip",
                                    "Latency per file: mean %1 · p50 %2 · p99 %3 · "
                                    "p99.9 %4")
            .arg(microseconds(l.mean()),
                 microseconds(double(l.percentile(50))),
                 microseconds(double(l.percentile(99))),
                 microseconds(double(l.percentile(99.9)))),
        QCoreApplication::translate("Sektor::Gui::ResultToolTip", "CPU time per file: %1")
            .arg(microseconds(phase.cpuNsPerFile())),
    }
        .join(QLatin1Char('\n'));
}

} // namespace Sektor::Gui
