// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/widgets/resultspanel.h"

#include "model/results.h"
#include "model/runoptions.h"

#include <QList>

class QLabel;

namespace Sektor::Gui {

class ResultCell;

/**
 * A small-files test's figures in place of the results grid, as bonnie++'s table reads but with every rate a number:
 * a row per operation (create, read or stat, delete), a column per order (sequential, random), each cell the files
 * per second over a log bar with the latency and CPU time in its tooltip; under them, what ran. Before a result, what
 * the test will do with the options chosen.
 */
class SmallFilesPanel : public ResultsPanel
{
    Q_OBJECT
public:
    explicit SmallFilesPanel(QWidget *parent = nullptr);

    /// Shows @p result's small-files figures; a result without them shows what a run with @p options would do.
    void setResult(const RunResult &result, const RunOptions &options);
    /// Greys the figures, as the grid does when they are not of the target chosen now.
    void setStale(bool stale) override;
    /// The small-files test is chosen, or @p result holds its figures.
    bool shows(const Profile &profile, const RunResult &result) const override;
    void showResult(const RunResult &result, const Profile &profile, const RunOptions &options) override;
    /// Its table takes the grid's room; it has no rate over time for the live chart to draw.
    bool takesTheRoom() const override { return true; }

    /// The cell of operation @p row (FileOperations) in order @p column (FileOrders).
    ResultCell *cell(int row, int column) const;
    QString setupText() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    RunResult m_result;
    RunOptions m_options;
    bool m_stale = false;
    QList<QLabel *> m_headers;
    QList<QLabel *> m_rowLabels;
    QList<QList<ResultCell *>> m_cells; ///< [operation][order]
    QLabel *m_setup;
};

} // namespace Sektor::Gui
