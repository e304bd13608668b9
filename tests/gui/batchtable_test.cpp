// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The batch table's Notes column: one short sentence per drive, every sentence in its tooltip; its State column while a
// burn-in goes: which step a drive is in and how far, as the main window's progress says it.
#include "burninfixture.h"
#include "gui/batch/batchtable.h"

#include "catalog/drivecatalog.h"
#include "gui/run/progresspanel.h"
#include "model/profile.h"

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

TEST(BatchTable, TheNotesColumnShowsTheFirstSentenceAndCountsTheRestWhichItsTooltipHolds)
{
    const Catalog::DriveCatalog none(QStringLiteral("/nonexistent-sys"), QStringLiteral("/nonexistent-proc"));
    RunTarget a;
    a.path = QStringLiteral("/mnt/a");
    RunTarget b;
    b.path = QStringLiteral("/mnt/b");
    BatchTable table;
    table.setTargets({a, b}, none);
    table.setTicked(0, true);
    table.setTicked(1, true);
    table.beginBatch();
    BatchEntry entry;
    entry.state = BatchEntry::State::Finished;
    const QStringList notes {QStringLiteral("SEQ1M Q8T1 read 40 MB/s, 79 % below the median of 3 drives."),
                             QStringLiteral("RND4K Q1T1 write 2 MB/s, 60 % below the median of 3 drives."),
                             QStringLiteral("It reports 8 reallocated sectors.")};
    table.showEntry(0, entry, notes);
    const QTableWidgetItem *cell = table.item(table.rowOf(0), BatchTable::NoteColumn);
    ASSERT_NE(cell, nullptr);
    EXPECT_EQ(cell->text().toStdString(), notes.first().toStdString() + " (and 2 more)");
    for (const QString &note : notes)
        EXPECT_TRUE(cell->toolTip().contains(note.toHtmlEscaped())) << qPrintable(cell->toolTip());

    table.showEntry(1, entry, {notes.last()});
    EXPECT_EQ(table.item(table.rowOf(1), BatchTable::NoteColumn)->text().toStdString(), notes.last().toStdString())
        << "one sentence as it is";
}

TEST(BatchTable, WhileABurnInGoesTheStateColumnSaysWhichStepADriveIsInAndHowFar)
{
    const Catalog::DriveCatalog none(QStringLiteral("/nonexistent-sys"), QStringLiteral("/nonexistent-proc"));
    RunTarget a;
    a.path = QStringLiteral("/dev/loop9");
    BatchTable table;
    table.setTargets({a}, none);
    table.setTicked(0, true);
    table.setWords(ProgressWords(*findProfile(QStringLiteral("burn-in")), burnInTwoPasses()));
    table.beginBatch();
    const Progress p = burnInThirdStep(1'000'000'000, 60 * NsPerSecond);
    table.showProgress(0, p);
    EXPECT_EQ(table.item(table.rowOf(0), BatchTable::StateColumn)->text().toStdString(),
              "Pass 1 of 2 · writing random data · 37 %");

    table.setWords(ProgressWords(*findProfile(QStringLiteral("default")), burnInTwoPasses())); // no words: the phase
    table.showProgress(0, p);
    EXPECT_EQ(table.item(table.rowOf(0), BatchTable::StateColumn)->text().toStdString(), "measuring");
}
