// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/widgets/verdictpanel.h"

#include "model/healthverdict.h"
#include "model/results.h"

namespace Sektor::Gui {

/**
 * The answer of a Health Check in place of the results grid: the verdict (PASS, ATTENTION, FAIL, UNKNOWN) in its
 * colour, each rule that fired in a sentence, and the facts behind it (the self-test, the drive's log). Before a
 * result, what the check does.
 */
class HealthCheckPanel : public VerdictPanel
{
    Q_OBJECT
public:
    explicit HealthCheckPanel(QWidget *parent = nullptr);

    void setResult(const RunResult &result);
    bool shows(const Profile &profile, const RunResult &result) const override;
    void showResult(const RunResult &result, const Profile &profile, const RunOptions &options) override;
    /// A self-test moves no data: the verdict takes the room of the grid and the live chart, which would stay empty.
    bool takesTheRoom() const override { return true; }

    /// The colour a verdict is shown in (the window and the results picture).
    static QColor verdictColor(HealthVerdict verdict);

protected:
    void retranslate() override;

private:
    RunResult m_result;
};

} // namespace Sektor::Gui
