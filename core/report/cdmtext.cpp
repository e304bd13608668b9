// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/cdmtext.h"

#include "report/cdmextras.h"
#include "report/cdmlabel.h"
#include "report/conditionsreport.h"
#include "report/kindreports.h"

#include "model/caveats.h"
#include "model/profile.h"
#include "model/project.h"
#include "model/results.h"
#include "model/units.h"

#include <QStringList>

#include <algorithm>

// QString::asprintf() formats with the C locale whatever setlocale() or QLocale::setDefault()
// say, which is what this fixed, comparable format needs. Never use std::snprintf here:
// QCoreApplication calls setlocale(LC_ALL, ""), and a German LC_NUMERIC would print "3512,345".

namespace Sektor {

namespace {

constexpr int RuleWidth = 78; // CrystalDiskMark's rule; the project address ends in its last column.

QString rule()
{
    return QString(RuleWidth, QLatin1Char('-'));
}

/// Milliseconds as CrystalDiskMark's seconds: "5", or "0.5" for settings below whole seconds.
QString secondsText(std::int64_t ms)
{
    if (ms % 1000 == 0)
        return QString::number(ms / 1000);
    return QString::number(double(ms) / 1000.0); // QString::number is locale-independent
}

/// "[/mnt/data: 42% (200/476GiB)]", as CrystalDiskMark's drive usage; one decimal on small filesystems.
QString targetText(const TargetInfo &t)
{
    if (t.kind == TargetInfo::Kind::BlockDevice) {
        QString text = t.path + QLatin1String(": raw device, span ") + cdmSizeText(t.span);
        if (t.deviceSize > 0)
            text += QLatin1String(" of ") + cdmSizeText(t.deviceSize);
        return QLatin1Char('[') + text + QLatin1Char(']');
    }
    if (t.totalBytes == 0)
        return QLatin1Char('[') + t.path + QLatin1Char(']');
    const std::uint64_t used = t.totalBytes - std::min(t.freeBytes, t.totalBytes);
    const double percent = double(used) * 100.0 / double(t.totalBytes);
    const char *format = t.totalBytes < 10 * GiB ? ": %.0f%% (%.1f/%.1fGiB)]" : ": %.0f%% (%.0f/%.0fGiB)]";
    return QLatin1Char('[') + t.path
        + QString::asprintf(format, percent, double(used) / double(GiB), double(t.totalBytes) / double(GiB));
}

QString modeText(const RunResult &r)
{
    if (const std::optional<KindMeasure> measure = kindMeasureOf(r)) {
        QString figure = measure->figure;
        if (!figure.isEmpty())
            figure[0] = figure.at(0).toUpper();
        return QLatin1Char('[') + figure + QLatin1Char(']');
    }
    QString text = r.options.runs == 1 ? QStringLiteral("[Median of 1 run]")
                                       : QString::asprintf("[Median of %d runs]", r.options.runs);
    if (r.options.data == DataPattern::Zero)
        text += QLatin1String(" <0Fill>");
    return text;
}

/// The classic sections a test belongs to; O_DSYNC tests are not CrystalDiskMark tests.
/// A capacity check's test is in none: its speed is not what it measures, and its block says what it found.
enum class Section { Read, Write, Rewrite, Mix, SyncWrite, None };

Section sectionOf(const TestResult &t)
{
    if (!t.isRunFigure())
        return Section::None;
    if (t.spec.syncWrites)
        return Section::SyncWrite;
    switch (t.mode) {
    case IoMode::Read:
        return Section::Read;
    case IoMode::Write:
        return Section::Write;
    case IoMode::Mix:
        return Section::Mix;
    case IoMode::Rewrite:
        return Section::Rewrite;
    }
    return Section::Read;
}

bool contains(const RunResult &r, Section s)
{
    return std::any_of(r.tests.cbegin(), r.tests.cend(), [s](const TestResult &t) {
        return sectionOf(t) == s;
    });
}

void appendSection(QString &out, const RunResult &r, Section s, const QString &title)
{
    out += title + QLatin1Char('\n');
    for (const TestResult &t : r.tests) {
        if (sectionOf(t) == s)
            out += cdmResultLine(t) + QLatin1Char('\n');
    }
    out += QLatin1Char('\n');
}

void appendHeader(QString &out, const RunResult &r)
{
    const QString address = QLatin1String(ProjectAddress);
    out += rule() + QLatin1Char('\n');
    out += QLatin1String("Sektor ") + r.programVersion + QLatin1Char('\n');
    out += QString(std::max<qsizetype>(0, RuleWidth - address.size()), QLatin1Char(' ')) + address + QLatin1Char('\n');
    out += rule() + QLatin1Char('\n');
    out += QLatin1String("* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]\n");
    out += QLatin1String("* KB = 1000 bytes, KiB = 1024 bytes\n");
    // Right under the header, where a reader of a pasted result looks before the figures.
    // Tests whose runs varied are one note, each test with its spread below it.
    for (const TrustNote &note : foldedTrustNotes(r, Wording::English)) {
        out += QLatin1String("Note: ") + note.text + QLatin1Char('\n');
        for (const QString &detail : note.details)
            out += QLatin1String("  - ") + detail + QLatin1Char('\n');
    }
    out += QLatin1Char('\n');
}

void appendFooter(QString &out, const RunResult &r)
{
    const RunOptions &o = r.options;
    out += QLatin1String("Profile: ") + r.profileName + QLatin1Char('\n');
    // A kind without a test file says what it counted instead (and its block above says the rest).
    if (const std::optional<KindMeasure> measure = kindMeasureOf(r))
        out += QLatin1String("   Test: ") + measure->amount + QLatin1Char(' ') + targetText(r.target)
            + QLatin1Char('\n');
    else
        out += QLatin1String("   Test: ") + cdmSizeText(r.testedSize()) + QString::asprintf(" (x%d) ", o.runs)
            + targetText(r.target) + QLatin1Char('\n');
    out += QLatin1String("   Mode: ") + modeText(r) + QLatin1Char('\n');
    // A test measured in timed runs or against a time limit says the times it was given; any other (a whole device,
    // a fill, files) runs as long as its target takes, not for a chosen time: it says how long it took.
    const std::optional<Profile> profile = findProfile(r.profileId);
    if (profile && !takes(*profile, KindSetting::Runs) && !takes(*profile, KindSetting::TimeLimit))
        out += QLatin1String("   Time: ") + secondsText(r.started.msecsTo(r.finished)) + QLatin1String(" sec in all\n");
    else
        out += QLatin1String("   Time: Measure ") + secondsText(o.measureTime.count())
            + QLatin1String(" sec / Interval ") + secondsText(o.interval.count()) + QLatin1String(" sec\n");
    out += QLatin1String("   Date: ") + r.started.toString(QStringLiteral("yyyy/MM/dd hh:mm:ss")) + QLatin1Char('\n');
    out += QLatin1String("     OS: ") + r.system.os;
    if (!r.system.kernel.isEmpty())
        out += QLatin1String(" [") + r.system.kernel + QLatin1Char(']');
    out += QLatin1Char('\n');
    // A pasted comment must not break the line-oriented layout.
    const QString comment = r.comment.simplified();
    if (!comment.isEmpty())
        out += QLatin1String("Comment: ") + comment + QLatin1Char('\n');
    // Why the figures are what they are: the link's ceiling, encryption, compression… after the facts of the run.
    for (const QString &condition : conditionNotes(r, Wording::English))
        out += QLatin1String("Condition: ") + condition + QLatin1Char('\n');
}

} // namespace

QString cdmSizeText(std::uint64_t bytes)
{
    if (bytes >= GiB && bytes % GiB == 0)
        return QString::asprintf("%llu GiB", static_cast<unsigned long long>(bytes / GiB));
    if (bytes >= MiB && bytes % MiB == 0)
        return QString::asprintf("%llu MiB", static_cast<unsigned long long>(bytes / MiB));
    if (bytes >= GiB)
        return QString::asprintf("%.1f GiB", double(bytes) / double(GiB));
    if (bytes >= MiB)
        return QString::asprintf("%.1f MiB", double(bytes) / double(MiB));
    return QString::asprintf("%llu B", static_cast<unsigned long long>(bytes));
}

QString cdmResultLine(const TestResult &test)
{
    const RunStatistics &s = test.stats;
    return QLatin1String("  ") + cdmTestLabel(test.spec)
        + QString::asprintf(": %9.3f MB/s [%9.1f IOPS] <%9.2f us>",
                            s.medianBytesPerSecond / BytesPerMB,
                            s.medianIops,
                            s.medianLatencyNs / double(NsPerUs));
}

QString cdmText(const RunResult &result)
{
    QString out;
    appendHeader(out, result);
    // Only the sections that ran: an empty [Write] after `--modes read` would read as a write test that measured
    // nothing.
    if (contains(result, Section::Read))
        appendSection(out, result, Section::Read, QStringLiteral("[Read]"));
    if (contains(result, Section::Write))
        appendSection(out, result, Section::Write, QStringLiteral("[Write]"));
    // After the writes, as bonnie++ prints its Rewrite beside its block writes.
    if (contains(result, Section::Rewrite))
        appendSection(
            out, result, Section::Rewrite, QStringLiteral("[Rewrite] each block read, changed and written back"));
    const auto mix = std::find_if(result.tests.cbegin(), result.tests.cend(), [](const TestResult &t) {
        return sectionOf(t) == Section::Mix;
    });
    if (mix != result.tests.cend()) {
        // The share the mixed tests really ran with (options may have been edited since).
        const int read = mix->mixReadPercent;
        appendSection(out, result, Section::Mix, QString::asprintf("[Mix] Read %d%%/Write %d%%", read, 100 - read));
    }
    if (contains(result, Section::SyncWrite))
        appendSection(out, result, Section::SyncWrite, QStringLiteral("[Sync Write (O_DSYNC)]"));
    // The blocks of the kinds whose figures are not a grid, set apart from it and from the footer.
    for (const KindReport *kind : kindReports()) {
        if (const QString block = kind->textBlock(result); !block.isEmpty())
            out += QLatin1Char('\n') + block + QLatin1Char('\n');
    }
    appendFooter(out, result);
    out += cdmExtras(result);
    return out;
}

} // namespace Sektor
