// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/widgets/verdictpanel.h"

#include "model/profile.h"
#include "model/results.h"

namespace Sektor::Gui {

class CapacityBar;

/**
 * The answer of a capacity probe in place of the results grid: the verdict in plain words (genuine, fake, damaged),
 * the capacity bar, and the facts behind it (claimed and usable size, wrap-around, bad areas, what was checked).
 * Before a result, what the probe does and that it erases the drive.
 */
class VerifyPanel : public VerdictPanel
{
    Q_OBJECT
public:
    explicit VerifyPanel(QWidget *parent = nullptr);

    /// Shows @p result's findings; a result without them shows what the chosen check (@p kind: the capacity probe or
    /// the verify) would do.
    void setResult(const RunResult &result, Profile::Kind kind = Profile::Kind::CapacityProbe);
    /// A capacity check is chosen, or @p result holds its findings.
    bool shows(const Profile &profile, const RunResult &result) const override;
    void showResult(const RunResult &result, const Profile &profile, const RunOptions &options) override;
    /// The verdict sits under an empty grid: the live chart keeps its room while the check runs.
    bool takesTheRoom() const override { return false; }

    CapacityBar *bar() const { return m_bar; }

protected:
    void retranslate() override;

private:
    RunResult m_result;
    Profile::Kind m_kind = Profile::Kind::CapacityProbe;
    CapacityBar *m_bar;
};

} // namespace Sektor::Gui
