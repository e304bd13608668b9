// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/kinds/burninreport.h"
#include "model/kinds/burninoptions.h"
#include "report/cdmlabel.h"
#include "report/kinds/burninjson.h"
#include "report/kinds/surfacejson.h"
#include "report/kinds/surfaceranges.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Sektor {

namespace {
constexpr const char *Context = "Sektor::BurnIn";
/// Ranges listed on a certificate at most: a drive with thousands is failed by its first ones already.
constexpr qsizetype CertificateRanges = 12;

QString say(const char *text, Wording wording)
{
    return worded(Context, text, wording);
}

QString bytesText(std::uint64_t bytes, Wording wording)
{
    return localeFor(wording).formattedDataSize(qint64(bytes), 1, QLocale::DataSizeIecFormat);
}

QString megabytesText(double bytesPerSecond, Wording wording)
{
    return localeFor(wording).toString(bytesPerSecond / BytesPerMB, 'f', 1);
}

QString percentText(std::uint64_t part, std::uint64_t whole, Wording wording)
{
    return localeFor(wording).toString(whole ? 100.0 * double(part) / double(whole) : 0.0, 'f', 1);
}

QString patternName(BurnInPattern pattern, Wording wording)
{
    switch (pattern) {
    case BurnInPattern::Stamps:
        return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "stamps"), wording);
    case BurnInPattern::Random:
        return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "random data"), wording);
    case BurnInPattern::Zeros:
        return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "zeros"), wording);
    case BurnInPattern::Ones:
        break;
    }
    return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "ones"), wording);
}

QString patternsText(const QList<BurnInPattern> &patterns, Wording wording)
{
    QStringList names;
    for (const BurnInPattern p : patterns)
        names << patternName(p, wording);
    return names.join(QStringLiteral(", "));
}

/// What was done: "2 passes of stamps, random data over 64.0 MiB".
QString planText(const BurnInResult &b, Wording wording)
{
    if (b.passes == 1) {
        return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "1 pass of %1 over %2"), wording)
            .arg(patternsText(b.patterns, wording), bytesText(b.surface.deviceBytes, wording));
    }
    return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "%1 passes of %2 over %3"), wording)
        .arg(QString::number(b.passes), patternsText(b.patterns, wording), bytesText(b.surface.deviceBytes, wording));
}

QString progressSentence(const BurnInResult &b, Wording wording)
{
    if (b.complete()) {
        return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "Done: %1; every block written and read back."), wording)
            .arg(planText(b, wording));
    }
    return say(QT_TRANSLATE_NOOP("Sektor::BurnIn",
                                 "Stopped after %1 of %2 steps (%3 % of its bytes): what it found is in what it did."),
               wording)
        .arg(QString::number(b.stepsDone),
             QString::number(b.steps),
             percentText(b.surface.readBytes, b.surface.plannedBytes, wording));
}

QString ruleSentence(const RunOptions &options, StopReason reason, Wording wording)
{
    const StopRules &rules = options.kinds.get<BurnInOptions>().stopRules;
    switch (reason) {
    case StopReason::None:
        return {};
    case StopReason::Errors:
        return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "Stopped by its rule: %1 failed ranges found."), wording)
            .arg(QString::number(rules.afterErrors.value_or(0)));
    case StopReason::Slower:
        return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "Stopped by its rule: slower than %1 MB/s for %2 s."), wording)
            .arg(
                megabytesText(rules.slower ? rules.slower->bytesPerSecond : 0, wording),
                localeFor(wording).toString(rules.slower ? double(rules.slower->lasting.count()) / 1000.0 : 0, 'g', 6));
    case StopReason::Hotter:
        break;
    }
    return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "Stopped by its rule: hotter than %1 °C."), wording)
        .arg(localeFor(wording).toString(double(rules.hotterMilliCelsius.value_or(0)) / 1000.0, 'g', 4));
}

