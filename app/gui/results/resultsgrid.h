// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/profile.h"
#include "model/results.h"
#include "peers/peerstanding.h"
#include "report/kindheadline.h"
#include "report/unitformat.h"

#include <QPointer>
#include <QWidget>

#include <optional>

class QGridLayout;
class QLabel;
class QPushButton;

namespace Sektor::Gui {

class ResultCell;

/**
 * CrystalDiskMark's grid: the "All" button over a column of per-test buttons, and a Read,
 * Write (and Mix) figure per test in the chosen unit. While a run goes, "All" turns into
 * "Stop" and the running test's cell is highlighted.
 */
class ResultsGrid : public QWidget
{
    Q_OBJECT
public:
    explicit ResultsGrid(QWidget *parent = nullptr);

    /// Rows and columns for a profile (clears the figures).
    void setProfile(const Profile &profile);
    /// Shows these results; tests the grid has no row for are ignored.
    void setResults(const QList<TestResult> &tests);
    /// The figure the run's kind is about (report/kindheadline.h), which its test's cell shows in its unit, its column
    /// titled with what it is, in place of the test's bytes over its time; nullopt: every cell shows its test's figure.
    void setHeadline(const std::optional<KindHeadline> &headline);
    /// Where each of @p tests (the run's, parallel to @p standings) stands among its model's results in the history:
    /// its cell's tooltip says so (peerLine()). Empty lists: nothing said.
    void setPeers(const QList<TestResult> &tests, const PeerStandings &standings);
    /// The run's caveat ids (caveats.h): cells they bear on get the warning mark and say why.
    void setCaveats(const QStringList &caveatIds);
    void setUnit(DisplayUnit unit);
    /// Median (Sektor's figure) or best run (CrystalDiskMark's).
    void setFigure(RunFigure figure);
    /// Grey the figures: they belong to another target than the selected one.
    void setStale(bool stale);
    bool isStale() const { return m_stale; }
    void setRunning(bool running);
    /// Offers Go On under the start button: the result shown is a burn-in or read scan that stopped before its end.
    void setResumable(bool resumable);
    QPushButton *resumeButton() const { return m_resume; }
    /// Highlights the cell of a test while it runs; a mode not shown highlights nothing.
    void setActiveTest(const TestSpec &spec, IoMode mode);
    void clearActiveTest();

    int rowCount() const { return m_rows.size(); }
    QList<IoMode> columns() const { return m_columns; }
    ResultCell *cell(int row, int column) const;
    QPushButton *allButton() const { return m_all; }
    QPushButton *testButton(int row) const;

Q_SIGNALS:
    void runAllRequested();
    /// Go On was clicked: the stopped run shown is to go on where it stopped.
    void resumeRequested();
    void runTestRequested(const Sektor::TestSpec &spec);
    void stopRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void refreshValues();
    /// The figure of one test in one mode, or why there is none.
    void fillCell(int row, int column);
    void retranslate();
    void styleAllButton();
    int mixReadPercent() const;
    /// The headline when the grid has a cell for it: the kind's layout of one row (under another profile's rows its
    /// column would title figures it is not about).
    const KindHeadline *shownHeadline() const;

    QGridLayout *m_layout;
    QPushButton *m_all;
    QPushButton *m_resume; ///< Go On: hidden unless the result shown can go on.
    QList<TestSpec> m_rows;
    QList<IoMode> m_columns;
    QList<QPushButton *> m_rowButtons;
    QList<QLabel *> m_headers;
    QList<QList<ResultCell *>> m_cells; ///< [row][column]
    QList<TestResult> m_tests;
    QStringList m_caveats;
    QList<TestResult> m_peerTests; ///< The run's tests that setPeers() was given, parallel to m_peers.
    PeerStandings m_peers;
    std::optional<KindHeadline> m_headline;
    DisplayUnit m_unit = DisplayUnit::MegabytesPerSecond;
    RunFigure m_figure = RunFigure::Median;
    bool m_running = false;
    bool m_stale = false;
    QPointer<QWidget> m_focusBeforeRun; ///< The test button that had the focus when a run started.
};

} // namespace Sektor::Gui
