// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/kinds/surfacereport.h"
#include "model/kinds/surfaceoptions.h"
#include "report/cdmlabel.h"
#include "report/kinds/surfacejson.h"
#include "report/kinds/surfaceranges.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

#include <algorithm>

namespace Sektor {

namespace {
// lupdate files a tr() by its class: see sustainedreport.cpp.
class SurfaceTest
{
    Q_DECLARE_TR_FUNCTIONS(Sektor::SurfaceTest)
};

QString rate(double bytesPerSecond)
{
    return QString::asprintf("%.3f MB/s", bytesPerSecond / BytesPerMB);
}

QString milliseconds(double ns)
{
    return QString::asprintf("%.3f ms", ns / 1e6);
}

QString size(std::uint64_t bytes)
{
    return surfaceSizeText(bytes);
}

QString rangesText(const QList<SurfaceRange> &ranges, SurfaceRange::Kind kind, std::uint64_t deviceBytes)
{
    return surfaceRangesText(
        ranges, kind, deviceBytes, kind == SurfaceRange::Kind::Error ? "Unreadable:" : "Slow reads:");
}

QString progressLine(const SurfaceResult &s)
{
    if (s.complete())
        return {};
    return QString::asprintf("  Stopped:       after %s of %s (%.1f %%): what follows is what was read\n",
                             qPrintable(size(s.readBytes)),
                             qPrintable(size(s.plannedBytes)),
                             s.plannedBytes ? 100.0 * double(s.readBytes) / double(s.plannedBytes) : 0.0);
}

/// @p text (marked with QT_TRANSLATE_NOOP in the SurfaceTest context) as @p wording asks.
QString said(const char *text, Wording wording)
{
    return worded("Sektor::SurfaceTest", text, wording);
}

QString mapText(const RunResult &result, const TestResult &t, bool scan)
{
    const SurfaceResult &s = t.payload.get<SurfaceResult>();
    const PositionMapSummary m = positionMapOf(result);
    QString out = scan ? QString::asprintf("[Read Scan] %s: every byte of %s, slow above %lld ms per MiB\n",
                                           qPrintable(cdmTestLabel(t.spec)),
                                           qPrintable(size(s.deviceBytes)),
                                           static_cast<long long>(s.slowReadNs / NsPerMs))
                       : QString::asprintf("[Position Map] %s: %lld chunks of %s over %s\n",
                                           qPrintable(cdmTestLabel(t.spec)),
                                           static_cast<long long>(s.chunks.size()),
                                           qPrintable(size(s.chunks.isEmpty() ? 0 : s.chunks.first().length)),
                                           qPrintable(size(s.deviceBytes)));
    out += progressLine(s);
    if (const std::optional<KindHeadline> headline = surfaceHeadline(result, Wording::English))
        out += headlineTextLine(*headline);
    if (m.measuredChunks > 0) {
        out += QString::asprintf("  Read rate:     min %s, mean %s, max %s (median %s)\n",
                                 qPrintable(rate(m.minBytesPerSecond)),
                                 qPrintable(rate(m.meanBytesPerSecond)),
                                 qPrintable(rate(m.maxBytesPerSecond)),
                                 qPrintable(rate(m.medianBytesPerSecond)));
    }
    // The rates leave out the chunks where reads failed; the time the drive took over them is said beside them, or a
    // scan that spent most of its time at unreadable areas would read as fast.
    if (m.failedChunks > 0) {
        out += QString::asprintf("  Time lost:     %.1f s of the %.1f s read, in %d chunk%s with unreadable areas "
                                 "(left out of the rates)\n",
                                 double(m.failedChunksNs) / 1e9,
                                 double(m.chunksNs) / 1e9,
                                 m.failedChunks,
                                 m.failedChunks == 1 ? "" : "s");
    }
    out += QString::asprintf("  Slow regions:  %s (below %d %% of the median)\n",
                             m.slowRegions.isEmpty() ? "none" : qPrintable(QString::number(m.slowRegions.size())),
                             result.options.kinds.get<SurfaceOptions>().slowBelowPercent);
    // Decimal units as the rates beside them, in MB on a drive below 10 GB: a region of a few MB on a small stick
    // read "0.00-0.00 GB".
    const bool small = s.deviceBytes < 10'000'000'000ull;
    for (const SurfaceRange &r : m.slowRegions) {
        out += QString::asprintf(small ? "    %.1f-%.1f MB (%.1f-%.1f %%)\n" : "    %.2f-%.2f GB (%.1f-%.1f %%)\n",
                                 double(r.offset) / (small ? 1e6 : 1e9),
                                 double(r.end()) / (small ? 1e6 : 1e9),
                                 100.0 * double(r.offset) / double(std::max<std::uint64_t>(s.deviceBytes, 1)),
                                 100.0 * double(r.end()) / double(std::max<std::uint64_t>(s.deviceBytes, 1)));
    }
    out += rangesText(s.ranges, SurfaceRange::Kind::Error, s.deviceBytes);
    if (scan)
        out += rangesText(s.ranges, SurfaceRange::Kind::Slow, s.deviceBytes);
    return out;
}

QString accessText(const RunResult &result, const TestResult &t)
{
    const SurfaceResult &s = t.payload.get<SurfaceResult>();
    const LatencySummary l = LatencySummary::fromHistogram(t.readLatency);
    QString out = QString::asprintf("[Access Time] %s: %lld random reads over %s\n",
                                    qPrintable(cdmTestLabel(t.spec)),
                                    static_cast<long long>(s.accesses.size()),
                                    qPrintable(size(s.deviceBytes)));
    out += progressLine(s);
    if (const std::optional<KindHeadline> headline = surfaceHeadline(result, Wording::English))
        out += headlineTextLine(*headline);
    out += QString::asprintf("  Access time:   mean %s, p50 %s, p99 %s, max %s\n",
                             qPrintable(milliseconds(l.meanNs)),
                             qPrintable(milliseconds(double(l.p50Ns))),
                             qPrintable(milliseconds(double(l.p99Ns))),
                             qPrintable(milliseconds(double(l.maxNs))));
    out += rangesText(s.ranges, SurfaceRange::Kind::Error, s.deviceBytes);
    return out;
}
} // namespace

std::optional<Profile::Kind> surfaceKindOf(const RunResult &result)
{
    const std::optional<Profile> profile = findProfile(result.profileId);
    if (!profile || !profile->isSurface() || result.tests.isEmpty()
        || result.tests.first().payload.get<SurfaceResult>().isEmpty())
        return std::nullopt;
    return profile->kind;
}

PositionMapSummary positionMapOf(const RunResult &result)
{
    if (result.tests.isEmpty())
        return {};
    return summarizePositionMap(result.tests.first().payload.get<SurfaceResult>(),
                                result.options.kinds.get<SurfaceOptions>().slowBelowPercent / 100.0);
}

std::optional<KindHeadline> surfaceHeadline(const RunResult &result, Wording wording)
{
    const std::optional<Profile::Kind> kind = surfaceKindOf(result);
    if (!kind)
        return std::nullopt;
    const TestResult &t = result.tests.first();
    const QLocale locale = localeFor(wording);
    KindHeadline headline;
    headline.spec = t.spec;
    headline.mode = t.mode;
    if (*kind == Profile::Kind::AccessTime) {
        const LatencySummary l = LatencySummary::fromHistogram(t.readLatency);
        if (l.count == 0)
            return std::nullopt;
        headline.value = l.meanNs / double(NsPerMs);
        headline.unit = KindHeadline::Unit::Milliseconds;
        headline.label
            = said(QT_TRANSLATE_NOOP("Sektor::SurfaceTest", "mean access time (99th percentile %1 ms)"), wording)
                  .arg(locale.toString(double(l.p99Ns) / double(NsPerMs), 'f', 2));
        return headline;
    }
    const PositionMapSummary m = positionMapOf(result);
    if (m.measuredChunks == 0)
        return std::nullopt;
    headline.value = m.meanBytesPerSecond / BytesPerMB;
    const SurfaceResult &s = t.payload.get<SurfaceResult>();
    // A stopped scan's mean is of the part it read, not of the drive.
    headline.label = s.complete() || s.plannedBytes == 0
        ? said(QT_TRANSLATE_NOOP("Sektor::SurfaceTest", "mean over the drive"), wording)
        : said(QT_TRANSLATE_NOOP("Sektor::SurfaceTest", "mean over the first %1 % of the drive"), wording)
              .arg(locale.toString(100.0 * double(s.readBytes) / double(s.plannedBytes), 'f', 0));
    return headline;
}

QString surfaceText(const RunResult &result)
{
    const std::optional<Profile::Kind> kind = surfaceKindOf(result);
    if (!kind)
        return {};
    const TestResult &t = result.tests.first();
    return *kind == Profile::Kind::AccessTime ? accessText(result, t)
                                              : mapText(result, t, *kind == Profile::Kind::ReadScan);
}

QString surfaceSummary(const RunResult &result)
{
    const std::optional<Profile::Kind> kind = surfaceKindOf(result);
    if (!kind)
        return {};
    const QLocale locale;
    const TestResult &t = result.tests.first();
    const SurfaceResult &s = t.payload.get<SurfaceResult>();
    const int errors = s.rangeCount(SurfaceRange::Kind::Error);
    QString errorText = errors == 0 ? SurfaceTest::tr("no unreadable range")
                                    : SurfaceTest::tr("unreadable ranges: %1").arg(locale.toString(errors));
    const PositionMapSummary m = positionMapOf(result);
    if (m.failedChunks > 0) {
        errorText += SurfaceTest::tr(", %1 s of %2 s spent at them (left out of the rates)")
                         .arg(locale.toString(double(m.failedChunksNs) / 1e9, 'f', 1),
                              locale.toString(double(m.chunksNs) / 1e9, 'f', 1));
    }
    // A stopped test's figures are of the part it read: the summary says so wherever it is shown.
    if (!s.complete() && s.plannedBytes > 0)
        errorText += SurfaceTest::tr("; stopped at %1 %")
                         .arg(locale.toString(100.0 * double(s.readBytes) / double(s.plannedBytes), 'f', 0));
    if (*kind == Profile::Kind::AccessTime) {
        const LatencySummary l = LatencySummary::fromHistogram(t.readLatency);
        return SurfaceTest::tr("access time: mean %1 ms, p99 %2 ms; %3")
            .arg(locale.toString(l.meanNs / 1e6, 'f', 2), locale.toString(double(l.p99Ns) / 1e6, 'f', 2), errorText);
    }
    const auto mbs = [&](double bytesPerSecond) {
        return locale.toString(bytesPerSecond / BytesPerMB, 'f', 0);
    };
    return SurfaceTest::tr("min %1 MB/s, mean %2 MB/s, max %3 MB/s; %4")
        .arg(mbs(m.minBytesPerSecond), mbs(m.meanBytesPerSecond), mbs(m.maxBytesPerSecond), errorText);
}

namespace {
QJsonObject surfaceSummaryJson(const RunResult &result)
{
    const std::optional<Profile::Kind> kind = surfaceKindOf(result);
    if (!kind)
        return {};
    const TestResult &t = result.tests.first();
    const SurfaceResult &s = t.payload.get<SurfaceResult>();
    QJsonObject out {{QStringLiteral("complete"), s.complete()},
                     {QStringLiteral("errorRanges"), s.rangeCount(SurfaceRange::Kind::Error)},
                     {QStringLiteral("slowRanges"), s.rangeCount(SurfaceRange::Kind::Slow)}};
    if (*kind == Profile::Kind::AccessTime) {
        const LatencySummary l = LatencySummary::fromHistogram(t.readLatency);
        out.insert(QStringLiteral("accessMeanNs"), l.meanNs);
        out.insert(QStringLiteral("accessP50Ns"), qint64(l.p50Ns));
        out.insert(QStringLiteral("accessP99Ns"), qint64(l.p99Ns));
        return out;
    }
    const PositionMapSummary m = positionMapOf(result);
    QJsonArray regions;
    for (const SurfaceRange &r : m.slowRegions) {
        regions.append(
            QJsonObject {{QStringLiteral("offset"), qint64(r.offset)}, {QStringLiteral("length"), qint64(r.length)}});
    }
    out.insert(QStringLiteral("minBytesPerSecond"), m.minBytesPerSecond);
    out.insert(QStringLiteral("meanBytesPerSecond"), m.meanBytesPerSecond);
    out.insert(QStringLiteral("maxBytesPerSecond"), m.maxBytesPerSecond);
    out.insert(QStringLiteral("medianBytesPerSecond"), m.medianBytesPerSecond);
    out.insert(QStringLiteral("failedChunks"), m.failedChunks);
    out.insert(QStringLiteral("failedChunksNs"), qint64(m.failedChunksNs));
    out.insert(QStringLiteral("slowRegions"), regions);
    return out;
}

QString surfaceCsvHeader()
{
    return QStringLiteral("surface_complete,surface_read_bytes,surface_error_ranges,surface_error_bytes,"
                          "surface_slow_ranges,surface_min_mb_per_s,surface_mean_mb_per_s,surface_max_mb_per_s,"
                          "access_mean_ms,access_p99_ms");
}

QString surfaceCsvFields(const RunResult &result)
{
    const std::optional<Profile::Kind> kind = surfaceKindOf(result);
    if (!kind)
        return {};
    const TestResult &t = result.tests.first();
    const SurfaceResult &s = t.payload.get<SurfaceResult>();
    QStringList fields {s.complete() ? QStringLiteral("yes") : QStringLiteral("no"),
                        QString::number(s.readBytes),
                        QString::number(s.rangeCount(SurfaceRange::Kind::Error)),
                        QString::number(s.rangeBytes(SurfaceRange::Kind::Error)),
                        QString::number(s.rangeCount(SurfaceRange::Kind::Slow))};
    const auto mbps = [](double bytesPerSecond) {
        return QString::asprintf("%.3f", bytesPerSecond / BytesPerMB);
    };
    if (*kind == Profile::Kind::AccessTime) {
        const LatencySummary l = LatencySummary::fromHistogram(t.readLatency);
        fields << QString() << QString() << QString() << QString::asprintf("%.3f", l.meanNs / 1e6)
               << QString::asprintf("%.3f", double(l.p99Ns) / 1e6);
    } else {
        const PositionMapSummary m = positionMapOf(result);
        fields << mbps(m.minBytesPerSecond) << mbps(m.meanBytesPerSecond) << mbps(m.maxBytesPerSecond) << QString()
               << QString();
    }
    return fields.join(QLatin1Char(','));
}
} // namespace

void SurfaceReport::writePayload(QJsonObject &test, const TestPayload &payload) const
{
    writePayloadMember<SurfaceResult>(test, payload, "surface", surfaceToJson);
}

void SurfaceReport::readPayload(JsonFields &fields,
                                const QJsonObject &test,
                                const QString &path,
                                TestPayload &payload) const
{
    readPayloadMember(fields, test, path, payload, "surface", surfaceFromJson);
}

void SurfaceReport::writeOptions(QJsonObject &options, const RunOptions &o) const
{
    insertSurfaceOptions(options, o);
}

void SurfaceReport::readOptions(JsonFields &fields,
                                const QJsonObject &options,
                                const QString &path,
                                RunOptions &o) const
{
    readSurfaceOptions(fields, options, path, o);
}

void SurfaceReport::writeSummary(QJsonObject &out, const RunResult &result) const
{
    if (surfaceKindOf(result))
        out.insert(QStringLiteral("surface"), surfaceSummaryJson(result));
}

QString SurfaceReport::textBlock(const RunResult &result) const
{
    return surfaceText(result);
}

std::optional<KindHeadline> SurfaceReport::headline(const RunResult &result, Wording wording) const
{
    return surfaceHeadline(result, wording);
}

std::optional<KindCsvColumns> SurfaceReport::csvColumns(const RunResult &result) const
{
    if (!surfaceKindOf(result))
        return std::nullopt;
    return KindCsvColumns {surfaceCsvHeader(), surfaceCsvFields(result)};
}

std::optional<VerdictLevel> SurfaceReport::verdictLevel(const RunResult &result) const
{
    // The Read Scan judges the surface; the Position Map and the access time test measure it.
    if (surfaceKindOf(result) != Profile::Kind::ReadScan)
        return std::nullopt;
    const SurfaceResult &s = result.tests.first().payload.get<SurfaceResult>();
    if (s.rangeCount(SurfaceRange::Kind::Error) > 0)
        return VerdictLevel::Fail;
    if (!s.complete())
        return VerdictLevel::NoVerdict;
    return s.rangeCount(SurfaceRange::Kind::Slow) > 0 ? VerdictLevel::Attention : VerdictLevel::Pass;
}

// Unreadable areas, however they were found; reads over the limit only where a Read Scan set one.
QStringList SurfaceReport::driveProblems(const RunResult &result) const
{
    const std::optional<Profile::Kind> kind = surfaceKindOf(result);
    if (!kind)
        return {};
    const SurfaceResult &s = result.tests.first().payload.get<SurfaceResult>();
    const QLocale locale;
    const auto sentence = [&](const QString &text, SurfaceRange::Kind range) {
        return text.arg(locale.toString(s.rangeCount(range)),
                        locale.formattedDataSize(qint64(s.rangeBytes(range)), 1, QLocale::DataSizeIecFormat));
    };
    QStringList out;
    if (s.rangeCount(SurfaceRange::Kind::Error) > 0)
        out << sentence(SurfaceTest::tr("Unreadable ranges: %1 (%2 in all)."), SurfaceRange::Kind::Error);
    if (*kind == Profile::Kind::ReadScan && s.rangeCount(SurfaceRange::Kind::Slow) > 0)
        out << sentence(SurfaceTest::tr("Ranges read slower than the scan's limit: %1 (%2 in all)."),
                        SurfaceRange::Kind::Slow);
    return out;
}

bool SurfaceReport::keepsPartial(const RunResult &result, bool /*stopped*/) const
{
    return surfaceKindOf(result).has_value();
}

std::function<QString(const Progress &)> surfaceProgressWords(const RunOptions &)
{
    return [](const Progress &p) {
        const QString test = QStringLiteral("%1 %2").arg(p.spec.name(), ioModeDisplayName(p.mode));
        return said(QT_TRANSLATE_NOOP("Sektor::SurfaceTest", "Reading the surface (%1): %2 of %3"), Wording::Translated)
            .arg(test,
                 QLocale().formattedDataSize(qint64(p.preparedBytes), 1, QLocale::DataSizeSIFormat),
                 QLocale().formattedDataSize(qint64(p.prepareBytes), 1, QLocale::DataSizeSIFormat));
    };
}

} // namespace Sektor
