// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/target/runtarget.h"

#include "batch/batchentry.h"
#include "engine/progress.h"
#include "report/progresswords.h"

#include <QTableWidget>

namespace Sektor::Catalog {
class DriveCatalog;
}

namespace Sektor::Gui {

/**
 * The batch's drives in one table: before the start a list to tick the drives in (every mounted filesystem and raw
 * device, and folders added), while it runs a row per ticked drive with its state, progress, time left, read and
 * write figures, and afterwards why a drive did not finish or what is flagged on it.
 */
class BatchTable : public QTableWidget
{
    Q_OBJECT
public:
    enum Column { DriveColumn, StateColumn, ProgressColumn, TimeLeftColumn, ReadColumn, WriteColumn, NoteColumn };

    explicit BatchTable(QWidget *parent = nullptr);

    /// Lists @p targets to tick, keeping the ticks of those listed before.
    void setTargets(const QList<RunTarget> &targets, const Catalog::DriveCatalog &catalog);
    /// Adds @p target ticked, or ticks it when it is listed; false when it is listed ticked already.
    bool addTarget(const RunTarget &target, const Catalog::DriveCatalog &catalog);
    void setTicked(int row, bool ticked);
    /// Every target listed; row i shows targets()[i].
    const QList<RunTarget> &targets() const { return m_targets; }
    /// The ticked targets, in the table's order.
    QList<RunTarget> tickedTargets() const;

    /// Shows only the ticked rows, without ticks, as the batch's drives; their state columns fill as it goes.
    void beginBatch();
    /// The row of the batch's drive @p index (the batch's order is the ticked rows' order).
    int rowOf(int index) const { return m_batchRows.value(index, -1); }
    /// The batch's drive @p index, as the row shows it (the row the user selects to skip, for one).
    int batchIndexOfRow(int row) const { return int(m_batchRows.indexOf(row)); }
    /// Drive @p index's state, its first test's read and write figures, and @p notes (flags, or why it stopped).
    void showEntry(int index, const BatchEntry &entry, const QStringList &notes);
    void showProgress(int index, const Progress &progress);
    /// The words of the batch's kind (ProgressWords(profile, options)): the State column then says where a drive is in
    /// its own words (a burn-in's step, a surface test's bytes, a drive's self-test), as the main window's progress
    /// does.
    void setWords(const ProgressWords &words) { m_words = words; }
    /// Names the test whose figures the Read and Write columns show ("SEQ1M Q8T1"), in their headers' tooltips.
    void setFiguresTest(const QString &name);
    /// Back to picking drives: every row again, with its tick, its state columns empty.
    void endBatch();

protected:
    void changeEvent(QEvent *event) override;

private:
    void addRow(const RunTarget &target, const Catalog::DriveCatalog &catalog, bool ticked);
    void setText(int row, int column, const QString &text, bool figure = false);
    /// Empties a row's state, progress, time, figures and note.
    void clearStateColumns(int row);
    void retranslate();

    QList<RunTarget> m_targets; ///< Row i shows m_targets[i].
    QList<int> m_batchRows; ///< The batch's drive i is in row m_batchRows[i].
    QString m_figuresTest;
    ProgressWords m_words;
};

} // namespace Sektor::Gui
