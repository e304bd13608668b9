// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/profile.h"
#include "model/runoptions.h"
#include "report/unitformat.h"

#include <QWidget>

#include <array>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QToolButton;

namespace Sektor::Gui {

class RunMoreOptions;

/**
 * The settings of the next run, as CrystalDiskMark's top row: profile, test size, runs, measure
 * time, interval, which modes (read, write, mix) and the unit the grid shows.
 */
class RunOptionsBar : public QWidget
{
    Q_OBJECT
public:
    explicit RunOptionsBar(QWidget *parent = nullptr);

    /// The selected profile with the modes the check boxes allow (may have no modes left).
    Profile profile() const;
    /// What the next run uses: the settings, with the sustained write's own time limit when that profile is chosen.
    RunOptions options() const;
    /// The values of the boxes as they are remembered: the measure time of the standard profiles' runs.
    RunOptions settings() const;
    std::chrono::milliseconds sustainedTimeLimit() const;
    void setSustainedTimeLimit(std::chrono::milliseconds limit);
    DisplayUnit unit() const;

    /// Selects the profile by id (or name); false when unknown.
    bool setProfile(const QString &idOrName);
    /// Shows these values, adding entries for values the lists lack (so any valid setting can be restored).
    void setOptions(const RunOptions &options);
    void setUnit(DisplayUnit unit);
    /// Write and mix can be forbidden by the target (read-only mount, refused device); @p why is the tooltip.
    void setWritesAllowed(bool allowed, const QString &why = {});
    void setReadOnlyDefault(bool readOnly); ///< Devices start with writes unchecked.
    /// Names the sustained write's "all of it" size for the target: all free space, or the whole device.
    void setTargetIsDevice(bool device);
    /// While a run goes only the unit can change (it only changes how the figures are shown).
    void setRunning(bool running);

Q_SIGNALS:
    void profileChanged();
    void unitChanged();
    void optionsChanged(); ///< Size, runs, times or interval: what a note about the next run may depend on.

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    /// The built-in profile the combo box names, before the boxes and the popup shape it.
    Profile chosenProfile() const;
    /// Read, Write and Mix enabled as the profile, the target and a running test allow, each with the reason.
    void updateModeBoxes();
    void fillValueLabels();
    void onProfileChosen();
    /// The popup's rows for the profile; runs do not apply to a sustained write (one pass).
    void updateTimeRows();
    void updateSurfaceChoices();
    /// The size list offers "all free space" (or "whole device") while a sustained write is chosen.
    void updateWholeTargetChoice();

    QLabel *m_profileLabel;
    QComboBox *m_profile;
    QLabel *m_sizeLabel;
    QComboBox *m_size;
    QLabel *m_runsLabel;
    QComboBox *m_runs;
    QCheckBox *m_read;
    QCheckBox *m_write;
    QCheckBox *m_mix;
    QLabel *m_unitLabel;
    QComboBox *m_unit;
    QToolButton *m_more; ///< Opens the settings rarely changed, in a popup as CrystalDiskMark's menu has them.
    RunMoreOptions *m_moreOptions;
    std::chrono::milliseconds m_warmup {1000};
    QString m_writesBlockedWhy;
    bool m_running = false;
    bool m_targetIsDevice = false;
    /// The Read, Write and Mix ticks of the standard profiles, kept while another profile shows its own modes.
    std::optional<std::array<bool, 3>> m_standardTicks;
};

} // namespace Sektor::Gui
