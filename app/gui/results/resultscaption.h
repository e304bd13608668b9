// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "report/unitformat.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace Sektor::Gui {

class ConditionsBlock;

/**
 * The line under the results grid that says what its figures are: the median of N runs (and that
 * CrystalDiskMark shows the best), with a Median/Best switch; that they belong to another target
 * when the selection moved on; or, before the first run, what to do. Under it, the conditions behind them.
 */
class ResultsCaption : public QWidget
{
    Q_OBJECT
public:
    explicit ResultsCaption(QWidget *parent = nullptr);

    /// Runs per test of the figures shown; 0 before anything was measured. @p kindTakesRuns: false for a kind that
    /// measures once whatever it is given (a surface test, a sustained write): nothing to suggest about more runs.
    void setRuns(int runs, bool kindTakesRuns = true);
    /// What the shown figures are not from, when they are from another run than the selection would make.
    enum class StaleBecause {
        OtherTarget, ///< Another target (or a run of the history).
        OtherProfile, ///< The selected target, but another profile.
    };
    /// "nvme0n1 at 14:02": the figures are of that target (or profile), not the selected one. Empty: they are of the
    /// selected one.
    void setStaleSource(const QString &source, StaleBecause why = StaleBecause::OtherTarget);
    RunFigure figure() const;
    QString text() const;
    QComboBox *figureSwitch() const { return m_figure; }
    /// Why the figures are what they are (link, heat, storage stack); empty: the block is hidden.
    void setConditions(const QStringList &notes);
    ConditionsBlock *conditions() const { return m_conditions; }

Q_SIGNALS:
    void figureChanged(Sektor::RunFigure figure);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_text;
    QComboBox *m_figure;
    ConditionsBlock *m_conditions;
    int m_runs = 0;
    bool m_kindTakesRuns = true;
    QString m_staleSource;
    StaleBecause m_staleBecause = StaleBecause::OtherTarget;
};

} // namespace Sektor::Gui
