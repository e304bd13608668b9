// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "history/runcomparison.h"
#include "model/caveats.h"

#include <QString>
#include <QStringList>

namespace Sektor::History {

/// A compared run as the texts name it: its label in the history ("#12") and the result itself.
struct LabelledRun
{
    QString label;
    RunResult result;
};

/**
 * A comparison as plain text for a terminal or a forum: whether the drives are the same, one line per run (label,
 * date, profile, target), a column per run and a delta column per run after the first (against it), then the
 * conditions that differ. English for shared texts, the reader's language on screen.
 */
QString comparisonText(const QList<LabelledRun> &runs, DisplayUnit unit, Wording wording = Wording::Translated);

/// The same as a Markdown table, for issue trackers and chats.
QString comparisonMarkdown(const QList<LabelledRun> &runs, DisplayUnit unit, Wording wording = Wording::English);

/// A run as a comparison lists it: "#12, 2026-11-20 14:03, Default, 1 GiB, /mnt/data, Samsung SSD 980 (S/N …)".
QString runDescription(const LabelledRun &run, Wording wording = Wording::Translated);

/// Each caveat of @p run as a sentence ("this measures RAM, not a drive"), in the order the run's own report gives
/// them: a comparison keeps every run's, beside its line, so no warning is lost by comparing.
QStringList runNotes(const LabelledRun &run, Wording wording = Wording::Translated);
/// "Note: this measures RAM, not a drive": each of runNotes() as the comparisons list them under the run's line.
QStringList runNoteLines(const LabelledRun &run, Wording wording = Wording::Translated);
/// "All of them measured the same drive.", "They measured different drives.", memory against a drive, or that nobody
/// can tell.
QString driveMatchText(DriveMatch match, Wording wording = Wording::Translated);

/// "Conditions differ between the runs:", above differenceTexts().
QString differencesHeading(Wording wording = Wording::Translated);

/// A compared test as the rows of a comparison name it: "SEQ1M Q8T1 Read".
QString comparedTestName(const ComparedTest &test, Wording wording = Wording::Translated);

/// "Test size", "Temperature (highest)"…
QString aspectName(ConditionDifference::Aspect aspect, Wording wording = Wording::Translated);

/// "Read", "Write", "Mix" as a comparison's rows name a test's mode.
QString modeName(IoMode mode, Wording wording = Wording::Translated);

/// A small-files phase as a comparison's row names it: "Sequential create [files/s]".
QString phaseName(const ComparedPhase &phase, Wording wording = Wording::Translated);

/// How much run @p run's files per second differ from the first run's, in percent; none where either had no phase.
std::optional<double> phaseDelta(const ComparedPhase &phase, qsizetype run);

/// "Samsung SSD 980 PRO (S/N S5GX…)", or the kernel's name ("vda") where the drive names no model; "no drive".
QString driveText(const QString &model,
                  const QString &serial,
                  const QString &kernelName,
                  Wording wording = Wording::Translated);

/// One line per condition that differs: "Test size: 1 GiB | 4 GiB" ("?" where a run did not say).
QStringList differenceTexts(const RunComparison &comparison, Wording wording = Wording::Translated);

/// "+12.5 %", "−3.0 %"; "–" when there is no baseline to compare with.
QString deltaText(std::optional<double> percent, Wording wording = Wording::Translated);

} // namespace Sektor::History
