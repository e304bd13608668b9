// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/profile.h"
#include "model/runoptions.h"
#include "report/unitformat.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QToolButton;

namespace Sektor::Gui {

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
    RunOptions options() const;
    DisplayUnit unit() const;

    /// Selects the profile by id (or name); false when unknown.
    bool setProfile(const QString &idOrName);
    /// Shows these values, adding entries for values the lists lack (so any valid setting can be restored).
    void setOptions(const RunOptions &options);
    void setUnit(DisplayUnit unit);
    /// Write and mix can be forbidden by the target (read-only mount, refused device); @p why is the tooltip.
    void setWritesAllowed(bool allowed, const QString &why = {});
    void setReadOnlyDefault(bool readOnly); ///< Devices start with writes unchecked.
    /// While a run goes only the unit can change (it only changes how the figures are shown).
    void setRunning(bool running);

Q_SIGNALS:
    void profileChanged();
    void unitChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    /// Read, Write and Mix enabled as the profile, the target and a running test allow, each with the reason.
    void updateModeBoxes();
    void fillValueLabels();
    void onProfileChosen();

    QLabel *m_profileLabel;
    QComboBox *m_profile;
    QLabel *m_sizeLabel;
    QComboBox *m_size;
    QLabel *m_runsLabel;
    QComboBox *m_runs;
    QLabel *m_timeLabel;
    QComboBox *m_time;
    QLabel *m_intervalLabel;
    QComboBox *m_interval;
    QCheckBox *m_read;
    QCheckBox *m_write;
    QCheckBox *m_mix;
    QLabel *m_unitLabel;
    QComboBox *m_unit;
    QToolButton *m_more; ///< Measure time and interval, rarely changed, in a popup as CrystalDiskMark's menu has them.
    std::chrono::milliseconds m_warmup {1000};
    QString m_writesBlockedWhy;
    bool m_running = false;
};

} // namespace Sektor::Gui
