// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/options/runmoreoptions.h"
#include "model/kinds/healthcheckoptions.h"
#include "model/kinds/smallfilesoptions.h"
#include "model/kinds/surfaceoptions.h"

#include "gui/options/burninoptionrows.h"
#include "gui/options/optioncombos.h"

#include "gui/kinds/windowparts.h"

#include "model/kindtraits.h"
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
// The settings the options row itself has a box for: every other a kind takes has its row here.
constexpr KindSettings RowSettings
    = KindSettings::fromInt(quint32(KindSetting::Runs) | quint32(KindSetting::WholeTarget));
const int MeasureSeconds[] = {1, 3, 5, 10, 20, 30, 60};
const int IntervalSeconds[] = {0, 1, 3, 5, 10, 30, 60};
} // namespace

RunMoreOptions::RunMoreOptions(QWidget *parent)
    : QWidget(parent)
    , m_kind(builtinProfiles().first().kind)
    , m_form(new QFormLayout(this))
    , m_time(comboWith(this, {}))
    , m_sustainedTime(comboWith(this, {60'000, 120'000, 300'000, 600'000})) // up to Limits::MaxMeasureTime
    , m_interval(comboWith(this, {}))
    , m_smallest(comboWith(this, {}))
    , m_largest(comboWith(this, {}))
    , m_depth(comboWith(this, {1, 2, 4, 8, 16, 32, 64, 128, 256}))
    , m_samples(comboWith(this, {100, 200, 500, 1000, 0}))
    , m_slowBelow(comboWith(this, {30, 50, 70}))
    , m_reads(comboWith(this, {100, 500, 1000, 5000, 10000}))
    , m_slowRead(comboWith(this, {50, 100, 200, 500, 1000}))
    , m_files(comboWith(this, {1024, 4096, 16384, 65536, 131072}))
    , m_fileSize(comboWith(this, {0, 512, 4096, 16384, 65536}))
    , m_fileSync(comboWith(this, {int(FileSync::None), int(FileSync::File), int(FileSync::FileAndFolder)}))
    , m_fileThreads(comboWith(this, {1, 2, 4, 8}))
    , m_rewrite(comboWith(this, {0, 1}))
    , m_selfTest(comboWith(this,
                           {int(SelfTestType::Short),
                            int(SelfTestType::Extended),
                            int(SelfTestType::Conveyance),
                            int(SelfTestType::None)}))
    , m_timeLabel(buddyLabel(m_time, this))
    , m_sustainedTimeLabel(buddyLabel(m_sustainedTime, this))
    , m_intervalLabel(buddyLabel(m_interval, this))
    , m_smallestLabel(buddyLabel(m_smallest, this))
    , m_largestLabel(buddyLabel(m_largest, this))
    , m_depthLabel(buddyLabel(m_depth, this))
    , m_samplesLabel(buddyLabel(m_samples, this))
    , m_slowBelowLabel(buddyLabel(m_slowBelow, this))
    , m_readsLabel(buddyLabel(m_reads, this))
    , m_slowReadLabel(buddyLabel(m_slowRead, this))
    , m_filesLabel(buddyLabel(m_files, this))
    , m_fileSizeLabel(buddyLabel(m_fileSize, this))
    , m_fileSyncLabel(buddyLabel(m_fileSync, this))
    , m_fileThreadsLabel(buddyLabel(m_fileThreads, this))
    , m_rewriteLabel(buddyLabel(m_rewrite, this))
    , m_selfTestLabel(buddyLabel(m_selfTest, this))
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
    m_form->addRow(m_samplesLabel, m_samples);
    m_form->addRow(m_slowBelowLabel, m_slowBelow);
    m_form->addRow(m_readsLabel, m_reads);
    m_form->addRow(m_slowReadLabel, m_slowRead);
    m_form->addRow(m_filesLabel, m_files);
    m_form->addRow(m_fileSizeLabel, m_fileSize);
    m_form->addRow(m_fileSyncLabel, m_fileSync);
    m_form->addRow(m_fileThreadsLabel, m_fileThreads);
    m_form->addRow(m_rewriteLabel, m_rewrite);
    m_form->addRow(m_selfTestLabel, m_selfTest);
    m_burnIn = new BurnInOptionRows(this, m_form);
    connect(m_burnIn, &BurnInOptionRows::changed, this, &RunMoreOptions::burnInSettingsChanged);
    setTimes(RunOptions {}.measureTime, RunOptions {}.interval);
    setSurfaceSettings(RunOptions {});
    setFileSettings(RunOptions {});
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
    for (QComboBox *box : {m_smallest, m_largest, m_depth, m_fileThreads, m_rewrite})
        connect(box, &QComboBox::currentIndexChanged, this, &RunMoreOptions::shapeChanged);
    for (QComboBox *box : {m_files, m_fileSize, m_fileSync})
        connect(box, &QComboBox::currentIndexChanged, this, &RunMoreOptions::fileSettingsChanged);
    for (QComboBox *box : {m_samples, m_slowBelow, m_reads, m_slowRead})
        connect(box, &QComboBox::currentIndexChanged, this, &RunMoreOptions::surfaceSettingsChanged);
    connect(m_selfTest, &QComboBox::currentIndexChanged, this, &RunMoreOptions::selfTestChanged);
    showFor(builtinProfiles().first());
    retranslate();
}

