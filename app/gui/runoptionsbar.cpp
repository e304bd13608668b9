// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "runoptionsbar.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QSignalBlocker>
#include <QToolButton>
#include <QWidgetAction>

namespace Sektor::Gui {

namespace {

// CrystalDiskMark's choices, so its users find the values they know.
const std::uint64_t TestSizes[] = {16 * MiB,
                                   32 * MiB,
                                   64 * MiB,
                                   128 * MiB,
                                   256 * MiB,
                                   512 * MiB,
                                   1 * GiB,
                                   2 * GiB,
                                   4 * GiB,
                                   8 * GiB,
                                   16 * GiB,
                                   32 * GiB,
                                   64 * GiB};
const int MeasureSeconds[] = {1, 3, 5, 10, 20, 30, 60};
const int IntervalSeconds[] = {0, 1, 3, 5, 10, 30, 60};

QComboBox *comboWith(QWidget *parent, std::initializer_list<qulonglong> values)
{
    auto *box = new QComboBox(parent);
    for (qulonglong v : values)
        box->addItem(QString(), v);
    return box;
}

/// Selects the entry with @p value, inserting it in order when missing.
void selectValue(QComboBox *box, qulonglong value)
{
    int at = 0;
    while (at < box->count() && box->itemData(at).toULongLong() < value)
        ++at;
    if (at == box->count() || box->itemData(at).toULongLong() != value)
        box->insertItem(at, QString(), value);
    box->setCurrentIndex(at);
}

/// The size list's entry for "all of the target": no size of its own.
constexpr qulonglong WholeTargetChoice = 0;

QLabel *buddyLabel(QWidget *buddy, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setBuddy(buddy);
    return label;
}

} // namespace

RunOptionsBar::RunOptionsBar(QWidget *parent)
    : QWidget(parent)
    , m_profile(new QComboBox(this))
    , m_size(comboWith(this, {}))
    , m_runs(comboWith(this, {1, 2, 3, 4, 5, 6, 7, 8, 9}))
    , m_time(comboWith(this, {}))
    , m_interval(comboWith(this, {}))
    , m_sustainedTime(comboWith(this, {60'000, 120'000, 300'000, 600'000})) // up to Limits::MaxMeasureTime
    , m_read(new QCheckBox(this))
    , m_write(new QCheckBox(this))
    , m_mix(new QCheckBox(this))
    , m_unit(comboWith(this, {0, 1, 2, 3}))
    , m_more(new QToolButton(this))
{
    // The standard profiles once each: their +Mix variants are the Mix box (the CLI keeps the -mix ids).
    for (const Profile &p : builtinProfiles()) {
        if (!isMixVariant(p))
            m_profile->addItem(QString(), p.id);
    }
    for (std::uint64_t s : TestSizes)
        m_size->addItem(QString(), qulonglong(s));
    for (int s : MeasureSeconds)
        m_time->addItem(QString(), qulonglong(s * 1000));
    for (int s : IntervalSeconds)
        m_interval->addItem(QString(), qulonglong(s * 1000));
    m_profileLabel = buddyLabel(m_profile, this);
    m_sizeLabel = buddyLabel(m_size, this);
    m_runsLabel = buddyLabel(m_runs, this);
    m_timeLabel = buddyLabel(m_time, this);
    m_intervalLabel = buddyLabel(m_interval, this);
    m_sustainedTimeLabel = buddyLabel(m_sustainedTime, this);
    m_unitLabel = buddyLabel(m_unit, this);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget *w :
         std::initializer_list<QWidget *> {m_profileLabel, m_profile, m_sizeLabel, m_size, m_runsLabel, m_runs})
        layout->addWidget(w);
    // The options row must fit a laptop in every language: the two settings people rarely change go into a popup.
    auto *morePanel = new QWidget(this);
    m_moreForm = new QFormLayout(morePanel);
    m_moreForm->addRow(m_timeLabel, m_time);
    m_moreForm->addRow(m_sustainedTimeLabel, m_sustainedTime);
    m_moreForm->addRow(m_intervalLabel, m_interval);
    auto *moreMenu = new QMenu(m_more);
    auto *moreAction = new QWidgetAction(moreMenu);
    moreAction->setDefaultWidget(morePanel);
    moreMenu->addAction(moreAction);
    m_more->setMenu(moreMenu);
    m_more->setPopupMode(QToolButton::InstantPopup);
    m_more->setToolButtonStyle(Qt::ToolButtonTextOnly);
    layout->addWidget(m_more);
    layout->addSpacing(12);
    layout->addWidget(m_read);
    layout->addWidget(m_write);
    layout->addWidget(m_mix);
    layout->addStretch(1);
    layout->addWidget(m_unitLabel);
    layout->addWidget(m_unit);