QString rangeSentence(const SurfaceResult &s, SurfaceRange::Kind kind, Wording wording)
{
    const int count = s.rangeCount(kind);
    if (count == 0)
        return {};
    const char *text = nullptr;
    switch (kind) {
    case SurfaceRange::Kind::Error:
        text = QT_TRANSLATE_NOOP("Sektor::BurnIn", "Ranges unreadable: %1 (%2 in all).");
        break;
    case SurfaceRange::Kind::Corrupt:
        text = QT_TRANSLATE_NOOP("Sektor::BurnIn", "Ranges read back other than written (corrupt): %1 (%2 in all).");
        break;
    case SurfaceRange::Kind::WriteError:
        text = QT_TRANSLATE_NOOP("Sektor::BurnIn", "Ranges that could not be written: %1 (%2 in all).");
        break;
    case SurfaceRange::Kind::Slow:
        text = QT_TRANSLATE_NOOP("Sektor::BurnIn", "Ranges of slow blocks (in the last time class): %1 (%2 in all).");
        break;
    }
    return say(text, wording).arg(QString::number(count), bytesText(s.rangeBytes(kind), wording));
}

/// The sentences of what went wrong, in the order of their weight; empty for a burn-in that found nothing.
QStringList problemSentences(const RunResult &result, const BurnInResult &b, Wording wording)
{
    QStringList out;
    if (b.goneAt) {
        out << say(QT_TRANSLATE_NOOP("Sektor::BurnIn",
                                     "The drive stopped answering at %1 (%2 % of it): nothing after that was tested."),
                   wording)
                   .arg(bytesText(*b.goneAt, wording), percentText(*b.goneAt, b.surface.deviceBytes, wording));
    }
    if (b.aliasing) {
        out << say(QT_TRANSLATE_NOOP("Sektor::BurnIn",
                                     "Fake capacity: what was written for %1 came back at %2: the drive keeps less "
                                     "than it claims."),
                   wording)
                   .arg(bytesText(b.aliasing->writtenFor, wording), bytesText(b.aliasing->readAt, wording));
    }
    if (const QString rule = ruleSentence(result.options, result.stoppedBy, wording); !rule.isEmpty())
        out << rule;
    for (const SurfaceRange::Kind kind : {SurfaceRange::Kind::Error,
                                          SurfaceRange::Kind::Corrupt,
                                          SurfaceRange::Kind::WriteError,
                                          SurfaceRange::Kind::Slow}) {
        if (const QString ranges = rangeSentence(b.surface, kind, wording); !ranges.isEmpty())
            out << ranges;
    }
    return out;
}

QString ratesSentence(const BurnInResult &b, Wording wording)
{
    return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "Mean rates: write %1 MB/s, read %2 MB/s."), wording)
        .arg(megabytesText(b.writeBytesPerSecond(), wording), megabytesText(b.readBytesPerSecond(), wording));
}

/// "< 3 ms: 512 · < 10 ms: 3 · …"
QString classesLine(const LatencyClasses &classes, Wording wording)
{
    const QStringList names = latencyClassNames(classes, wording);
    QStringList parts;
    for (std::size_t c = 0; c < LatencyClasses::Classes; ++c)
        parts << names.at(qsizetype(c)) + QStringLiteral(": ")
                + localeFor(wording).toString(qulonglong(classes.counts()[c]));
    return parts.join(wording == Wording::English ? QStringLiteral("; ") : QStringLiteral(" · "));
}

/// The certificate's lines of the ranges found, the first @p most of them: "unreadable: LBA 5859375–5859382 (4.0 KiB)".
QStringList rangeFacts(const SurfaceResult &s, qsizetype most)
{
    QStringList out;
    for (const SurfaceRange &r : s.ranges.first(std::min(most, s.ranges.size()))) {
        out << say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "%1: LBA %2–%3 (%4)"), Wording::Translated)
                   .arg(burnInRangeKindName(r.kind),
                        QString::number(r.offset / 512),
                        QString::number((r.end() - 1) / 512),
                        bytesText(r.length, Wording::Translated));
    }
    if (s.ranges.size() > most)
        out << say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "… and %1 more ranges: the result file lists them all."),
                   Wording::Translated)
                   .arg(s.ranges.size() - most);
    return out;
}