void RunMoreOptions::showFor(const Profile &profile)
{
    const auto shows = [&profile](KindSetting setting) {
        return takes(profile, setting);
    };
    // The queue depth is the profile's own until chosen here, and again when another kind is chosen.
    if (profile.kind != m_kind && shows(KindSetting::QueueDepth) && !profile.tests.isEmpty()) {
        const QSignalBlocker blocker(m_depth);
        selectValue(m_depth, profile.tests.constFirst().queueDepth);
    }
    m_kind = profile.kind;
    // A surface test is one pass over the device, a capacity probe as long as its places take: no measure time, no
    // pause. A small-files test measures each step that long, but is one test: no pause.
    m_form->setRowVisible(m_time, shows(KindSetting::MeasureTime));
    m_form->setRowVisible(m_sustainedTime, shows(KindSetting::TimeLimit));
    m_form->setRowVisible(m_interval, shows(KindSetting::Interval));
    m_form->setRowVisible(m_smallest, shows(KindSetting::BlockSizes));
    m_form->setRowVisible(m_largest, shows(KindSetting::BlockSizes));
    m_form->setRowVisible(m_depth, shows(KindSetting::QueueDepth));
    m_form->setRowVisible(m_samples, shows(KindSetting::Samples));
    m_form->setRowVisible(m_slowBelow, shows(KindSetting::SlowBelow));
    m_form->setRowVisible(m_reads, shows(KindSetting::Reads));
    m_form->setRowVisible(m_slowRead, shows(KindSetting::SlowRead));
    for (QComboBox *box : {m_files, m_fileSize, m_fileSync, m_fileThreads})
        m_form->setRowVisible(box, shows(KindSetting::Files));
    m_form->setRowVisible(m_rewrite, shows(KindSetting::Rewrite));
    m_form->setRowVisible(m_selfTest, shows(KindSetting::SelfTest));
    m_burnIn->setVisible(shows(KindSetting::BurnIn));
}

bool RunMoreOptions::rewrite() const
{
    return kindTraits(m_kind).settings.testFlag(KindSetting::Rewrite) && m_rewriteBlockedWhy.isEmpty()
        && m_rewrite->currentData().toInt() == 1;
}

void RunMoreOptions::setRewriteBlocked(const QString &whyNot)
{
    m_rewriteBlockedWhy = whyNot;
    m_rewrite->setEnabled(whyNot.isEmpty());
    retranslate(); // its tooltip says why
}

bool RunMoreOptions::hasSettings() const
{
    return bool(kindTraits(m_kind).settings & ~RowSettings);
}

