// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/progress.h"
#include "report/progresswords.h"

#include <QWidget>

class QLabel;
class QProgressBar;

namespace Sektor::Gui {

/// Progress of the run: a bar over the whole profile, elapsed and remaining time, and what runs now.
class ProgressPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ProgressPanel(QWidget *parent = nullptr);

    void showProgress(const Progress &progress);
    /// Idle: an empty bar and @p status ("Ready", "Stopped", an error…).
    void showIdle(const QString &status);
    /// The words of the kind of the run that starts (ProgressWords(profile, options)): a burn-in's pass and step, a
    /// surface test's bytes, a drive's self-test.
    void setWords(const ProgressWords &words);
    /// Says, while a run goes, that the system was asked not to suspend or go idle until it ends.
    void setSleepHeldOff(bool heldOff);
    bool isSleepNoteShown() const;
    QString statusText() const;

    /// "Measuring SEQ1M Q8T1 Read, run 2 of 3" — also the status bar's text; the kind's own words where @p words has
    /// them ("Pass 1 of 2 · writing stamps · 37 %").
    static QString describe(const Progress &progress, const ProgressWords &words = {});

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QProgressBar *m_bar;
    QLabel *m_status;
    QLabel *m_time;
    QLabel *m_sleep;
    bool m_sleepHeldOff = false;
    Progress m_last;
    ProgressWords m_words;
    bool m_running = false;
    QString m_idleStatus;
};

/// "1:05" or "1:02:03": durations for people.
QString formatDuration(std::int64_t ns);

} // namespace Sektor::Gui