BurnInVerdict verdictOf(const RunResult &result, const BurnInResult &b)
{
    return burnInVerdict(b, result.stoppedBy);
}
} // namespace

QString burnInPatternName(BurnInPattern pattern, Wording wording)
{
    return patternName(pattern, wording);
}

const BurnInResult *burnInOf(const RunResult &result)
{
    for (const TestResult &t : result.tests) {
        if (const BurnInResult *b = t.payload.find<BurnInResult>())
            return b;
    }
    return nullptr;
}

QString burnInVerdictName(BurnInVerdict verdict, Wording wording)
{
    switch (verdict) {
    case BurnInVerdict::Pass:
        return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "PASS"), wording);
    case BurnInVerdict::Attention:
        return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "ATTENTION"), wording);
    case BurnInVerdict::Fail:
        return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "FAIL"), wording);
    case BurnInVerdict::Incomplete:
        break;
    }
    return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "INCOMPLETE"), wording);
}

QString burnInRangeKindName(SurfaceRange::Kind kind, Wording wording)
{
    switch (kind) {
    case SurfaceRange::Kind::Error:
        return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "unreadable"), wording);
    case SurfaceRange::Kind::Corrupt:
        return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "corrupt"), wording);
    case SurfaceRange::Kind::WriteError:
        return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "write error"), wording);
    case SurfaceRange::Kind::Slow:
        break;
    }
    return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "slow"), wording);
}

QStringList latencyClassNames(const LatencyClasses &classes, Wording wording)
{
    const QLocale locale = localeFor(wording);
    const auto ms = [&](std::chrono::microseconds bound) {
        return locale.toString(double(bound.count()) / 1000.0, 'g', 6);
    };
    QStringList names;
    for (const std::chrono::microseconds bound : classes.bounds())
        names << say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "< %1 ms"), wording).arg(ms(bound));
    names << say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "≥ %1 ms"), wording).arg(ms(classes.bounds().back()));
    if (wording == Wording::English)
        names.last().replace(QStringLiteral("≥"), QStringLiteral(">="));
    return names;
}

QStringList burnInFindings(const RunResult &result, Wording wording)
{
    const BurnInResult *b = burnInOf(result);
    if (!b)
        return {};
    QStringList out {progressSentence(*b, wording)};
    const QStringList problems = problemSentences(result, *b, wording);
    if (problems.isEmpty())
        out << say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "Nothing unreadable, corrupt, unwritable or slow was found."),
                   wording);
    out << problems << ratesSentence(*b, wording);
    return out;
}

void BurnInReport::writePayload(QJsonObject &test, const TestPayload &payload) const
{
    if (const BurnInResult *b = payload.find<BurnInResult>()) {
        test.insert(QStringLiteral("surface"), surfaceToJson(b->surface));
        test.insert(QStringLiteral("burnIn"), burnInToJson(*b));
    }
}

void BurnInReport::readPayload(JsonFields &fields,
                               const QJsonObject &test,
                               const QString &path,
                               TestPayload &payload) const
{
    if (!test.contains(QLatin1String("burnIn")))
        return;
    const SurfaceResult surface
        = surfaceFromJson(fields, fields.object(test, "surface", path), JsonFields::member(path, "surface"));
    payload.set(
        burnInFromJson(fields, fields.object(test, "burnIn", path), JsonFields::member(path, "burnIn"), surface));
}

void BurnInReport::writeOptions(QJsonObject &options, const RunOptions &o) const
{
    insertStopRules(options, o.kinds.get<BurnInOptions>().stopRules);
}

void BurnInReport::readOptions(JsonFields &fields, const QJsonObject &options, const QString &path, RunOptions &o) const
{
    readStopRules(fields, options, path, o.kinds.edit<BurnInOptions>().stopRules);
}