    m_read->setChecked(true);
    m_write->setChecked(true);
    setOptions(RunOptions {});
    setSustainedTimeLimit(SustainedWriteTimeLimit);
    setProfile(QStringLiteral("default"));
    connect(m_profile, &QComboBox::currentIndexChanged, this, &RunOptionsBar::onProfileChosen);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &RunOptionsBar::unitChanged);
    for (QCheckBox *box : {m_read, m_write, m_mix})
        connect(box, &QCheckBox::toggled, this, &RunOptionsBar::profileChanged);
    for (QComboBox *box : {m_size, m_runs, m_time, m_interval, m_sustainedTime})
        connect(box, &QComboBox::currentIndexChanged, this, &RunOptionsBar::optionsChanged);
    retranslate();
}

Profile RunOptionsBar::profile() const
{
    Profile p = findProfile(m_profile->currentData().toString()).value_or(builtinProfiles().first());
    // Sweep and sync-write profiles define their own modes; the boxes shape CrystalDiskMark-style ones.
    if (p.kind != Profile::Kind::Standard)
        return p;
    const bool writes = m_writesBlockedWhy.isEmpty();
    if (m_mix->isChecked() && writes) // the +Mix profile, so results and shared texts carry its id and name
        p = mixVariantOf(p);
    QList<IoMode> modes;
    if (m_read->isChecked())
        modes << IoMode::Read;
    if (m_write->isChecked() && writes)
        modes << IoMode::Write;
    if (m_mix->isChecked() && writes)
        modes << IoMode::Mix;
    p.modes = modes;
    return p;
}

RunOptions RunOptionsBar::settings() const
{
    RunOptions o;
    // "All free space" is not remembered: a sustained write of a whole drive is chosen each time.
    if (const qulonglong size = m_size->currentData().toULongLong(); size != WholeTargetChoice)
        o.testSize = size;
    o.runs = m_runs->currentData().toInt();
    o.measureTime = std::chrono::milliseconds(m_time->currentData().toLongLong());
    o.interval = std::chrono::milliseconds(m_interval->currentData().toLongLong());
    o.warmup = m_warmup;
    return o;
}

RunOptions RunOptionsBar::options() const
{
    RunOptions o = settings();
    if (m_size->currentData().toULongLong() == WholeTargetChoice) {
        o.wholeTarget = true;
        o.testSize = RunOptions {}.testSize; // unused, but valid
    }
    // The measure-time choices are seconds per run; a sustained write needs minutes to fill a large cache, and ends
    // sooner by itself once the rate after the cache holds steady.
    if (profile().kind == Profile::Kind::SustainedWrite)
        o.measureTime = sustainedTimeLimit();
    return o;
}

std::chrono::milliseconds RunOptionsBar::sustainedTimeLimit() const
{
    return std::chrono::milliseconds(m_sustainedTime->currentData().toLongLong());
}

void RunOptionsBar::setSustainedTimeLimit(std::chrono::milliseconds limit)
{
    selectValue(m_sustainedTime, qulonglong(limit.count()));
    fillValueLabels();
}

DisplayUnit RunOptionsBar::unit() const
{
    return DisplayUnit(m_unit->currentData().toInt());
}

bool RunOptionsBar::setProfile(const QString &idOrName)
{
    const auto p = findProfile(idOrName);
    if (!p)
        return false;
    // A +Mix profile is its standard profile with the Mix box ticked.
    const int index = m_profile->findData(baseOf(*p).id);
    if (index < 0)
        return false;
    {
        const QSignalBlocker blocker(m_mix);
        m_mix->setChecked(p->hasMix());
    }
    m_profile->setCurrentIndex(index);
    onProfileChosen();
    return true;
}

