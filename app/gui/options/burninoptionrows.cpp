// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/options/burninoptionrows.h"
#include "gui/options/optioncombos.h"
#include "model/kinds/burninoptions.h"

#include "model/burninplan.h"
#include "model/units.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>
#include <QSpinBox>

namespace Sektor::Gui {

namespace {
constexpr BurnInPattern Patterns[]
    = {BurnInPattern::Stamps, BurnInPattern::Random, BurnInPattern::Zeros, BurnInPattern::Ones};

QWidget *row(QWidget *parent)
{
    auto *widget = new QWidget(parent);
    auto *layout = new QHBoxLayout(widget);
    layout->setContentsMargins(0, 0, 0, 0);
    return widget;
}
} // namespace

BurnInOptionRows::BurnInOptionRows(QWidget *parent, QFormLayout *form)
    : QObject(parent)
    , m_form(form)
    , m_passes(new QSpinBox(parent))
    , m_patternsRow(row(parent))
    , m_afterErrors(comboWith(parent, {0, 1, 10, 100, 1000}))
    , m_slowerRow(row(parent))
    , m_slowerRate(comboWith(m_slowerRow, {0, 1, 5, 10, 20, 50, 100}))
    , m_slowerFor(comboWith(m_slowerRow, {10, 30, 60, 300}))
    , m_hotter(comboWith(parent, {0, 45, 50, 55, 60, 65, 70}))
    , m_passesLabel(buddyLabel(m_passes, parent))
    , m_patternsLabel(new QLabel(parent))
    , m_afterErrorsLabel(buddyLabel(m_afterErrors, parent))
    , m_slowerLabel(buddyLabel(m_slowerRate, parent))
    , m_hotterLabel(buddyLabel(m_hotter, parent))
{
    m_passes->setRange(1, Limits::MaxBurnInPasses);
    for (std::size_t i = 0; i < std::size(Patterns); ++i) {
        auto *box = new QCheckBox(m_patternsRow);
        m_patternsRow->layout()->addWidget(box);
        m_patterns << box;
        connect(box, &QCheckBox::toggled, this, [this, box] {
            keepOnePattern(box);
            Q_EMIT changed();
        });
    }
    m_slowerRow->layout()->addWidget(m_slowerRate);
    m_slowerRow->layout()->addWidget(m_slowerFor);
    m_form->addRow(m_passesLabel, m_passes);
    m_form->addRow(m_patternsLabel, m_patternsRow);
    m_form->addRow(m_afterErrorsLabel, m_afterErrors);
    m_form->addRow(m_slowerLabel, m_slowerRow);
    m_form->addRow(m_hotterLabel, m_hotter);
    connect(m_passes, &QSpinBox::valueChanged, this, &BurnInOptionRows::changed);
    for (QComboBox *box : {m_afterErrors, m_slowerRate, m_slowerFor, m_hotter})
        connect(box, &QComboBox::currentIndexChanged, this, &BurnInOptionRows::changed);
    connect(m_slowerRate, &QComboBox::currentIndexChanged, this, [this] {
        m_slowerFor->setEnabled(m_slowerRate->currentData().toULongLong() > 0);
    });
    set(RunOptions {});
}

void BurnInOptionRows::setVisible(bool visible)
{
    for (QWidget *field : {static_cast<QWidget *>(m_passes),
                           m_patternsRow,
                           static_cast<QWidget *>(m_afterErrors),
                           m_slowerRow,
                           static_cast<QWidget *>(m_hotter)})
        m_form->setRowVisible(field, visible);
}

void BurnInOptionRows::keepOnePattern(QCheckBox *toggled)
{
    // A burn-in writes something: the last pattern ticked stays ticked.
    const bool any = std::any_of(m_patterns.cbegin(), m_patterns.cend(), [](const QCheckBox *box) {
        return box->isChecked();
    });
    if (!any) {
        const QSignalBlocker blocker(toggled);
        toggled->setChecked(true);
    }
}

void BurnInOptionRows::apply(RunOptions &options) const
{
    BurnInOptions &burnIn = options.kinds.edit<BurnInOptions>();
    burnIn.passes = m_passes->value();
    burnIn.patterns.clear();
    for (std::size_t i = 0; i < std::size(Patterns); ++i) {
        if (m_patterns.at(qsizetype(i))->isChecked())
            burnIn.patterns << Patterns[i];
    }
    StopRules &rules = burnIn.stopRules;
    const qulonglong errors = m_afterErrors->currentData().toULongLong();
    rules.afterErrors = errors ? std::optional<std::uint64_t>(errors) : std::nullopt;
    const qulonglong rate = m_slowerRate->currentData().toULongLong();
    rules.slower = rate ? std::optional<StopRules::Slower>(StopRules::Slower {
                       double(rate) * BytesPerMB, std::chrono::seconds(m_slowerFor->currentData().toLongLong())})
                        : std::nullopt;
    const qulonglong celsius = m_hotter->currentData().toULongLong();
    rules.hotterMilliCelsius = celsius ? std::optional<int>(int(celsius) * 1000) : std::nullopt;
}

void BurnInOptionRows::set(const RunOptions &options)
{
    const QSignalBlocker passesBlocker(m_passes);
    const BurnInOptions &burnIn = options.kinds.get<BurnInOptions>();
    m_passes->setValue(burnIn.passes);
    for (std::size_t i = 0; i < std::size(Patterns); ++i) {
        const QSignalBlocker blocker(m_patterns.at(qsizetype(i)));
        m_patterns.at(qsizetype(i))->setChecked(burnIn.patterns.contains(Patterns[i]));
    }
    const StopRules &rules = burnIn.stopRules;
    selectValue(m_afterErrors, rules.afterErrors.value_or(0));
    // A rate or time the lists do not have (from --autorun) is inserted in order, in whole MB/s and seconds.
    selectValue(m_slowerRate, rules.slower ? qulonglong(std::max(rules.slower->bytesPerSecond / BytesPerMB, 1.0)) : 0);
    if (rules.slower)
        selectValue(m_slowerFor,
                    qulonglong(std::max<std::int64_t>(
                        std::chrono::duration_cast<std::chrono::seconds>(rules.slower->lasting).count(), 1)));
    selectValue(m_hotter, rules.hotterMilliCelsius ? qulonglong(*rules.hotterMilliCelsius / 1000) : 0);
    m_slowerFor->setEnabled(rules.slower.has_value());
    fillValueLabels();
}

void BurnInOptionRows::fillValueLabels()
{
    const QLocale locale;
    const QString never = tr("Never");
    for (int i = 0; i < m_afterErrors->count(); ++i) {
        const qulonglong n = m_afterErrors->itemData(i).toULongLong();
        m_afterErrors->setItemText(i,
                                   n == 0       ? never
                                       : n == 1 ? tr("1 failed range")
                                                : tr("%n failed ranges", nullptr, int(n)));
    }
    for (int i = 0; i < m_slowerRate->count(); ++i) {
        const qulonglong mbps = m_slowerRate->itemData(i).toULongLong();
        m_slowerRate->setItemText(i, mbps ? tr("below %1 MB/s").arg(locale.toString(mbps)) : never);
    }
    for (int i = 0; i < m_slowerFor->count(); ++i) {
        const qulonglong seconds = m_slowerFor->itemData(i).toULongLong();
        m_slowerFor->setItemText(i,
                                 seconds % 60 == 0 ? tr("for %1 min").arg(locale.toString(seconds / 60))
                                                   : tr("for %1 s").arg(locale.toString(seconds)));
    }
    for (int i = 0; i < m_hotter->count(); ++i) {
        const qulonglong celsius = m_hotter->itemData(i).toULongLong();
        m_hotter->setItemText(i, celsius ? tr("above %1 °C").arg(locale.toString(celsius)) : never);
    }
}

void BurnInOptionRows::retranslate()
{
    fillValueLabels();
    m_passesLabel->setText(tr("&Passes:"));
    m_patternsLabel->setText(tr("Patterns:"));
    m_afterErrorsLabel->setText(tr("Stop &after:"));
    m_slowerLabel->setText(tr("Stop if slo&wer:"));
    m_hotterLabel->setText(tr("Stop if &hotter:"));
    const QString names[] = {tr("Stamps"), tr("Random"), tr("Zeros"), tr("Ones")};
    const QString tips[] = {tr("Each block stamped with its place, the pass and the pattern: shows where data came "
                               "back from, and so fake capacity"),
                            tr("Random data, new in each pass: no drive can compress or deduplicate it"),
                            tr("All bits 0"),
                            tr("All bits 1")};
    for (qsizetype i = 0; i < m_patterns.size(); ++i) {
        m_patterns.at(i)->setText(names[i]);
        m_patterns.at(i)->setToolTip(tips[i]);
        m_patterns.at(i)->setAccessibleName(tr("Burn-in pattern: %1").arg(names[i]));
    }
    m_passes->setToolTip(tr("How many times each pattern is written over the whole drive and read back"));
    m_afterErrors->setToolTip(
        tr("End the burn-in once this many ranges failed (unreadable, corrupt or unwritable): a drive that bad "
           "fails anyway"));
    m_slowerRate->setToolTip(tr("End the burn-in when the drive stays slower than this for the time beside it"));
    m_slowerFor->setToolTip(m_slowerRate->toolTip());
    m_hotter->setToolTip(tr("End the burn-in when the drive reports a temperature above this"));
    m_passes->setAccessibleName(tr("Burn-in passes"));
    m_afterErrors->setAccessibleName(tr("Stop after failed ranges"));
    m_slowerRate->setAccessibleName(tr("Stop if slower than"));
    m_slowerFor->setAccessibleName(tr("Slower for"));
    m_hotter->setAccessibleName(tr("Stop if hotter than"));
}

} // namespace Sektor::Gui
