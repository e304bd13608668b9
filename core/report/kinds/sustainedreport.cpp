// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/kinds/sustainedreport.h"
#include "model/profile.h"
#include "report/cdmlabel.h"
#include "report/unitformat.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

namespace Sektor {

namespace {
// lupdate files a tr() by the class it belongs to: a free tr() helper would file these strings under "Sektor", a
// context nothing looks up at run time, and they would never be translated.
class SustainedWrite
{
    Q_DECLARE_TR_FUNCTIONS(Sektor::SustainedWrite)
};

// Decimal, as the MB/s beside it: "45.2 GB". The text export is the same in every locale.
QString gigabytes(std::uint64_t bytes)
{
    return QString::asprintf("%.2f GB", double(bytes) / 1e9);
}

QString rate(double bytesPerSecond)
{
    return QString::asprintf("%9.3f MB/s", bytesPerSecond / BytesPerMB);
}

// "  After cache:      500.000 MB/s": labels padded so the figures line up.
QString line(const QString &label, const QString &value)
{
    return QLatin1String("  ") + label.leftJustified(16) + value + QLatin1Char('\n');
}

/// @p text (marked with QT_TRANSLATE_NOOP in the SustainedWrite context) as @p wording asks.
QString said(const char *text, Wording wording)
{
    return worded("Sektor::SustainedWrite", text, wording);
}

const char *stopText(SustainedStop stop)
{
    switch (stop) {
    case SustainedStop::SteadyState:
        return "steady state reached";
    case SustainedStop::SpanWritten:
        return "the whole span was written";
    case SustainedStop::TimeLimit:
        return "time limit reached";
    case SustainedStop::Stopped:
        return "stopped before a limit";
    }
    return "";
}
} // namespace

bool isSustainedWriteResult(const RunResult &result)
{
    const std::optional<Profile> profile = findProfile(result.profileId);
    return profile && profile->kind == Profile::Kind::SustainedWrite && !result.tests.isEmpty();
}

std::optional<SustainedWriteAnalysis> sustainedWriteOf(const RunResult &result)
{
    if (!isSustainedWriteResult(result))
        return std::nullopt;
    return analyzeSustainedWrite(result.tests.first().samples,
                                 SustainedWriteRules::forTimeLimit(result.options.measureTime));
}

SustainedStop sustainedStopOf(const RunResult &result, const SustainedWriteAnalysis &analysis)
{
    if (analysis.steadyState)
        return SustainedStop::SteadyState;
    if (result.target.span > 0 && analysis.bytesWritten >= result.target.span)
        return SustainedStop::SpanWritten;
    // The window closes at the deadline plus the last I/O and the flush: within a sample of the limit is the limit.
    const std::int64_t limitNs = std::int64_t(result.options.measureTime.count()) * NsPerMs;
    if (analysis.elapsedNs >= limitNs - 100 * NsPerMs)
        return SustainedStop::TimeLimit;
    return SustainedStop::Stopped;
}

QString sustainedWriteNotice(const RunOptions &options)
{
    const QString time = durationText(options.measureTime);
    if (options.wholeTarget)
        return SustainedWrite::tr(
                   "Sustained Write fills all free space but 5 % (a raw device: all of it) for up to %1 without a "
                   "pause, to find the speed once the drive's write cache is full. On an SSD that wears the flash as "
                   "much as copying that much would.")
            .arg(time);
    return SustainedWrite::tr(
               "Sustained Write writes up to %1 (the test size) for up to %2 without a pause, to find the speed once "
               "the drive's write cache is full. On an SSD that wears the flash as much as copying %1 would.")
        .arg(QLocale().formattedDataSize(qint64(options.testSize), 1, QLocale::DataSizeIecFormat), time);
}

std::optional<KindHeadline> sustainedWriteHeadline(const RunResult &result, Wording wording)
{
    const std::optional<SustainedWriteAnalysis> a = sustainedWriteOf(result);
    // A write too short for a whole sample has no rate to read from them: its cell keeps the test's figure.
    if (!a || a->bytesWritten == 0 || (!a->cliffFound() && a->initialBytesPerSecond <= 0))
        return std::nullopt;
    const QLocale locale = localeFor(wording);
    const auto size = [&](std::uint64_t bytes) {
        return locale.formattedDataSize(qint64(bytes), 1, QLocale::DataSizeSIFormat);
    };
    KindHeadline headline;
    headline.spec = result.tests.first().spec;
    headline.mode = result.tests.first().mode;
    if (a->cliffFound()) {
        headline.value = a->postCacheBytesPerSecond() / BytesPerMB;
        headline.label = said(QT_TRANSLATE_NOOP("Sektor::SustainedWrite", "after %1 of cache"), wording)
                             .arg(size(a->cacheBytes()));
    } else {
        headline.value = a->initialBytesPerSecond / BytesPerMB;
        headline.label = said(QT_TRANSLATE_NOOP("Sektor::SustainedWrite", "cache not filled in %1 written"), wording)
                             .arg(size(a->bytesWritten));
    }
    return headline;
}

QString sustainedWriteText(const RunResult &result)
{
    const std::optional<SustainedWriteAnalysis> a = sustainedWriteOf(result);
    if (!a)
        return {};
    const TestResult &t = result.tests.first();
    QString out = QLatin1String("[Sustained Write] ") + cdmTestLabel(t.spec)
        + QString::asprintf(": %s written in %.1f s, %s\n",
                            qPrintable(gigabytes(a->bytesWritten)),
                            double(a->elapsedNs) / 1e9,
                            stopText(sustainedStopOf(result, *a)));
    if (result.target.kind == TargetInfo::Kind::Directory) {
        out += line(QStringLiteral("Test file:"),
                    result.target.preallocated
                        ? QStringLiteral("preallocated in full before the write (fallocate)")
                        : QStringLiteral("allocated as written (the filesystem cannot preallocate)"));
    }
    if (const std::optional<KindHeadline> headline = sustainedWriteHeadline(result, Wording::English))
        out += headlineTextLine(*headline);
    out += line(QStringLiteral("From the start:"), rate(a->initialBytesPerSecond));
    if (!a->cliffFound()) {
        out += QLatin1String("  No lasting drop: the write cache is larger than what was written, or there is none\n");
        return out;
    }
    out += line(QStringLiteral("Cache size:"),
                QLatin1String("~") + gigabytes(a->cacheBytes()) + QLatin1String(" written before the drop"));
    out += line(QStringLiteral("After cache:"), rate(a->postCacheBytesPerSecond()));
    for (qsizetype l = 2; l < a->levels.size(); ++l) {
        out += line(QStringLiteral("Then from %1:").arg(gigabytes(a->levels.at(l).startBytes)),
                    rate(a->levels.at(l).bytesPerSecond));
    }
    return out;
}

QString sustainedWriteSummary(const RunResult &result)
{
    const std::optional<SustainedWriteAnalysis> a = sustainedWriteOf(result);
    if (!a)
        return {};
    const QLocale locale;
    const auto size = [&](std::uint64_t bytes) {
        return locale.formattedDataSize(qint64(bytes), 1, QLocale::DataSizeSIFormat);
    };
    const auto speed = [&](double bytesPerSecond) {
        return SustainedWrite::tr("%1 MB/s").arg(locale.toString(bytesPerSecond / BytesPerMB, 'f', 0));
    };
    QString text = a->cliffFound()
        ? SustainedWrite::tr("%1 at first; after ~%2 written (the write cache), %3")
              .arg(speed(a->initialBytesPerSecond), size(a->cacheBytes()), speed(a->postCacheBytesPerSecond()))
        : SustainedWrite::tr("%1 throughout: no lasting drop in %2 written")
              .arg(speed(a->initialBytesPerSecond), size(a->bytesWritten));
    if (a->steadyState)
        text += SustainedWrite::tr(", steady state reached");
    return text;
}

namespace {
QJsonObject sustainedWriteJson(const RunResult &result, const SustainedWriteAnalysis &a)
{
    QJsonArray levels;
    for (const SustainedLevel &l : a.levels) {
        levels.append(QJsonObject {{QStringLiteral("startBytes"), qint64(l.startBytes)},
                                   {QStringLiteral("bytesPerSecond"), l.bytesPerSecond}});
    }
    QJsonArray gibRates;
    for (double r : a.gibBytesPerSecond)
        gibRates.append(r);
    return {
        {QStringLiteral("initialBytesPerSecond"), a.initialBytesPerSecond},
        {QStringLiteral("cliffFound"), a.cliffFound()},
        {QStringLiteral("cacheBytes"), qint64(a.cacheBytes())},
        {QStringLiteral("postCacheBytesPerSecond"), a.postCacheBytesPerSecond()},
        {QStringLiteral("levels"), levels},
        {QStringLiteral("steadyState"), a.steadyState},
        {QStringLiteral("gibBytesPerSecond"), gibRates},
        {QStringLiteral("bytesWritten"), qint64(a.bytesWritten)},
        {QStringLiteral("elapsedNs"), qint64(a.elapsedNs)},
        {QStringLiteral("stop"), QLatin1String(idOf(sustainedStopOf(result, a)))},
    };
}

QString sustainedCsvHeader()
{
    return QStringLiteral("sustained_initial_mb_per_s,sustained_cache_bytes,sustained_post_cache_mb_per_s,"
                          "sustained_steady_state,sustained_bytes_written,sustained_stop");
}

QString sustainedCsvFields(const RunResult &result, const SustainedWriteAnalysis &a)
{
    return QStringList {QString::asprintf("%.3f", a.initialBytesPerSecond / BytesPerMB),
                        QString::number(a.cacheBytes()),
                        a.cliffFound() ? QString::asprintf("%.3f", a.postCacheBytesPerSecond() / BytesPerMB)
                                       : QString(),
                        a.steadyState ? QStringLiteral("yes") : QStringLiteral("no"),
                        QString::number(a.bytesWritten),
                        QLatin1String(idOf(sustainedStopOf(result, a)))}
        .join(QLatin1Char(','));
}
} // namespace

void SustainedWriteReport::writeSummary(QJsonObject &out, const RunResult &result) const
{
    if (const std::optional<SustainedWriteAnalysis> a = sustainedWriteOf(result))
        out.insert(QStringLiteral("sustainedWrite"), sustainedWriteJson(result, *a));
}

QString SustainedWriteReport::textBlock(const RunResult &result) const
{
    return sustainedWriteText(result);
}

std::optional<KindHeadline> SustainedWriteReport::headline(const RunResult &result, Wording wording) const
{
    return sustainedWriteHeadline(result, wording);
}

std::optional<KindCsvColumns> SustainedWriteReport::csvColumns(const RunResult &result) const
{
    const std::optional<SustainedWriteAnalysis> a = sustainedWriteOf(result);
    if (!a)
        return std::nullopt;
    return KindCsvColumns {sustainedCsvHeader(), sustainedCsvFields(result, *a)};
}

bool SustainedWriteReport::keepsPartial(const RunResult &result, bool stopped) const
{
    return stopped && isSustainedWriteResult(result);
}

bool SustainedWriteReport::slowsByDesign(const RunResult &result) const
{
    return isSustainedWriteResult(result);
}

} // namespace Sektor