void BurnInReport::writeSummary(QJsonObject &out, const RunResult &result) const
{
    const BurnInResult *b = burnInOf(result);
    if (!b)
        return;
    const SurfaceResult &s = b->surface;
    out.insert(QStringLiteral("burnIn"),
               QJsonObject {{QStringLiteral("verdict"), QLatin1String(idOf(verdictOf(result, *b)))},
                            {QStringLiteral("complete"), b->complete()},
                            {QStringLiteral("errorRanges"), s.rangeCount(SurfaceRange::Kind::Error)},
                            {QStringLiteral("corruptRanges"), s.rangeCount(SurfaceRange::Kind::Corrupt)},
                            {QStringLiteral("writeErrorRanges"), s.rangeCount(SurfaceRange::Kind::WriteError)},
                            {QStringLiteral("slowRanges"), s.rangeCount(SurfaceRange::Kind::Slow)},
                            {QStringLiteral("fakeCapacity"), b->aliasing.has_value()},
                            {QStringLiteral("writeBytesPerSecond"), b->writeBytesPerSecond()},
                            {QStringLiteral("readBytesPerSecond"), b->readBytesPerSecond()}});
}

QString BurnInReport::textBlock(const RunResult &result) const
{
    const BurnInResult *b = burnInOf(result);
    if (!b)
        return {};
    const TestResult &t = result.tests.first();
    QString out = QStringLiteral("[Burn-in] %1: %2, blocks of %3\n")
                      .arg(cdmTestLabel(t.spec), planText(*b, Wording::English), surfaceSizeText(b->blockBytes));
    out += QStringLiteral("  Verdict:       %1\n").arg(burnInVerdictName(verdictOf(result, *b), Wording::English));
    for (const QString &line : burnInFindings(result, Wording::English))
        out += QStringLiteral("  ") + line + QLatin1Char('\n');
    out += QStringLiteral("  Write blocks:  %1\n").arg(classesLine(b->writeClasses, Wording::English));
    out += QStringLiteral("  Read blocks:   %1\n").arg(classesLine(b->readClasses, Wording::English));
    const SurfaceResult &s = b->surface;
    out += surfaceRangesText(s.ranges, SurfaceRange::Kind::Error, s.deviceBytes, "Unreadable:");
    out += surfaceRangesText(s.ranges, SurfaceRange::Kind::Corrupt, s.deviceBytes, "Corrupt:");
    out += surfaceRangesText(s.ranges, SurfaceRange::Kind::WriteError, s.deviceBytes, "Write errors:");
    out += surfaceRangesText(s.ranges, SurfaceRange::Kind::Slow, s.deviceBytes, "Slow blocks:");
    return out;
}

std::optional<KindCsvColumns> BurnInReport::csvColumns(const RunResult &result) const
{
    const BurnInResult *b = burnInOf(result);
    if (!b)
        return std::nullopt;
    const SurfaceResult &s = b->surface;
    return KindCsvColumns {
        QStringLiteral("verdict,steps,steps_done,write_mbps,read_mbps,unreadable_ranges,corrupt_ranges,"
                       "write_error_ranges,slow_ranges,fake_capacity,gone_at,stopped_by"),
        QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8,%9,%10,%11,%12")
            .arg(QLatin1String(idOf(verdictOf(result, *b))),
                 QString::number(b->steps),
                 QString::number(b->stepsDone),
                 QString::number(b->writeBytesPerSecond() / BytesPerMB, 'f', 3),
                 QString::number(b->readBytesPerSecond() / BytesPerMB, 'f', 3),
                 QString::number(s.rangeCount(SurfaceRange::Kind::Error)),
                 QString::number(s.rangeCount(SurfaceRange::Kind::Corrupt)),
                 QString::number(s.rangeCount(SurfaceRange::Kind::WriteError)),
                 QString::number(s.rangeCount(SurfaceRange::Kind::Slow)))
            .arg(b->aliasing ? QStringLiteral("yes") : QStringLiteral("no"),
                 b->goneAt ? QString::number(*b->goneAt) : QString(),
                 QLatin1String(idOf(result.stoppedBy)))};
}

