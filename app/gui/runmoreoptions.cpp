// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "runmoreoptions.h"

#include "optioncombos.h"

#include "model/runoptions.h"
#include "model/units.h"
#include "report/unitformat.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QSignalBlocker>

#include <algorithm>

namespace Sektor::Gui {

namespace {
const int MeasureSeconds[] = {1, 3, 5, 10, 20, 30, 60};
const int IntervalSeconds[] = {0, 1, 3, 5, 10, 30, 60};
} // namespace

RunMoreOptions::RunMoreOptions(QWidget *parent)
    : QWidget(parent)
    , m_form(new QFormLayout(this))
    , m_time(comboWith(this, {}))
    , m_sustainedTime(comboWith(this, {60'000, 120'000, 300'000, 600'000})) // up to Limits::MaxMeasureTime
    , m_interval(comboWith(this, {}))
    , m_smallest(comboWith(this, {}))
    , m_largest(comboWith(this, {}))
    , m_depth(comboWith(this, {1, 2, 4, 8, 16, 32, 64, 128, 256}))
    , m_timeLabel(buddyLabel(m_time, this))
    , m_sustainedTimeLabel(buddyLabel(m_sustainedTime, this))
    , m_intervalLabel(buddyLabel(m_interval, this))
    , m_smallestLabel(buddyLabel(m_smallest, this))
    , m_largestLabel(buddyLabel(m_largest, this))
    , m_depthLabel(buddyLabel(m_depth, this))
{
    for (int s : MeasureSeconds)
        m_time->addItem(QString(), qulonglong(s * 1000));
    for (int s : IntervalSeconds)
        m_interval->addItem(QString(), qulonglong(s * 1000));
    for (qulonglong bs = Limits::MinBlockSize; bs <= Limits::MaxBlockSize; bs *= 2) {
        m_smallest->addItem(QString(), bs);
        m_largest->addItem(QString(), bs);
    }
    m_smallest->setCurrentIndex(0);
    m_largest->setCurrentIndex(m_largest->count() - 1);
    m_form->addRow(m_timeLabel, m_time);
    m_form->addRow(m_sustainedTimeLabel, m_sustainedTime);
    m_form->addRow(m_intervalLabel, m_interval);
    m_form->addRow(m_smallestLabel, m_smallest);
    m_form->addRow(m_largestLabel, m_largest);
    m_form->addRow(m_depthLabel, m_depth);
    setTimes(RunOptions {}.measureTime, RunOptions {}.interval);
    setSustainedTimeLimit(SustainedWriteTimeLimit);
    // A range the wrong way round makes no sense: the other end follows.
    connect(m_smallest, &QComboBox::currentIndexChanged, this, [this](int at) {
        if (m_largest->currentIndex() < at)
            m_largest->setCurrentIndex(at);
    });
    connect(m_largest, &QComboBox::currentIndexChanged, this, [this](int at) {
        if (m_smallest->currentIndex() > at)
            m_smallest->setCurrentIndex(at);
    });
    for (QComboBox *box : {m_time, m_sustainedTime, m_interval})
        connect(box, &QComboBox::currentIndexChanged, this, &RunMoreOptions::timesChanged);
    for (QComboBox *box : {m_smallest, m_largest, m_depth})
        connect(box, &QComboBox::currentIndexChanged, this, &RunMoreOptions::shapeChanged);
    showFor(builtinProfiles().first());
    retranslate();
}

void RunMoreOptions::showFor(const Profile &profile)
{
    const bool sustained = profile.kind == Profile::Kind::SustainedWrite;
    const bool sweep = profile.kind == Profile::Kind::BlockSizeSweep;
    if (profile.kind != m_kind && (sweep || sustained) && !profile.tests.isEmpty()) {
        const QSignalBlocker blocker(m_depth);
        selectValue(m_depth, profile.tests.constFirst().queueDepth);
    }
    m_kind = profile.kind;
    m_form->setRowVisible(m_time, !sustained);
    m_form->setRowVisible(m_sustainedTime, sustained);
    m_form->setRowVisible(m_interval, !sustained);
    m_form->setRowVisible(m_smallest, sweep);
    m_form->setRowVisible(m_largest, sweep);
    m_form->setRowVisible(m_depth, sweep || sustained);
}

Profile RunMoreOptions::shaped(Profile profile) const
{
    const auto depth = std::uint32_t(m_depth->currentData().toULongLong());
    if (profile.kind == Profile::Kind::BlockSizeSweep) {
        profile = withBlockSizes(profile,
                                 std::uint32_t(m_smallest->currentData().toULongLong()),
                                 std::uint32_t(m_largest->currentData().toULongLong()));
        return withQueueDepth(profile, depth);
    }
    if (profile.kind == Profile::Kind::SustainedWrite)
        return withQueueDepth(profile, depth);
    return profile;
}

QString RunMoreOptions::summary() const
{
    switch (m_kind) {
    case Profile::Kind::SustainedWrite:
        return tr("How long the sustained write may go on at most, and its queue depth");
    case Profile::Kind::BlockSizeSweep:
        return tr("Block sizes and queue depth of the sweep, measure time of each run and the pause between tests");
    default:
        return tr("Measure time of each run and the pause between tests");
    }
}

std::chrono::milliseconds RunMoreOptions::measureTime() const
{
    return std::chrono::milliseconds(m_time->currentData().toLongLong());
}

std::chrono::milliseconds RunMoreOptions::interval() const
{
    return std::chrono::milliseconds(m_interval->currentData().toLongLong());
}

std::chrono::milliseconds RunMoreOptions::sustainedTimeLimit() const
{
    return std::chrono::milliseconds(m_sustainedTime->currentData().toLongLong());
}

void RunMoreOptions::setTimes(std::chrono::milliseconds measureTime, std::chrono::milliseconds interval)
{
    selectValue(m_time, qulonglong(measureTime.count()));
    selectValue(m_interval, qulonglong(interval.count()));
    fillValueLabels();
}

void RunMoreOptions::setSustainedTimeLimit(std::chrono::milliseconds limit)
{
    selectValue(m_sustainedTime, qulonglong(limit.count()));
    fillValueLabels();
}

void RunMoreOptions::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void RunMoreOptions::fillValueLabels()
{
    const QLocale locale;
    for (QComboBox *box : {m_time, m_interval}) {
        for (int i = 0; i < box->count(); ++i)
            box->setItemText(i, tr("%1 s").arg(locale.toString(box->itemData(i).toDouble() / 1000.0)));
    }
    for (int i = 0; i < m_sustainedTime->count(); ++i)
        m_sustainedTime->setItemText(
            i, durationText(std::chrono::milliseconds(m_sustainedTime->itemData(i).toLongLong()), locale));
    for (QComboBox *box : {m_smallest, m_largest}) {
        for (int i = 0; i < box->count(); ++i)
            box->setItemText(i, locale.formattedDataSize(box->itemData(i).toLongLong(), 0, QLocale::DataSizeIecFormat));
    }
    for (int i = 0; i < m_depth->count(); ++i)
        m_depth->setItemText(i, locale.toString(m_depth->itemData(i).toInt()));
}

void RunMoreOptions::retranslate()
{
    fillValueLabels();
    m_timeLabel->setText(tr("&Measure:"));
    m_sustainedTimeLabel->setText(tr("Time &limit:"));
    m_intervalLabel->setText(tr("&Interval:"));
    m_smallestLabel->setText(tr("Smallest &block:"));
    m_largestLabel->setText(tr("Lar&gest block:"));
    m_depthLabel->setText(tr("&Queue depth:"));
    m_time->setToolTip(tr("Length of each measured run"));
    m_interval->setToolTip(tr("Pause between tests, so the drive can flush its cache and cool down"));
    m_sustainedTime->setToolTip(tr("A sustained write ends at this time, when the span is written, or once its "
                                   "speed after the cache holds steady, whichever comes first"));
    m_smallest->setToolTip(tr("The sweep's smallest block size; sizes below the drive's logical block size are "
                              "skipped with the reason"));
    m_largest->setToolTip(tr("The sweep's largest block size"));
    m_depth->setToolTip(tr("I/Os kept in flight at once"));
    m_time->setAccessibleName(tr("Measure time"));
    m_interval->setAccessibleName(tr("Interval between tests"));
    m_sustainedTime->setAccessibleName(tr("Sustained write time limit"));
    m_smallest->setAccessibleName(tr("Smallest block size"));
    m_largest->setAccessibleName(tr("Largest block size"));
    m_depth->setAccessibleName(tr("Queue depth"));
}

} // namespace Sektor::Gui