void RunOptionsBar::setOptions(const RunOptions &o)
{
    if (const int whole = m_size->findData(WholeTargetChoice); o.wholeTarget && whole >= 0)
        m_size->setCurrentIndex(whole);
    else
        selectValue(m_size, o.testSize);
    selectValue(m_runs, qulonglong(o.runs));
    selectValue(m_time, qulonglong(o.measureTime.count()));
    selectValue(m_interval, qulonglong(o.interval.count()));
    m_warmup = o.warmup;
    fillValueLabels();
}

void RunOptionsBar::setUnit(DisplayUnit unit)
{
    m_unit->setCurrentIndex(int(unit));
}

void RunOptionsBar::setWritesAllowed(bool allowed, const QString &why)
{
    m_writesBlockedWhy = allowed ? QString() : why;
    updateModeBoxes();
}

void RunOptionsBar::setReadOnlyDefault(bool readOnly)
{
    if (m_standardTicks) { // the boxes show another profile's own modes: the default is for the standard ones
        (*m_standardTicks)[1] = !readOnly;
        (*m_standardTicks)[2] = (*m_standardTicks)[2] && !readOnly;
        return;
    }
    m_write->setChecked(!readOnly);
    if (readOnly)
        m_mix->setChecked(false);
}

void RunOptionsBar::setTargetIsDevice(bool device)
{
    m_targetIsDevice = device;
    fillValueLabels();
}

void RunOptionsBar::updateWholeTargetChoice()
{
    const bool sustained = profile().kind == Profile::Kind::SustainedWrite;
    const int at = m_size->findData(WholeTargetChoice);
    if (sustained && at < 0) {
        m_size->addItem(QString(), WholeTargetChoice);
        fillValueLabels();
    } else if (!sustained && at >= 0) {
        if (m_size->currentIndex() == at)
            selectValue(m_size, RunOptions {}.testSize);
        m_size->removeItem(at);
    }
}

void RunOptionsBar::setRunning(bool running)
{
    for (QWidget *w : findChildren<QWidget *>(Qt::FindDirectChildrenOnly)) {
        if (w != m_unit && w != m_unitLabel)
            w->setEnabled(!running);
    }
    m_running = running;
    updateModeBoxes(); // they keep what the target and the profile allow when the run ends
    updateTimeRows();
}

void RunOptionsBar::updateModeBoxes()
{
    const Profile p = findProfile(m_profile->currentData().toString()).value_or(builtinProfiles().first());
    const bool standard = p.kind == Profile::Kind::Standard;
    const bool writes = m_writesBlockedWhy.isEmpty();
    // A profile with its own modes shows them ticked (a sustained write is no read test); the standard profiles
    // get the user's ticks back.
    const std::array<QCheckBox *, 3> boxes {m_read, m_write, m_mix};
    if (!standard && !m_standardTicks)
        m_standardTicks = std::array<bool, 3> {m_read->isChecked(), m_write->isChecked(), m_mix->isChecked()};
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        const QSignalBlocker blocker(boxes[i]);
        if (!standard)
            boxes[i]->setChecked(p.modes.contains(IoMode(i)));
        else if (m_standardTicks)
            boxes[i]->setChecked((*m_standardTicks)[i]);
    }
    if (standard)
        m_standardTicks.reset();
    m_read->setEnabled(!m_running && standard);
    m_write->setEnabled(!m_running && standard && writes);
    m_mix->setEnabled(!m_running && standard && writes);
    // Greyed, never hidden, and always with the reason: a box that disappears leaves people searching for it.
    const QString ownModes = standard ? QString() : tr("%1 runs its own tests and modes.").arg(profileDisplayName(p));
    m_read->setToolTip(ownModes);
    m_write->setToolTip(!ownModes.isEmpty() ? ownModes : m_writesBlockedWhy);
    m_mix->setToolTip(!ownModes.isEmpty() ? ownModes
                          : !writes       ? m_writesBlockedWhy
                                          : tr("Mixed test: 70% reads and 30% writes at once"));
}

void RunOptionsBar::onProfileChosen()
{
    updateModeBoxes();
    updateTimeRows();
    updateWholeTargetChoice();
    Q_EMIT profileChanged();
}