Profile RunMoreOptions::shaped(Profile profile) const
{
    if (takes(profile, KindSetting::BlockSizes))
        profile = withBlockSizes(profile,
                                 std::uint32_t(m_smallest->currentData().toULongLong()),
                                 std::uint32_t(m_largest->currentData().toULongLong()));
    if (takes(profile, KindSetting::Files) && !profile.tests.isEmpty()) { // a folder and a thread each
        profile.tests.first().threads = std::uint32_t(m_fileThreads->currentData().toUInt());
        return profile;
    }
    if (takes(profile, KindSetting::QueueDepth))
        return withQueueDepth(profile, std::uint32_t(m_depth->currentData().toULongLong()));
    return profile;
}

QString RunMoreOptions::summary() const
{
    return tr(windowPartsFor(m_kind).moreSummary(m_kind));
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

void RunMoreOptions::applySurfaceSettings(RunOptions &options) const
{
    SurfaceOptions &surface = options.kinds.edit<SurfaceOptions>();
    surface.mapSamples = m_samples->currentData().toInt();
    surface.slowBelowPercent = m_slowBelow->currentData().toInt();
    surface.accessReads = m_reads->currentData().toInt();
    surface.slowRead = std::chrono::milliseconds(m_slowRead->currentData().toLongLong());
}

void RunMoreOptions::setSurfaceSettings(const RunOptions &options)
{
    // "All" (0) sorts first by value; it stays where the list has it, after the counts.
    const SurfaceOptions &surface = options.kinds.get<SurfaceOptions>();
    if (const int all = m_samples->findData(0); surface.mapSamples == 0 && all >= 0)
        m_samples->setCurrentIndex(all);
    else
        selectValue(m_samples, qulonglong(surface.mapSamples));
    selectValue(m_slowBelow, qulonglong(surface.slowBelowPercent));
    selectValue(m_reads, qulonglong(surface.accessReads));
    selectValue(m_slowRead, qulonglong(surface.slowRead.count()));
    fillValueLabels();
}

void RunMoreOptions::applyFileSettings(RunOptions &options) const
{
    SmallFilesOptions &files = options.kinds.edit<SmallFilesOptions>();
    files.files = m_files->currentData().toInt();
    files.fileBytes = m_fileSize->currentData().toUInt();
    files.sync = FileSync(m_fileSync->currentData().toInt());
}

void RunMoreOptions::setFileSettings(const RunOptions &options)
{
    const SmallFilesOptions &files = options.kinds.get<SmallFilesOptions>();
    selectValue(m_files, qulonglong(files.files));
    selectValue(m_fileSize, qulonglong(files.fileBytes));
    selectValue(m_fileSync, qulonglong(files.sync));
    fillValueLabels();
}

void RunMoreOptions::applySelfTest(RunOptions &options) const
{
    options.kinds.edit<HealthCheckOptions>().selfTest = SelfTestType(m_selfTest->currentData().toInt());
}

void RunMoreOptions::setSelfTest(const RunOptions &options)
{
    selectValue(m_selfTest, qulonglong(options.kinds.get<HealthCheckOptions>().selfTest));
}

void RunMoreOptions::applyBurnInSettings(RunOptions &options) const
{
    m_burnIn->apply(options);
}

void RunMoreOptions::setBurnInSettings(const RunOptions &options)
{
    m_burnIn->set(options);
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
    for (QComboBox *box : {m_depth, m_reads, m_files, m_fileThreads})
        for (int i = 0; i < box->count(); ++i)
            box->setItemText(i, locale.toString(box->itemData(i).toInt()));
    for (int i = 0; i < m_fileSize->count(); ++i) {
        const qint64 bytes = m_fileSize->itemData(i).toLongLong();
        m_fileSize->setItemText(
            i, bytes ? locale.formattedDataSize(bytes, 0, QLocale::DataSizeIecFormat) : tr("Empty, as bonnie++"));
    }
    const QString syncs[] = {tr("After each phase, as bonnie++"), tr("Each file"), tr("Each file and folder entry")};
    for (int i = 0; i < m_fileSync->count(); ++i)
        m_fileSync->setItemText(i, syncs[m_fileSync->itemData(i).toInt()]);
    for (int i = 0; i < m_samples->count(); ++i) {
        const int samples = m_samples->itemData(i).toInt();
        m_samples->setItemText(i, samples ? locale.toString(samples) : tr("All (every chunk)"));
    }
    for (int i = 0; i < m_slowBelow->count(); ++i)
        m_slowBelow->setItemText(i, tr("%1 % of the median").arg(locale.toString(m_slowBelow->itemData(i).toInt())));
    for (int i = 0; i < m_slowRead->count(); ++i)
        m_slowRead->setItemText(i, tr("%1 ms per MiB").arg(locale.toString(m_slowRead->itemData(i).toInt())));
    for (int i = 0; i < m_selfTest->count(); ++i) {
        switch (SelfTestType(m_selfTest->itemData(i).toInt())) {
        case SelfTestType::Short:
            m_selfTest->setItemText(i, tr("Short (about 2 minutes)"));
            break;
        case SelfTestType::Extended:
            m_selfTest->setItemText(i, tr("Extended (minutes to hours)"));
            break;
        case SelfTestType::Conveyance:
            m_selfTest->setItemText(i, tr("Conveyance (ATA: damage in transport)"));
            break;
        case SelfTestType::None:
        case SelfTestType::Vendor:
            m_selfTest->setItemText(i, tr("None: read the health only"));
            break;
        }
    }
    m_rewrite->setItemText(0, tr("No"));
    m_rewrite->setItemText(1, tr("Sequential tests, as bonnie++"));
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
    m_samplesLabel->setText(tr("&Samples:"));
    m_slowBelowLabel->setText(tr("Slow &below:"));
    m_readsLabel->setText(tr("&Reads:"));
    m_slowReadLabel->setText(tr("Slow &after:"));
    m_samples->setToolTip(tr("Places on the drive the map reads, evenly spaced from the first sector to the last; "
                             "all reads every chunk, which takes as long as reading the whole drive"));
    m_slowBelow->setToolTip(tr("Places reading slower than this share of the median are marked slow"));
    m_reads->setToolTip(tr("Random 4 KiB reads over the whole drive, one at a time"));
    m_slowRead->setToolTip(tr("A read of 1 MiB taking longer than this is marked slow: a weak sector the drive had "
                              "to read again"));
    m_samples->setAccessibleName(tr("Position map samples"));
    m_slowBelow->setAccessibleName(tr("Slow share of the median"));
    m_reads->setAccessibleName(tr("Access time reads"));
    m_slowRead->setAccessibleName(tr("Slow read limit"));
    m_filesLabel->setText(tr("&Files:"));
    m_fileSizeLabel->setText(tr("File si&ze:"));
    m_fileSyncLabel->setText(tr("S&ync:"));
    m_fileThreadsLabel->setText(tr("&Threads:"));
    m_files->setToolTip(tr("Files made, read and deleted in each round, in all folders together"));
    m_fileSize->setToolTip(tr("Empty files measure the filesystem's bookkeeping alone; files with content are "
                              "written when made and read back whole"));
    m_fileSync->setToolTip(
        tr("What is made durable before the next file: nothing (the cache holds it until the phase "
           "ends), each file (fsync), or each file and its folder entry too, as a mail server does"));
    m_fileThreads->setToolTip(tr("Folders worked on at once, a thread each"));
    m_files->setAccessibleName(tr("Small files per round"));
    m_fileSize->setAccessibleName(tr("Small file size"));
    m_fileSync->setAccessibleName(tr("What small files sync"));
    m_fileThreads->setAccessibleName(tr("Small-files threads"));
    m_rewriteLabel->setText(tr("Re&write:"));
    m_rewrite->setToolTip(m_rewriteBlockedWhy.isEmpty()
                              ? tr("Also read each block of the sequential tests, change it and write it back before "
                                   "the next, as bonnie++'s Rewrite: a column of its own, in MB/s of blocks rewritten")
                              : m_rewriteBlockedWhy);
    m_rewrite->setAccessibleName(tr("Rewrite the sequential tests"));
    m_selfTestLabel->setText(tr("Self-&test:"));
    m_selfTest->setToolTip(tr("Which of the drive's own self-tests the Health Check runs; the extended one reads the "
                              "whole drive inside it, and a stop tells the drive to abort it"));
    m_selfTest->setAccessibleName(tr("Self-test"));
    m_burnIn->retranslate();
}

} // namespace Sektor::Gui
