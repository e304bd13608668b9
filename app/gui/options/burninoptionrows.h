// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/runoptions.h"

#include <QList>
#include <QObject>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QWidget;

namespace Sektor::Gui {

/**
 * The burn-in's rows of the More… popup (KindSetting::BurnIn): how many passes (1…99), which patterns (at least one:
 * the last one ticked cannot be unticked), and the stop rules: after so many failed ranges, slower than a rate for a
 * time, hotter than a temperature, each off by default. The latency classes' bounds stay on the command line
 * (--latency-classes): a technician who moves them is scripting the run anyway.
 */
class BurnInOptionRows : public QObject
{
    Q_OBJECT
public:
    /// Makes the rows' widgets in @p parent and adds them to @p form.
    BurnInOptionRows(QWidget *parent, QFormLayout *form);

    void setVisible(bool visible);
    /// Sets the passes, patterns and stop rules of @p options.
    void apply(RunOptions &options) const;
    void set(const RunOptions &options);
    void retranslate();

Q_SIGNALS:
    void changed();

private:
    void fillValueLabels();
    void keepOnePattern(QCheckBox *toggled);

    QFormLayout *m_form;
    QSpinBox *m_passes;
    QWidget *m_patternsRow;
    QList<QCheckBox *> m_patterns; ///< In the order of BurnInPattern.
    QComboBox *m_afterErrors; ///< Failed ranges; 0: never.
    QWidget *m_slowerRow;
    QComboBox *m_slowerRate; ///< MB/s; 0: never.
    QComboBox *m_slowerFor; ///< Seconds.
    QComboBox *m_hotter; ///< °C; 0: never.
    QLabel *m_passesLabel;
    QLabel *m_patternsLabel;
    QLabel *m_afterErrorsLabel;
    QLabel *m_slowerLabel;
    QLabel *m_hotterLabel;
};

} // namespace Sektor::Gui
