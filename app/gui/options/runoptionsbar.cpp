// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/options/runoptionsbar.h"

#include "gui/options/optioncombos.h"
#include "gui/options/profiletargets.h"
#include "gui/options/runmoreoptions.h"

#include "model/kindtraits.h"

#include <QActionEvent>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
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
/// The size list's entry for "all of the target": no size of its own.
constexpr qulonglong WholeTargetChoice = 0;

} // namespace

RunOptionsBar::RunOptionsBar(QWidget *parent)
    : QWidget(parent)
    , m_profile(new QComboBox(this))
    , m_size(comboWith(this, {}))
    , m_runs(comboWith(this, {1, 2, 3, 4, 5, 6, 7, 8, 9}))
    , m_read(new QCheckBox(this))
    , m_write(new QCheckBox(this))
    , m_mix(new QCheckBox(this))
    , m_unit(comboWith(this, {0, 1, 2, 3}))
    , m_more(new QToolButton(this))
    , m_moreOptions(new RunMoreOptions(this))
{
    // The standard profiles once each: their +Mix variants are the Mix box (the CLI keeps the -mix ids).
    for (const Profile &p : builtinProfiles()) {
        if (!isMixVariant(p))
            m_profile->addItem(QString(), p.id);
    }
    // As wide as the longest name in the language shown now, not in the one of the first show ("Latência de gravação
    // síncrona" is longer than "Sync Write Latency").
    m_profile->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (std::uint64_t s : TestSizes)
        m_size->addItem(QString(), qulonglong(s));
    m_profileLabel = buddyLabel(m_profile, this);
    m_sizeLabel = buddyLabel(m_size, this);
    m_runsLabel = buddyLabel(m_runs, this);
    m_unitLabel = buddyLabel(m_unit, this);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget *w :
         std::initializer_list<QWidget *> {m_profileLabel, m_profile, m_sizeLabel, m_size, m_runsLabel, m_runs})
        layout->addWidget(w);
    // The options row must fit a laptop in every language: the settings people rarely change go into a popup.
    auto *moreMenu = new QMenu(m_more);
    auto *moreAction = new QWidgetAction(moreMenu);
    moreAction->setDefaultWidget(m_moreOptions);
    moreMenu->addAction(moreAction);
    m_more->setMenu(moreMenu);
    m_more->setPopupMode(QToolButton::InstantPopup);
    m_more->setToolButtonStyle(Qt::ToolButtonTextOnly);
    layout->addWidget(m_more);
    layout->addSpacing(12);
    for (QWidget *w : std::initializer_list<QWidget *> {m_read, m_write, m_mix})
        layout->addWidget(w);
    layout->addStretch(1);
    for (QWidget *w : std::initializer_list<QWidget *> {m_unitLabel, m_unit})
        layout->addWidget(w);

    m_read->setChecked(true);
    m_write->setChecked(true);
    setOptions(RunOptions {});
    setProfile(QStringLiteral("default"));
    connect(m_profile, &QComboBox::currentIndexChanged, this, &RunOptionsBar::onProfileChosen);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &RunOptionsBar::unitChanged);
    for (QCheckBox *box : {m_read, m_write, m_mix})
        connect(box, &QCheckBox::toggled, this, &RunOptionsBar::profileChanged);
    for (QComboBox *box : {m_size, m_runs})
        connect(box, &QComboBox::currentIndexChanged, this, &RunOptionsBar::optionsChanged);
    // The popup's block sizes and queue depth shape the profile (the grid's rows), its times the options.
    connect(m_moreOptions, &RunMoreOptions::shapeChanged, this, &RunOptionsBar::profileChanged);
    connect(m_moreOptions, &RunMoreOptions::timesChanged, this, &RunOptionsBar::optionsChanged);
    connect(m_moreOptions, &RunMoreOptions::surfaceSettingsChanged, this, &RunOptionsBar::optionsChanged);
    connect(m_moreOptions, &RunMoreOptions::fileSettingsChanged, this, &RunOptionsBar::optionsChanged);
    connect(m_moreOptions, &RunMoreOptions::selfTestChanged, this, &RunOptionsBar::optionsChanged);
    connect(m_moreOptions, &RunMoreOptions::burnInSettingsChanged, this, &RunOptionsBar::optionsChanged);
    retranslate();
}