void RunOptionsBar::updateTimeRows()
{
    const bool sustained = profile().kind == Profile::Kind::SustainedWrite;
    m_moreForm->setRowVisible(m_time, !sustained);
    m_moreForm->setRowVisible(m_sustainedTime, sustained);
    m_moreForm->setRowVisible(m_interval, !sustained);
    m_runs->setEnabled(!m_running && !sustained);
    m_runs->setToolTip(sustained ? tr("A sustained write is one pass: runs do not apply")
                                 : tr("Measured runs per test; the grid shows their median"));
    m_more->setToolTip(sustained ? tr("How long the sustained write may go on at most")
                                 : tr("Measure time of each run and the pause between tests"));
}

void RunOptionsBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void RunOptionsBar::fillValueLabels()
{
    const QLocale locale;
    for (int i = 0; i < m_size->count(); ++i) {
        const qulonglong size = m_size->itemData(i).toULongLong();
        m_size->setItemText(i,
                            size != WholeTargetChoice
                                ? locale.formattedDataSize(qint64(size), 0, QLocale::DataSizeIecFormat)
                                : m_targetIsDevice ? tr("Whole device")
                                                   : tr("All free space"));
    }
    for (int i = 0; i < m_runs->count(); ++i)
        m_runs->setItemText(i, locale.toString(m_runs->itemData(i).toInt()));
    for (QComboBox *box : {m_time, m_interval}) {
        for (int i = 0; i < box->count(); ++i)
            box->setItemText(i, tr("%1 s").arg(locale.toString(box->itemData(i).toDouble() / 1000.0)));
    }
    for (int i = 0; i < m_sustainedTime->count(); ++i) {
        const qlonglong ms = m_sustainedTime->itemData(i).toLongLong();
        m_sustainedTime->setItemText(i,
                                     ms % 60'000 == 0 ? tr("%1 min").arg(locale.toString(ms / 60'000))
                                                      : tr("%1 s").arg(locale.toString(double(ms) / 1000.0)));
    }
    for (int i = 0; i < m_unit->count(); ++i)
        m_unit->setItemText(i, unitLabel(DisplayUnit(i)));
}

void RunOptionsBar::retranslate()
{
    fillValueLabels();
    m_profileLabel->setText(tr("&Profile:"));
    m_sizeLabel->setText(tr("Si&ze:")); // Alt+S opens Settings
    m_runsLabel->setText(tr("R&uns:"));
    m_timeLabel->setText(tr("&Measure:"));
    m_intervalLabel->setText(tr("&Interval:"));
    m_sustainedTimeLabel->setText(tr("Time &limit:"));
    m_unitLabel->setText(tr("U&nit:"));
    m_more->setText(tr("More…"));
    m_more->setAccessibleName(tr("More options"));
    m_read->setText(tr("&Read"));
    m_write->setText(tr("&Write"));
    m_mix->setText(tr("Mi&x"));
    m_profile->setToolTip(tr("Which tests run: Default is CrystalDiskMark's set of sequential and random 4K tests"));
    m_size->setToolTip(tr("Size of the test file (or of the area used on a raw device)"));
    m_time->setToolTip(tr("Length of each measured run"));
    m_interval->setToolTip(tr("Pause between tests, so the drive can flush its cache and cool down"));
    m_sustainedTime->setToolTip(tr("A sustained write ends at this time, when the span is written, or once its "
                                   "speed after the cache holds steady, whichever comes first"));
    for (int i = 0; i < m_profile->count(); ++i) {
        if (const auto p = findProfile(m_profile->itemData(i).toString()))
            m_profile->setItemText(i, profileDisplayName(*p));
    }
    updateModeBoxes();
    updateTimeRows();
    m_unit->setToolTip(unitDescription(unit()));
    m_profile->setAccessibleName(tr("Profile"));
    m_size->setAccessibleName(tr("Test size"));
    m_runs->setAccessibleName(tr("Number of runs"));
    m_time->setAccessibleName(tr("Measure time"));
    m_interval->setAccessibleName(tr("Interval between tests"));
    m_sustainedTime->setAccessibleName(tr("Sustained write time limit"));
    m_unit->setAccessibleName(tr("Unit"));
}

} // namespace Sektor::Gui
