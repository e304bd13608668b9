// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/profile.h"
#include "model/runoptions.h"

#include <QWidget>

#include <chrono>

class QComboBox;
class QFormLayout;
class QLabel;

namespace Sektor::Gui {

class BurnInOptionRows;

/**
 * The settings people rarely change, in the options row's "More…" popup, each shown only where it applies: the
 * measure time of each run and the pause between tests; a sustained write's time limit instead; the block sizes of
 * the Block Size Sweep; the queue depth of the sweep, the sustained write, the position map or the read scan (reset to
 * the profile's own when the profile changes); the surface tests' samples, reads and slow limits; the small-files
 * test's files, their size, sync and threads; the burn-in's passes, patterns and stop rules (BurnInOptionRows); whether
 * a standard profile's sequential tests are rewritten too.
 */
class RunMoreOptions : public QWidget
{
    Q_OBJECT
public:
    explicit RunMoreOptions(QWidget *parent = nullptr);

    /// Shows the rows that apply to @p profile (a built-in one, before shaping).
    void showFor(const Profile &profile);
    /// @p profile with the chosen block sizes and queue depth, where they apply.
    Profile shaped(Profile profile) const;
    /// A tooltip for the button that opens the popup: what is in it now.
    QString summary() const;
    /// Whether the chosen profile has anything to set here (the capacity probe and the verify have not).
    bool hasSettings() const;
    /// Whether a standard profile's sequential tests are rewritten too (IoMode::Rewrite), as chosen and allowed.
    bool rewrite() const;
    /// Greys the rewrite choice with @p whyNot (a target without writes), or allows it when empty.
    void setRewriteBlocked(const QString &whyNot);

    std::chrono::milliseconds measureTime() const;
    std::chrono::milliseconds interval() const;
    std::chrono::milliseconds sustainedTimeLimit() const;
    void setTimes(std::chrono::milliseconds measureTime, std::chrono::milliseconds interval);
    void setSustainedTimeLimit(std::chrono::milliseconds limit);
    /// Sets the surface tests' settings of @p options (map samples, slow share, access reads, slow read limit).
    void applySurfaceSettings(RunOptions &options) const;
    void setSurfaceSettings(const RunOptions &options);
    /// Sets the small-files test's settings of @p options (files, their size, what is synced); its threads are the
    /// shaped profile's.
    void applyFileSettings(RunOptions &options) const;
    void setFileSettings(const RunOptions &options);
    /// Sets the Health Check's self-test type of @p options.
    void applySelfTest(RunOptions &options) const;
    void setSelfTest(const RunOptions &options);
    /// Sets the burn-in's passes, patterns and stop rules of @p options.
    void applyBurnInSettings(RunOptions &options) const;
    void setBurnInSettings(const RunOptions &options);

Q_SIGNALS:
    void shapeChanged(); ///< Block sizes, queue depth or the rewrite: the profile's tests or modes changed.
    void timesChanged(); ///< Measure time, pause or time limit.
    void surfaceSettingsChanged(); ///< A surface test's samples, reads or slow limit.
    void fileSettingsChanged(); ///< The small-files test's files, size or sync.
    void selfTestChanged(); ///< The Health Check's self-test type.
    void burnInSettingsChanged(); ///< The burn-in's passes, patterns or stop rules.

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void fillValueLabels();

    Profile::Kind m_kind; ///< Of the profile shown: its rows, its summary.
    QFormLayout *m_form;
    QComboBox *m_time;
    QComboBox *m_sustainedTime; ///< Milliseconds, whole minutes unless set otherwise.
    QComboBox *m_interval;
    QComboBox *m_smallest; ///< Bytes.
    QComboBox *m_largest; ///< Bytes.
    QComboBox *m_depth;
    QComboBox *m_samples; ///< 0: every chunk.
    QComboBox *m_slowBelow; ///< Percent of the median.
    QComboBox *m_reads;
    QComboBox *m_slowRead; ///< Milliseconds per MiB.
    QComboBox *m_files;
    QComboBox *m_fileSize; ///< Bytes.
    QComboBox *m_fileSync; ///< FileSync.
    QComboBox *m_fileThreads;
    QComboBox *m_rewrite; ///< 0: no, 1: the sequential tests.
    QComboBox *m_selfTest; ///< SelfTestType.
    BurnInOptionRows *m_burnIn = nullptr; ///< Made after the other rows, below them.
    QString m_rewriteBlockedWhy;
    QLabel *m_timeLabel;
    QLabel *m_sustainedTimeLabel;
    QLabel *m_intervalLabel;
    QLabel *m_smallestLabel;
    QLabel *m_largestLabel;
    QLabel *m_depthLabel;
    QLabel *m_samplesLabel;
    QLabel *m_slowBelowLabel;
    QLabel *m_readsLabel;
    QLabel *m_slowReadLabel;
    QLabel *m_filesLabel;
    QLabel *m_fileSizeLabel;
    QLabel *m_fileSyncLabel;
    QLabel *m_fileThreadsLabel;
    QLabel *m_rewriteLabel;
    QLabel *m_selfTestLabel;
};

} // namespace Sektor::Gui