Profile RunOptionsBar::chosenProfile() const
{
    return findProfile(m_profile->currentData().toString()).value_or(builtinProfiles().first());
}

Profile RunOptionsBar::profile() const
{
    Profile p = chosenProfile();
    // Sweep and sync-write profiles define their own modes; the boxes shape CrystalDiskMark-style ones.
    if (kindTraits(p).ownModes)
        return m_moreOptions->shaped(p);
    const bool writes = m_writesBlockedWhy.isEmpty();
    if (m_mix->isChecked() && writes) // the +Mix profile, so results and shared texts carry its id and name
        p = mixVariantOf(p);
    p.modes.clear();
    if (m_read->isChecked())
        p.modes << IoMode::Read;
    if (m_write->isChecked() && writes)
        p.modes << IoMode::Write;
    if (m_mix->isChecked() && writes)
        p.modes << IoMode::Mix;
    if (m_moreOptions->rewrite() && p.offersRewrite()) // opt-in, in the More popup
        p.modes << IoMode::Rewrite;
    return p;
}

RunOptions RunOptionsBar::settings() const
{
    RunOptions o;
    // "All free space" is not remembered: a sustained write of a whole drive is chosen each time.
    if (const qulonglong size = m_size->currentData().toULongLong(); size != WholeTargetChoice)
        o.testSize = size;
    o.runs = m_runs->currentData().toInt();
    o.measureTime = m_moreOptions->measureTime();
    o.interval = m_moreOptions->interval();
    o.warmup = m_warmup;
    m_moreOptions->applySurfaceSettings(o);
    m_moreOptions->applyFileSettings(o);
    m_moreOptions->applySelfTest(o);
    m_moreOptions->applyBurnInSettings(o);
    return o;
}

RunOptions RunOptionsBar::options() const
{
    RunOptions o = settings(); // with "all of it" chosen, its test size is the (unused, valid) default
    o.wholeTarget = m_size->currentData().toULongLong() == WholeTargetChoice;
    // The measure-time choices are seconds per run; a sustained write needs minutes to fill a large cache, and ends
    // sooner by itself once the rate after the cache holds steady.
    if (takes(chosenProfile(), KindSetting::TimeLimit))
        o.measureTime = sustainedTimeLimit();
    return o;
}

std::chrono::milliseconds RunOptionsBar::sustainedTimeLimit() const
{
    return m_moreOptions->sustainedTimeLimit();
}

void RunOptionsBar::setSustainedTimeLimit(std::chrono::milliseconds limit)
{
    m_moreOptions->setSustainedTimeLimit(limit);
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
    m_moreOptions->setTimes(o.measureTime, o.interval);
    m_warmup = o.warmup;
    m_moreOptions->setSurfaceSettings(o);
    m_moreOptions->setFileSettings(o);
    m_moreOptions->setSelfTest(o);
    m_moreOptions->setBurnInSettings(o);
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
    updateSurfaceChoices();
    fillValueLabels();
}

void RunOptionsBar::updateSurfaceChoices()
{
    // Greyed with the reason, never hidden (profiletargets.h).
    for (int i = 0; i < m_profile->count(); ++i) {
        if (const auto p = findProfile(m_profile->itemData(i).toString());
            p && kindTraits(*p).target != KindTarget::FileOrDevice) {
            const QString why = unavailableOnTargetWhy(*p, m_targetIsDevice);
            setItemEnabled(m_profile, i, why.isEmpty(), why);
        }
    }
    if (!unavailableOnTargetWhy(chosenProfile(), m_targetIsDevice).isEmpty())
        setProfile(builtinProfiles().first().id);
}