std::optional<KindMeasure> BurnInReport::measure(const RunResult &result) const
{
    const BurnInResult *b = burnInOf(result);
    if (!b)
        return std::nullopt;
    return KindMeasure {planText(*b, Wording::English),
                        QStringLiteral("every block written, read back and timed; verdict by its findings")};
}

std::optional<KindCertificateSection> BurnInReport::certificateSection(const RunResult &result) const
{
    const BurnInResult *b = burnInOf(result);
    if (!b)
        return std::nullopt;
    const BurnInVerdict verdict = verdictOf(result, *b);
    KindCertificateSection section;
    section.heading = say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "Burn-in"), Wording::Translated);
    section.lead
        << say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "Verdict: %1"), Wording::Translated).arg(burnInVerdictName(verdict))
        << burnInFindings(result);
    section.leadIsWarning = verdict != BurnInVerdict::Pass;
    section.facts << say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "Blocks written, by time: %1"), Wording::Translated)
                         .arg(classesLine(b->writeClasses, Wording::Translated))
                  << say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "Blocks read, by time: %1"), Wording::Translated)
                         .arg(classesLine(b->readClasses, Wording::Translated))
                  << rangeFacts(b->surface, CertificateRanges);
    return section;
}

std::optional<KindVerdict> BurnInReport::verdict(const RunResult &result) const
{
    const BurnInResult *b = burnInOf(result);
    if (!b)
        return std::nullopt;
    return KindVerdict {say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "Verdict"), Wording::Translated),
                        burnInVerdictName(verdictOf(result, *b))};
}

std::optional<VerdictLevel> BurnInReport::verdictLevel(const RunResult &result) const
{
    const BurnInResult *b = burnInOf(result);
    if (!b)
        return std::nullopt;
    switch (verdictOf(result, *b)) {
    case BurnInVerdict::Pass:
        return VerdictLevel::Pass;
    case BurnInVerdict::Attention:
        return VerdictLevel::Attention;
    case BurnInVerdict::Fail:
        return VerdictLevel::Fail;
    case BurnInVerdict::Incomplete:
        break;
    }
    return VerdictLevel::NoVerdict;
}

QStringList BurnInReport::driveProblems(const RunResult &result) const
{
    const BurnInResult *b = burnInOf(result);
    return b ? problemSentences(result, *b, Wording::Translated) : QStringList();
}

bool BurnInReport::keepsPartial(const RunResult &result, bool /*stopped*/) const
{
    return burnInOf(result) != nullptr;
}

std::function<QString(const Progress &)> burnInProgressWords(const RunOptions &options)
{
    const BurnInOptions &burnIn = options.kinds.get<BurnInOptions>();
    return [steps = burnInSteps(burnIn.passes, burnIn.patterns)](const Progress &p) {
        // A progress counts its step in its run number; one that does not fit these steps is said as a run's.
        if (steps.isEmpty() || p.runs != steps.size())
            return QString();
        const BurnInStep &step = steps.at(std::clamp(p.run, 1, int(steps.size())) - 1);
        const std::uint64_t stepBytes = p.prepareBytes / std::uint64_t(steps.size());
        const std::uint64_t before = stepBytes * std::uint64_t(std::max(p.run - 1, 0));
        const double done = stepBytes
            ? double(std::min(p.preparedBytes - std::min(p.preparedBytes, before), stepBytes)) / double(stepBytes)
            : 0.0;
        const QString pattern = burnInPatternName(step.pattern);
        return say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "Pass %1 of %2 · %3 · %4 %"), Wording::Translated)
            .arg(QLocale().toString(step.pass),
                 QLocale().toString(steps.constLast().pass),
                 step.write
                     ? say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "writing %1"), Wording::Translated).arg(pattern)
                     : say(QT_TRANSLATE_NOOP("Sektor::BurnIn", "reading back %1"), Wording::Translated).arg(pattern),
                 QLocale().toString(qRound(done * 100)));
    };
}

} // namespace Sektor
