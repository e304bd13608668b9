// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "history/comparisontext.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace Sektor::Gui {

class CompareChart;
class TrustBanner;

/**
 * Two or more runs from the history side by side: whether they measured the same drive, each test's figure in
 * every run and its change against the first (green where better, red where worse), the runs overlaid in a chart,
 * and a warning when their conditions differ. Copies as text or Markdown; saves or copies a picture drawn from the
 * runs.
 */
class CompareDialog : public QDialog
{
    Q_OBJECT
public:
    explicit CompareDialog(const QList<History::LabelledRun> &runs, QWidget *parent = nullptr);

    QLabel *headline() const { return m_headline; }
    QTableWidget *table() const { return m_table; }
    CompareChart *chart() const { return m_chart; }
    TrustBanner *differences() const { return m_differences; }
    QComboBox *unitSwitch() const { return m_unit; }
    /// Puts the picture Save Image writes on the clipboard, for a chat or a forum's editor.
    QPushButton *copyImageButton() const { return m_copyImage; }
    DisplayUnit unit() const;
    /// The comparison as "Save Image…" writes it: drawn from the runs in the unit shown and the app's theme, never the
    /// dialog's pixels.
    QImage image() const;
    /// What "Save Image…" does once the user chose @p path: an empty string, or why it failed.
    QString writeImage(const QString &path) const;

private:
    void fill();
    /// The small-files phases of the runs, as rows from @p firstRow on.
    void fillPhaseRows(int firstRow);
    void saveImage();

    QList<History::LabelledRun> m_runs;
    History::RunComparison m_comparison;
    QLabel *m_headline;
    QLabel *m_runList;
    QComboBox *m_unit;
    QLabel *m_unitLabel;
    TrustBanner *m_differences;
    QTableWidget *m_table;
    CompareChart *m_chart;
    QPushButton *m_copyImage = nullptr;
};

} // namespace Sektor::Gui