void RunOptionsBar::updateWholeTargetChoice()
{
    // A sustained write and a verify may fill the drive: what they are run for.
    const bool whole = takes(chosenProfile(), KindSetting::WholeTarget);
    const int at = m_size->findData(WholeTargetChoice);
    if (whole && at < 0) {
        m_size->addItem(QString(), WholeTargetChoice);
        fillValueLabels();
    } else if (!whole && at >= 0) {
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
    const Profile p = chosenProfile();
    const bool standard = !kindTraits(p).ownModes;
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
    m_moreOptions->setRewriteBlocked(m_writesBlockedWhy);
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

namespace {
// Why the runs box is greyed for a kind that is not measured in runs, or what it sets.
QString runsToolTip(const Profile &chosen)
{
    const KindTraits &kind = kindTraits(chosen);
    const QString name = profileDisplayName(chosen);
    // A time limit of its own rather than a run's length (the sustained write's) makes a test one pass.
    if (kind.settings.testFlag(KindSetting::TimeLimit))
        return RunOptionsBar::tr("A sustained write is one pass: runs do not apply");
    if (kind.measuresFiles)
        return RunOptionsBar::tr("%1 repeats its rounds until each step is measured: runs do not apply").arg(name);
    if (kind.surface)
        return RunOptionsBar::tr("%1 reads the device once: runs do not apply").arg(name);
    if (kind.checksCapacity)
        return RunOptionsBar::tr("%1 checks each place once: runs do not apply").arg(name);
    if (kind.settings.testFlag(KindSetting::BurnIn))
        return RunOptionsBar::tr("%1 goes over the drive in passes, set under More…: runs do not apply").arg(name);
    if (!kind.settings.testFlag(KindSetting::Runs))
        return RunOptionsBar::tr("%1 runs once: runs do not apply").arg(name);
    return RunOptionsBar::tr("Measured runs per test; the grid shows their median");
}
} // namespace

void RunOptionsBar::updateTimeRows()
{
    m_moreOptions->showFor(chosenProfile());
    // The menu keeps the size its widget had when laid out: tell it the widget changed, or the popup opens cut off
    // (more rows) or half empty (fewer).
    m_moreOptions->adjustSize();
    if (QMenu *menu = m_more->menu(); menu && !menu->actions().isEmpty()) {
        QActionEvent changed(QEvent::ActionChanged, menu->actions().constFirst());
        QCoreApplication::sendEvent(menu, &changed);
    }
    const Profile chosen = chosenProfile();
    const KindTraits &kind = kindTraits(chosen);
    const bool files = kind.measuresFiles;
    const bool wholeDevice = kind.target == KindTarget::WholeDevice;
    m_runs->setEnabled(!m_running && kind.settings.testFlag(KindSetting::Runs));
    m_runs->setToolTip(runsToolTip(chosen));
    m_size->setEnabled(!m_running && !wholeDevice && !files);
    m_size->setToolTip(wholeDevice ? tr("%1 covers the whole device").arg(profileDisplayName(chosen))
                           : files ? tr("%1 makes files of its own, not a test file").arg(profileDisplayName(chosen))
                                   : tr("Size of the test file (or of the area used on a raw device)"));
    m_unit->setEnabled(!files); // files per second have no other unit
    m_more->setEnabled(!m_running && m_moreOptions->hasSettings());
    m_more->setToolTip(m_moreOptions->summary());
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
    for (int i = 0; i < m_unit->count(); ++i)
        m_unit->setItemText(i, unitLabel(DisplayUnit(i)));
}

void RunOptionsBar::retranslate()
{
    fillValueLabels();
    m_profileLabel->setText(tr("&Profile:"));
    m_sizeLabel->setText(tr("Si&ze:")); // Alt+S opens Settings
    m_runsLabel->setText(tr("R&uns:"));
    m_unitLabel->setText(tr("U&nit:"));
    m_more->setText(tr("More…"));
    m_more->setAccessibleName(tr("More options"));
    m_read->setText(tr("&Read"));
    m_write->setText(tr("&Write"));
    m_mix->setText(tr("Mi&x"));
    m_profile->setToolTip(tr("Which tests run: Default is CrystalDiskMark's set of sequential and random 4K tests"));
    for (int i = 0; i < m_profile->count(); ++i) {
        if (const auto p = findProfile(m_profile->itemData(i).toString()))
            m_profile->setItemText(i, profileDisplayName(*p));
    }
    updateModeBoxes();
    updateTimeRows();
    updateSurfaceChoices();
    m_unit->setToolTip(unitDescription(unit()));
    m_profile->setAccessibleName(tr("Profile"));
    m_size->setAccessibleName(tr("Test size"));
    m_runs->setAccessibleName(tr("Number of runs"));
    m_unit->setAccessibleName(tr("Unit"));
}

} // namespace Sektor::Gui
