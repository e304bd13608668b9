// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/widgets/verdictpanel.h"

#include "model/burnin.h"
#include "model/results.h"

class QTableWidget;

namespace Sektor::Gui {

/**
 * The answer of a burn-in in place of the results grid: the verdict (PASS, ATTENTION, FAIL, INCOMPLETE) in its colour,
 * what it did and found in sentences, the latency classes' table (blocks written and read per class, each class in its
 * block-map colour, as the classic surface testers show it) and every range found (what, where in LBAs and bytes, how
 * long). Before a result, what the burn-in does.
 */
class BurnInPanel : public VerdictPanel
{
    Q_OBJECT
public:
    explicit BurnInPanel(QWidget *parent = nullptr);

    void setResult(const RunResult &result);
    bool shows(const Profile &profile, const RunResult &result) const override;
    void showResult(const RunResult &result, const Profile &profile, const RunOptions &options) override;
    /// The verdict, the classes and the ranges take the grid's room: a burn-in has no rows of speeds.
    bool takesTheRoom() const override { return true; }

    const QTableWidget *classesTable() const { return m_classes; }
    const QTableWidget *rangesTable() const { return m_ranges; }

    /// The colour a verdict is shown in (the window and the results picture).
    static QColor verdictColor(BurnInVerdict verdict);

protected:
    void retranslate() override;

private:
    void fillClasses(const BurnInResult &burnIn);
    void fillRanges(const BurnInResult &burnIn);

    RunResult m_result;
    QTableWidget *m_classes;
    QTableWidget *m_ranges;
};

} // namespace Sektor::Gui
