// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/kinds/smallfilesreport.h"
#include "report/kinds/smallfilesjson.h"

#include <QLocale>
#include <QStringList>

#include <utility>

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
        return "synced after each phase";
    case FileSync::File:
        return "each file synced";
    case FileSync::FileAndFolder:
        return "each file and folder entry synced";
    }
    return "";
}
/// bonnie++'s six phases in its order, for the CSV's fixed columns.
constexpr std::pair<FileOrder, FileOperation> CsvPhases[] = {{FileOrder::Sequential, FileOperation::Create},
                                                             {FileOrder::Sequential, FileOperation::Read},
                                                             {FileOrder::Sequential, FileOperation::Delete},
                                                             {FileOrder::Random, FileOperation::Create},
                                                             {FileOrder::Random, FileOperation::Read},
                                                             {FileOrder::Random, FileOperation::Delete}};
} // namespace

const SmallFilesResult *smallFilesOf(const RunResult &result)
{
    for (const TestResult &t : result.tests) {
        if (const SmallFilesResult *found = t.payload.find<SmallFilesResult>())
            return found;
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

namespace {
QString smallFilesCsvHeader()
{
    QStringList columns {QStringLiteral("files_per_round"),
                         QStringLiteral("file_bytes"),
                         QStringLiteral("file_threads"),
                         QStringLiteral("file_sync"),
                         QStringLiteral("file_rounds")};
    for (const auto &[order, operation] : CsvPhases) {
        const QString phase = QLatin1String(idOf(order)) + QLatin1Char('_') + QLatin1String(idOf(operation));
        columns << phase + QLatin1String("_files_per_s") << phase + QLatin1String("_p50_us")
                << phase + QLatin1String("_p99_us") << phase + QLatin1String("_cpu_us_per_file");
    }
    return columns.join(QLatin1Char(','));
}

QString smallFilesCsvFields(const SmallFilesResult &r)
{
    QStringList fields {QString::number(r.filesPerRound),
                        QString::number(r.fileBytes),
                        QString::number(r.threads),
                        QLatin1String(idOf(r.sync)),
                        QString::number(r.rounds)};
    const auto us = [](double ns) {
        return QString::asprintf("%.1f", ns / 1000.0);
    };
    for (const auto &[order, operation] : CsvPhases) {
        const FilePhaseResult *p = r.phase(order, operation);
        if (!p) { // a test that stopped early ran some phases only
            fields << QString() << QString() << QString() << QString();
            continue;
        }
        fields << QString::asprintf("%.1f", p->filesPerSecond()) << us(double(p->latency.percentile(50)))
               << us(double(p->latency.percentile(99))) << us(p->cpuNsPerFile());
    }
    return fields.join(QLatin1Char(','));
}
} // namespace

void SmallFilesReport::writePayload(QJsonObject &test, const TestPayload &payload) const
{
    writePayloadMember<SmallFilesResult>(test, payload, "smallFiles", smallFilesToJson);
}

void SmallFilesReport::readPayload(JsonFields &fields,
                                   const QJsonObject &test,
                                   const QString &path,
                                   TestPayload &payload) const
{
    readPayloadMember(fields, test, path, payload, "smallFiles", smallFilesFromJson);
}

QString SmallFilesReport::textBlock(const RunResult &result) const
{
    return smallFilesText(result);
}

std::optional<KindCsvColumns> SmallFilesReport::csvColumns(const RunResult &result) const
{
    const SmallFilesResult *r = smallFilesOf(result);
    if (!r)
        return std::nullopt;
    return KindCsvColumns {smallFilesCsvHeader(), smallFilesCsvFields(*r)};
}

// No test file and no runs: files, in rounds.
std::optional<KindMeasure> SmallFilesReport::measure(const RunResult &result) const
{
    const SmallFilesResult *r = smallFilesOf(result);
    if (!r)
        return std::nullopt;
    return KindMeasure {QString::asprintf("%llu files", static_cast<unsigned long long>(r->filesPerRound)),
                        QString::asprintf("files per second over %d round%s", r->rounds, r->rounds == 1 ? "" : "s")};
}

} // namespace Sektor
