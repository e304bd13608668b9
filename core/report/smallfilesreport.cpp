// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/smallfilesreport.h"

#include <QLocale>

namespace Sektor {

namespace {
QString phaseName(const FilePhaseResult &p, std::uint32_t fileBytes)
{
    const char *order = p.order == FileOrder::Sequential ? "Sequential" : "Random";
    const char *operation = p.operation == FileOperation::Create ? "Create"
        : p.operation == FileOperation::Delete                   ? "Delete"
        : fileBytes == 0                                         ? "Stat" // an empty file's read is its lookup
                                                                 : "Read";
    return QString::asprintf("%s %s", order, operation);
}

QString microseconds(double ns)
{
    return QString::asprintf("%9.1f", ns / 1000.0);
}

const char *syncWords(FileSync sync)
{
    switch (sync) {
    case FileSync::None:
        return "nothing synced";
    case FileSync::File:
        return "each file synced";
    case FileSync::FileAndFolder:
        return "each file and folder entry synced";
    }
    return "";
}
} // namespace

const SmallFilesResult *smallFilesOf(const RunResult &result)
{
    for (const TestResult &t : result.tests) {
        if (!t.smallFiles.isEmpty())
            return &t.smallFiles;
    }
    return nullptr;
}

QString smallFilesText(const RunResult &result)
{
    const SmallFilesResult *r = smallFilesOf(result);
    if (!r)
        return {};
    QString out
        = QString::asprintf("[Small Files] %llu files of %s per round, %d thread%s, %d round%s, %s\n",
                            static_cast<unsigned long long>(r->filesPerRound),
                            qPrintable(QLocale::c().formattedDataSize(r->fileBytes, 1, QLocale::DataSizeIecFormat)),
                            r->threads,
                            r->threads == 1 ? "" : "s",
                            r->rounds,
                            r->rounds == 1 ? "" : "s",
                            syncWords(r->sync));
    out += QLatin1String("                      files/s   mean [us]  p50 [us]  p99 [us] p99.9 [us]  CPU/file [us]\n");
    for (const FilePhaseResult &p : r->phases) {
        const LatencyHistogram &h = p.latency;
        out += QString::asprintf("  %-17s %11.1f", qPrintable(phaseName(p, r->fileBytes)), p.filesPerSecond())
            + QLatin1Char(' ') + microseconds(h.mean()) + QLatin1Char(' ') + microseconds(double(h.percentile(50)))
            + QLatin1Char(' ') + microseconds(double(h.percentile(99))) + QLatin1String("  ")
            + microseconds(double(h.percentile(99.9))) + QLatin1String("      ") + microseconds(p.cpuNsPerFile())
            + QLatin1Char('\n');
    }
    if (r->leftoverFilesRemoved > 0)
        out += QString::asprintf("  Removed first: %d files left by an earlier run that was killed\n",
                                 r->leftoverFilesRemoved);
    return out;
}

} // namespace Sektor
