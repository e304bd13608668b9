// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "history/comparisontext.h"
#include "history/historywording.h"

#include "model/profile.h"
#include "report/kinds/smallfilesreport.h"
#include "report/texttable.h"

#include <QLocale>

#include <algorithm>

namespace Sektor::History {

namespace {

// A result's profile: its stored (English) name in shared texts, a built-in profile's translated name in the window.
QString profileName(const QString &idOrName, const QString &stored, Wording wording)
{
    return wording == Wording::English ? stored : profileDisplayName(idOrName, stored);
}

QString unitName(DisplayUnit unit, Wording wording)
{
    return wording == Wording::English ? QString::fromUtf8(unit == DisplayUnit::MegabytesPerSecond       ? "MB/s"
                                                               : unit == DisplayUnit::GigabytesPerSecond ? "GB/s"
                                                               : unit == DisplayUnit::Iops               ? "IOPS"
                                                                                                         : "µs")
                                       : unitLabel(unit);
}

QString figure(const ComparedFigures &f, DisplayUnit unit, Wording wording)
{
    return f.measured ? formatValue(f.in(unit), unit, localeFor(wording)) : QStringLiteral("–");
}

QString figure(const std::optional<double> &filesPerSecond, Wording wording)
{
    return filesPerSecond ? localeFor(wording).toString(*filesPerSecond, 'f', 0) : QStringLiteral("–");
}

/// The delta of run @p i against the first, or "–" when either did not run the test.
QString delta(const ComparedTest &t, qsizetype i, DisplayUnit unit, Wording wording)
{
    const ComparedFigures &base = t.runs.constFirst();
    const ComparedFigures &run = t.runs.at(i);
    if (!base.measured || !run.measured)
        return QStringLiteral("–");
    return deltaText(deltaPercent(base.in(unit), run.in(unit)), wording);
}

} // namespace

QString runDescription(const LabelledRun &run, Wording wording)
{
    const RunResult &r = run.result;
    QStringList parts {run.label,
                       localeFor(wording).toString(r.started.toLocalTime(), QStringLiteral("yyyy-MM-dd HH:mm")),
                       profileName(r.profileId, r.profileName, wording),
                       testSizeText(r, wording),
                       r.target.path};
    if (!r.target.drives.isEmpty()) {
        const MeasuredDrive &d = r.target.drives.constFirst();
        parts << driveText(d.model, d.serial, d.name, wording);
    }
    parts.removeAll(QString());
    return parts.join(QLatin1String(", "));
}

QStringList runNotes(const LabelledRun &run, Wording wording)
{
    QStringList notes;
    for (const QString &id : caveatsOf(run.result)) {
        if (const QString text = caveatText(id, wording); !text.isEmpty())
            notes << text;
    }
    return notes;
}

QStringList runNoteLines(const LabelledRun &run, Wording wording)
{
    QStringList lines;
    for (const QString &note : runNotes(run, wording))
        //: Under a run's line in a comparison: one of the run's caveats.
        lines << say(QT_TRANSLATE_NOOP("Sektor::History", "Note: %1"), wording).arg(note);
    return lines;
}

QString comparedTestName(const ComparedTest &test, Wording wording)
{
    return test.spec.name() + QLatin1Char(' ') + modeName(test.mode, wording);
}

namespace {

/// What both layouts show, as strings: the headline, a line per run, the table (header first), the differences.
struct ComparisonCells
{
    QString headline;
    QStringList runLines;
    QList<QStringList> runNotes; ///< Under each run's line, its caveats as "Note: …" lines.
    QList<QStringList> table;
    QStringList differences;
};

ComparisonCells cellsOf(const QList<LabelledRun> &runs, DisplayUnit unit, Wording wording)
{
    QList<RunResult> results;
    for (const LabelledRun &r : runs)
        results << r.result;
    const RunComparison c = compareRuns(results);

    ComparisonCells cells;
    cells.headline
        = say(QT_TRANSLATE_NOOP("Sektor::History", "Sektor comparison of %1 runs."), wording).arg(runs.size())
        + QLatin1Char(' ') + driveMatchText(c.drives, wording);
    for (const LabelledRun &r : runs) {
        cells.runLines << runDescription(r, wording);
        cells.runNotes << runNoteLines(r, wording);
    }
    QStringList header {say(QT_TRANSLATE_NOOP("Sektor::History", "Test [%1]"), wording).arg(unitName(unit, wording))};
    for (const LabelledRun &r : runs)
        header << r.label;
    for (qsizetype i = 1; i < runs.size(); ++i)
        header << say(QT_TRANSLATE_NOOP("Sektor::History", "%1 vs %2"), wording)
                      .arg(runs.at(i).label, runs.constFirst().label);
    cells.table << header;
    for (const ComparedTest &t : c.tests) {
        QStringList row {comparedTestName(t, wording)};
        for (const ComparedFigures &f : t.runs)
            row << figure(f, unit, wording);
        for (qsizetype i = 1; i < runs.size(); ++i)
            row << delta(t, i, unit, wording);
        cells.table << row;
    }
    for (const ComparedPhase &p : c.phases) {
        QStringList row {phaseName(p, wording)};
        for (const std::optional<double> &f : p.filesPerSecond)
            row << figure(f, wording);
        for (qsizetype i = 1; i < runs.size(); ++i)
            row << deltaText(phaseDelta(p, i), wording);
        cells.table << row;
    }
    cells.differences = differenceTexts(c, wording);
    return cells;
}

} // namespace

QString differencesHeading(Wording wording)
{
    return say(QT_TRANSLATE_NOOP("Sektor::History", "Conditions differ between the runs:"), wording);
}

QString comparisonText(const QList<LabelledRun> &runs, DisplayUnit unit, Wording wording)
{
    if (runs.size() < 2)
        return {};
    const ComparisonCells cells = cellsOf(runs, unit, wording);
    QString text = cells.headline + QLatin1String("\n\n");
    for (qsizetype i = 0; i < cells.runLines.size(); ++i) {
        text += QLatin1String("  ") + cells.runLines.at(i) + QLatin1Char('\n');
        for (const QString &note : cells.runNotes.at(i))
            text += QLatin1String("    ") + note + QLatin1Char('\n');
    }
    text += QLatin1Char('\n');
    // Figures align right: every column but the test names'.
    QList<bool> figures(cells.table.constFirst().size(), true);
    figures.first() = false;
    text += textTable(cells.table, figures);
    if (!cells.differences.isEmpty()) {
        text += QLatin1Char('\n') + differencesHeading(wording) + QLatin1Char('\n');
        for (const QString &line : cells.differences)
            text += QLatin1String("  ") + line + QLatin1Char('\n');
    }
    return text;
}

QString comparisonMarkdown(const QList<LabelledRun> &runs, DisplayUnit unit, Wording wording)
{
    if (runs.size() < 2)
        return {};
    const ComparisonCells cells = cellsOf(runs, unit, wording);
    QString md = QLatin1String("**") + cells.headline + QLatin1String("**\n\n");
    for (qsizetype i = 0; i < cells.runLines.size(); ++i) {
        md += QLatin1String("- ") + cells.runLines.at(i) + QLatin1Char('\n');
        for (const QString &note : cells.runNotes.at(i))
            md += QLatin1String("  - **") + note + QLatin1String("**\n");
    }
    md += QLatin1Char('\n');
    for (qsizetype r = 0; r < cells.table.size(); ++r) {
        md += QLatin1String("| ") + cells.table.at(r).join(QLatin1String(" | ")) + QLatin1String(" |\n");
        if (r == 0) { // the test names left, the figures right
            QStringList rule(cells.table.at(r).size(), QStringLiteral("---:"));
            rule.first() = QStringLiteral(":---");
            md += QLatin1Char('|') + rule.join(QLatin1Char('|')) + QLatin1String("|\n");
        }
    }
    if (!cells.differences.isEmpty()) {
        md += QLatin1Char('\n') + differencesHeading(wording) + QLatin1Char('\n');
        for (const QString &line : cells.differences)
            md += QLatin1String("- ") + line + QLatin1Char('\n');
    }
    return md;
}

QString phaseName(const ComparedPhase &phase, Wording wording)
{
    const QString order = phase.order == FileOrder::Sequential
        ? say(QT_TRANSLATE_NOOP("Sektor::History", "Sequential"), wording)
        : say(QT_TRANSLATE_NOOP("Sektor::History", "Random"), wording);
    QString operation;
    switch (phase.operation) {
    case FileOperation::Create:
        operation = say(QT_TRANSLATE_NOOP("Sektor::History", "create"), wording);
        break;
    case FileOperation::Read:
        operation = phase.stat ? say(QT_TRANSLATE_NOOP("Sektor::History", "stat"), wording)
                               : say(QT_TRANSLATE_NOOP("Sektor::History", "read"), wording);
        break;
    case FileOperation::Delete:
        operation = say(QT_TRANSLATE_NOOP("Sektor::History", "delete"), wording);
        break;
    }
    //: A small-files phase in a comparison's table: "Sequential create [files/s]".
    return say(QT_TRANSLATE_NOOP("Sektor::History", "%1 %2 [files/s]"), wording).arg(order, operation);
}

std::optional<double> phaseDelta(const ComparedPhase &phase, qsizetype run)
{
    const std::optional<double> &base = phase.filesPerSecond.constFirst();
    const std::optional<double> &value = phase.filesPerSecond.at(run);
    return base && value ? deltaPercent(*base, *value) : std::nullopt;
}

QString driveMatchText(DriveMatch match, Wording wording)
{
    switch (match) {
    case DriveMatch::Same:
        return say(QT_TRANSLATE_NOOP("Sektor::History", "All of them measured the same drive."), wording);
    case DriveMatch::Different:
        return say(QT_TRANSLATE_NOOP("Sektor::History", "They measured different drives."), wording);
    case DriveMatch::Memory:
        return say(QT_TRANSLATE_NOOP("Sektor::History", "All of them measured memory (RAM), not a drive."), wording);
    case DriveMatch::MemoryAndDrives:
        return say(QT_TRANSLATE_NOOP("Sektor::History",
                                     "They measured different things: memory (RAM) in some runs, a drive in the "
                                     "others. The figures do not compare."),
                   wording);
    case DriveMatch::Unknown:
        break;
    }
    return say(QT_TRANSLATE_NOOP("Sektor::History",
                                 "Whether they measured the same drive is unknown: a drive has no serial number."),
               wording);
}

QString aspectName(ConditionDifference::Aspect aspect, Wording wording)
{
    using Aspect = ConditionDifference::Aspect;
    switch (aspect) {
    case Aspect::TestSize:
        return say(QT_TRANSLATE_NOOP("Sektor::History", "Test size"), wording);
    case Aspect::Profile:
        return say(QT_TRANSLATE_NOOP("Sektor::History", "Profile"), wording);
    case Aspect::Engine:
        return say(QT_TRANSLATE_NOOP("Sektor::History", "Engine"), wording);
    case Aspect::Filesystem:
        return say(QT_TRANSLATE_NOOP("Sektor::History", "File system"), wording);
    case Aspect::Firmware:
        return say(QT_TRANSLATE_NOOP("Sektor::History", "Firmware"), wording);
    case Aspect::Link:
        return say(QT_TRANSLATE_NOOP("Sektor::History", "Link"), wording);
    case Aspect::Temperature:
        return say(QT_TRANSLATE_NOOP("Sektor::History", "Temperature (highest)"), wording);
    }
    return {};
}

QString modeName(IoMode mode, Wording wording)
{
    switch (mode) {
    case IoMode::Read:
        return say(QT_TRANSLATE_NOOP("Sektor::History", "Read"), wording);
    case IoMode::Write:
        return say(QT_TRANSLATE_NOOP("Sektor::History", "Write"), wording);
    case IoMode::Mix:
        return say(QT_TRANSLATE_NOOP("Sektor::History", "Mix"), wording);
    case IoMode::Rewrite:
        return say(QT_TRANSLATE_NOOP("Sektor::History", "Rewrite"), wording);
    }
    return {};
}

QString driveText(const QString &model, const QString &serial, const QString &kernelName, Wording wording)
{
    const QString shown = model.isEmpty() ? kernelName : model;
    if (shown.isEmpty())
        return say(QT_TRANSLATE_NOOP("Sektor::History", "no drive"), wording);
    return serial.isEmpty() ? shown
                            : say(QT_TRANSLATE_NOOP("Sektor::History", "%1 (S/N %2)"), wording).arg(shown, serial);
}

QStringList differenceTexts(const RunComparison &comparison, Wording wording)
{
    QStringList lines;
    for (const ConditionDifference &d : comparison.differences) {
        QStringList values = d.values;
        std::replace(values.begin(), values.end(), QString(), QStringLiteral("?"));
        if (d.aspect == ConditionDifference::Aspect::Profile) {
            for (QString &name : values) // the results' stored names
                name = profileName(name, name, wording);
        }
        lines << aspectName(d.aspect, wording) + QLatin1String(": ") + values.join(QLatin1String(" | "));
    }
    return lines;
}

QString deltaText(std::optional<double> percent, Wording wording)
{
    if (!percent)
        return QStringLiteral("–");
    const QString number = localeFor(wording).toString(std::abs(*percent), 'f', 1);
    // A true minus sign: a hyphen reads as a dash in a table.
    const QString sign = *percent > 0.05 ? QStringLiteral("+") : *percent < -0.05 ? QStringLiteral("−") : QString();
    return sign + number + QStringLiteral(" %");
}

} // namespace Sektor::History
