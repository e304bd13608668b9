// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/sharetext.h"

#include "peers/peertext.h"

#include "model/caveats.h"
#include "model/cpucost.h"
#include "model/results.h"
#include "model/units.h"
#include "report/cdmtext.h"
#include "report/conditionsreport.h"
#include "report/kindreports.h"
#include "report/testgrid.h"

#include <cmath>

// QString::asprintf() formats with the C locale (see cdmtext.cpp): these texts never follow the locale.

namespace Sektor {

namespace {

QString megabytes(double bytesPerSecond)
{
    return QString::asprintf("%.3f", bytesPerSecond / BytesPerMB);
}

QString driveText(const MeasuredDrive &d)
{
    QString text = d.model.isEmpty() ? d.name : d.model + QLatin1String(" (") + d.name + QLatin1Char(')');
    if (!d.firmware.isEmpty())
        text += QLatin1String(" FW ") + d.firmware;
    if (!d.transport.isEmpty())
        text += QLatin1String(", ") + d.transport;
    if (d.sizeBytes > 0)
        text += QLatin1String(", ") + cdmSizeText(d.sizeBytes);
    return text;
}

QString targetText(const TargetInfo &t)
{
    if (t.kind == TargetInfo::Kind::BlockDevice)
        return t.path + QLatin1String(" (raw device)");
    return t.filesystem.isEmpty() ? t.path : t.path + QLatin1String(" (") + t.filesystem + QLatin1Char(')');
}

/// "3512.345 MB/s, 3349.6 IOPS, 2386.54 us": the figures of one cell.
QString cellText(const TestResult *t)
{
    if (!t)
        return QStringLiteral("-");
    return megabytes(t->stats.medianBytesPerSecond)
        + QString::asprintf(
               " MB/s, %.1f IOPS, %.2f us", t->stats.medianIops, t->stats.medianLatencyNs / double(NsPerUs));
}

QString csvField(const QString &s)
{
    if (!s.contains(QLatin1Char(',')) && !s.contains(QLatin1Char('"')) && !s.contains(QLatin1Char('\n'))
        && !s.contains(QLatin1Char('\r')))
        return s;
    return QLatin1Char('"') + QString(s).replace(QLatin1Char('"'), QLatin1String("\"\"")) + QLatin1Char('"');
}

/**
 * A cell of text that came from a user or a file (a profile's name, a condition's id from an imported result): a
 * spreadsheet takes a cell starting with = + - @ (or a tab or a carriage return before one) for a formula and runs it,
 * "=HYPERLINK(…)" included. Prefixed with an apostrophe, as OWASP advises, it stays text. The figures are never passed
 * here: a negative number is a number.
 */
QString csvTextField(const QString &s)
{
    static constexpr QLatin1String formulaStarts("=+-@\t\r");
    if (!s.isEmpty() && formulaStarts.contains(s.front()))
        return csvField(QLatin1Char('\'') + s);
    return csvField(s);
}

QString micro(double ns)
{
    return QString::asprintf("%.2f", ns / double(NsPerUs));
}

/// How a markup writes the heading ("Sektor 0.1.0 - Default" in bold) and each trust note, a folded note's details as
/// a list under its sentence.
struct NoteMarkup
{
    const char *boldOpen;
    const char *boldClose;
    const char *afterHeading;
    const char *noteOpen;
    const char *detailOpen;
    const char *noteClose;
};

QString headingAndNotes(const RunResult &r, const NoteMarkup &m)
{
    QString out = QLatin1String(m.boldOpen) + QLatin1String("Sektor ") + r.programVersion + QLatin1String(" - ")
        + r.profileName + QLatin1String(m.boldClose) + QLatin1String(m.afterHeading);
    for (const TrustNote &note : foldedTrustNotes(r, Wording::English)) {
        out += QLatin1String(m.noteOpen) + note.text;
        for (const QString &detail : note.details)
            out += QLatin1String(m.detailOpen) + detail;
        out += QLatin1String(m.noteClose);
    }
    return out;
}

} // namespace

QStringList shareFacts(const RunResult &r)
{
    QStringList facts;
    facts << QLatin1String("Program: Sektor ") + r.programVersion;
    if (const std::optional<KindMeasure> measure = kindMeasureOf(r)) { // no test file and no runs: what it counted
        facts << QLatin1String("Profile: ") + r.profileName + QLatin1String(" (") + measure->figure + QLatin1Char(')');
        facts << QLatin1String("Test: ") + measure->amount + QLatin1String(" on ") + targetText(r.target);
    } else {
        facts << QLatin1String("Profile: ") + r.profileName
                + (r.options.runs == 1 ? QStringLiteral(" (median of 1 run)")
                                       : QString::asprintf(" (median of %d runs)", r.options.runs));
        facts << QLatin1String("Test: ") + cdmSizeText(r.testedSize()) + QString::asprintf(" x%d", r.options.runs)
                + QLatin1String(" on ") + targetText(r.target);
    }
    for (const MeasuredDrive &d : r.target.drives)
        facts << QLatin1String("Drive: ") + driveText(d);
    if (!r.backend.isEmpty())
        facts << QLatin1String("Engine: ") + r.engineName();
    facts << QLatin1String("Date: ") + r.started.toString(QStringLiteral("yyyy/MM/dd hh:mm:ss"));
    QString os = r.system.os;
    if (!r.system.kernel.isEmpty())
        os += QLatin1String(" [") + r.system.kernel + QLatin1Char(']');
    facts << QLatin1String("OS: ") + os;
    if (const QString comment = r.comment.simplified(); !comment.isEmpty())
        facts << QLatin1String("Comment: ") + comment;
    for (const QString &condition : conditionNotes(r, Wording::English))
        facts << QLatin1String("Condition: ") + condition;
    return facts;
}

namespace {
/// The text report's blocks of the kinds whose figures are not a grid's: what a shared post shows after its table, or
/// alone.
QString testBlocks(const RunResult &r)
{
    QString out;
    for (const KindReport *kind : kindReports())
        out += kind->textBlock(r);
    return out;
}

/**
 * The CSV columns of the kinds whose figures are not a grid's, after the common ones: their names and their values (the
 * same on every line of the run), each with its leading comma. A sustained write's figures are columns of its one
 * line, so a spreadsheet of such runs compares cache sizes; so are the other kinds'.
 */
KindCsvColumns testBlockColumns(const RunResult &r)
{
    KindCsvColumns out;
    for (const KindReport *kind : kindReports()) {
        if (const std::optional<KindCsvColumns> columns = kind->csvColumns(r)) {
            out.header += QLatin1Char(',') + columns->header;
            out.fields += QLatin1Char(',') + columns->fields;
        }
    }
    return out;
}

QString markdownTable(const RunResult &r, const TestGrid &grid)
{
    QString out = QStringLiteral("| Test |");
    QString align = QStringLiteral("| :--- |");
    for (IoMode mode : grid.columns) {
        out += QLatin1Char(' ') + QLatin1String(ioModeTitle(mode)) + QLatin1String(" |");
        align += QLatin1String(" ---: |");
    }
    out += QLatin1Char('\n') + align + QLatin1Char('\n');
    for (int row = 0; row < grid.rows.size(); ++row) {
        out += QLatin1String("| ") + grid.rows.at(row).name() + QLatin1String(" |");
        for (int column = 0; column < grid.columns.size(); ++column)
            out += QLatin1Char(' ') + cellText(grid.cell(r.tests, row, column)) + QLatin1String(" |");
        out += QLatin1Char('\n');
    }
    out += QLatin1Char('\n');
    return out;
}
} // namespace

QString markdownText(const RunResult &r, const PeerStandings &peers)
{
    const TestGrid grid = TestGrid::of(r.tests);
    QString out = headingAndNotes(r, {"**", "**", "\n\n", "> **Note:** ", "\n> - ", "\n>\n"});
    if (out.endsWith(QLatin1String(">\n"))) // the quote's last separator line becomes the blank line before the table
        out.replace(out.size() - 2, 2, QLatin1String("\n"));
    if (!grid.rows.isEmpty()) // a capacity probe has no grid: its block is its result
        out += markdownTable(r, grid);
    // A sustained write's or a surface test's figures are its point: the text report's block, in a code block so its
    // columns stay aligned (and a stopped scan says how far it got).
    if (const QString block = testBlocks(r); !block.isEmpty())
        out += QLatin1String("```\n") + block + QLatin1String("```\n\n");
    if (const QStringList lines = peerLines(r, peers, Wording::English); !lines.isEmpty())
        out += QLatin1String("- ") + lines.join(QLatin1String("\n- ")) + QLatin1String("\n\n");
    // Two trailing spaces would be a Markdown line break but get stripped by editors: a list is robust.
    for (const QString &fact : shareFacts(r))
        out += QLatin1String("- ") + fact + QLatin1Char('\n');
    return out;
}

QString bbcodeText(const RunResult &r, const PeerStandings &peers)
{
    const TestGrid grid = TestGrid::of(r.tests);
    QString out = headingAndNotes(r, {"[b]", "[/b]", "\n", "[color=#b35900][b]Note:[/b] ", "\n  - ", "[/color]\n"});
    out += QLatin1String("[code]\n");
    for (IoMode mode : grid.columns) {
        out += QLatin1Char('[') + QLatin1String(ioModeTitle(mode)) + QLatin1String("]\n");
        for (const TestResult &t : r.tests) {
            if (t.mode == mode)
                out += cdmResultLine(t) + QLatin1Char('\n');
        }
    }
    if (const QString block = testBlocks(r); !block.isEmpty()) // apart from the grid's lines, when there are any
        out += (grid.columns.isEmpty() ? QString() : QStringLiteral("\n")) + block;
    out += QLatin1String("[/code]\n");
    for (const QString &line : peerLines(r, peers, Wording::English))
        out += line + QLatin1Char('\n');
    for (const QString &fact : shareFacts(r)) {
        const qsizetype colon = fact.indexOf(QLatin1Char(':'));
        out += QLatin1String("[b]") + fact.left(colon + 1) + QLatin1String("[/b]") + fact.mid(colon + 1)
            + QLatin1Char('\n');
    }
    return out;
}

QString csvText(const RunResult &r)
{
    QString out = QStringLiteral(
        "test,mode,pattern,block_size_bytes,queue_depth,threads,mb_per_s_median,mb_per_s_best,mb_per_s_worst,"
        "iops_median,latency_mean_us,latency_p50_us,latency_p90_us,latency_p99_us,latency_p99_9_us,"
        "latency_p99_99_us,runs,caveats,link,link_ceiling_mb_per_s,conditions,cpu_us_per_io,cpu_busy_percent,engine");
    const KindCsvColumns blockColumns = testBlockColumns(r);
    out += blockColumns.header + QLatin1Char('\n');
    // The run's caveats apply to every line, a test's own ("unstable", "cpu-bound") to its line: a spreadsheet that
    // sorts or filters the lines keeps each one's warning with it.
    const QStringList runCaveats = caveatsOf(r);
    // The first drive's link (an array's drives are alike) and the conditions' ids, the same on every line.
    const DriveLink link = r.target.drives.isEmpty() ? DriveLink() : r.target.drives.constFirst().link;
    const double ceiling = linkCeiling(link);
    QStringList conditionIds;
    for (const ConditionFact &c : r.conditions)
        conditionIds << c.id;
    for (const TestResult &t : r.tests) {
        // Percentiles of the direction the mode measures; a mixed test reports its reads.
        const LatencySummary l = LatencySummary::fromHistogram(t.figureLatency());
        // A capacity check's or a small-files test's line has no MB/s, IOPS or block latency (its own columns follow):
        // empty fields, not zeros a spreadsheet would average in, and the profile's name for its placeholder test.
        const bool figure = t.isRunFigure();
        const auto ifFigure = [figure](const QString &value) {
            return figure ? value : QString();
        };
        const CpuCost cpu = cpuCostOf(t);
        const QStringList fields {
            figure ? csvField(t.spec.name()) : csvTextField(r.profileName),
            ioModeId(t.mode),
            QLatin1String(idOf(t.spec.pattern)),
            QString::number(t.spec.blockSize),
            QString::number(t.spec.queueDepth),
            QString::number(t.spec.threads),
            ifFigure(megabytes(t.stats.medianBytesPerSecond)),
            ifFigure(megabytes(t.stats.bestBytesPerSecond)),
            ifFigure(megabytes(t.stats.worstBytesPerSecond)),
            ifFigure(QString::asprintf("%.1f", t.stats.medianIops)),
            ifFigure(micro(t.stats.medianLatencyNs)),
            ifFigure(micro(double(l.p50Ns))),
            ifFigure(micro(double(l.p90Ns))),
            ifFigure(micro(double(l.p99Ns))),
            ifFigure(micro(double(l.p999Ns))),
            ifFigure(micro(double(l.p9999Ns))),
            ifFigure(QString::number(t.runs.size())),
            (runCaveats + testCaveats(t, r)).join(QLatin1Char(';')),
            csvField(linkText(link)),
            ceiling > 0 ? megabytes(ceiling) : QString(),
            csvTextField(conditionIds.join(QLatin1Char(';'))),
            figure && cpu.nsPerIo ? micro(*cpu.nsPerIo) : QString(),
            figure && cpu.busyShare ? QString::number(busyPercent(*cpu.busyShare)) : QString(),
            csvTextField(r.engineName()), // "io_uring (peak)" in peak mode: its figures are not a normal run's
        };
        out += fields.join(QLatin1Char(',')) + blockColumns.fields + QLatin1Char('\n');
    }
    return out;
}

} // namespace Sektor
