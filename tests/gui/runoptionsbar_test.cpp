// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The profile row: twelve profiles with translated names, Mix as a box rather than five more profiles, and mode boxes
// greyed with a reason, never hidden, when a profile brings its own modes.
#include "gui/options/runoptionsbar.h"
#include "gui/settings/language.h"
#include "guihelpers.h"
#include "model/kinds/burninoptions.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QSignalSpy>
#include <QSpinBox>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {
QCheckBox *box(const RunOptionsBar &bar, int index)
{
    return bar.findChildren<QCheckBox *>().value(index); // Read, Write, Mix
}
} // namespace

TEST(RunOptionsBar, SeventeenProfilesAndMixIsABox)
{
    RunOptionsBar bar;
    auto *profiles = bar.findChild<QComboBox *>();
    ASSERT_NE(profiles, nullptr);
    EXPECT_EQ(profiles->count(), 17) << "every built-in profile once, the health check and the burn-in included";
    for (int i = 0; i < profiles->count(); ++i)
        EXPECT_FALSE(profiles->itemText(i).contains(QLatin1String("Mix"))) << qPrintable(profiles->itemText(i));

    ASSERT_TRUE(bar.setProfile(QStringLiteral("default-mix")));
    EXPECT_TRUE(box(bar, 2)->isChecked());
    EXPECT_EQ(bar.profile().id, QLatin1String("default-mix")) << "results and shares name the +Mix profile";
    EXPECT_TRUE(bar.profile().hasMix());
    ASSERT_TRUE(bar.setProfile(QStringLiteral("default")));
    EXPECT_FALSE(box(bar, 2)->isChecked());
    EXPECT_EQ(bar.profile().id, QLatin1String("default"));
}

TEST(RunOptionsBar, AProfileWithItsOwnModesGreysTheBoxesAndSaysWhy)
{
    RunOptionsBar bar;
    bar.show();
    ASSERT_TRUE(bar.setProfile(QStringLiteral("qd-sweep")));
    for (int i = 0; i < 3; ++i) {
        EXPECT_TRUE(box(bar, i)->isVisible()) << i;
        EXPECT_FALSE(box(bar, i)->isEnabled()) << i;
        EXPECT_TRUE(box(bar, i)->toolTip().contains(QLatin1String("QD Sweep runs its own"))) << i;
    }
    ASSERT_TRUE(bar.setProfile(QStringLiteral("default")));
    EXPECT_TRUE(box(bar, 0)->isEnabled());
}

TEST(RunOptionsBar, ProfileNamesAreTranslated)
{
    RunOptionsBar bar;
    auto *profiles = bar.findChild<QComboBox *>();
    applyLanguage(QStringLiteral("de"));
    QCoreApplication::sendPostedEvents();
    const QString german = profiles->itemText(0);
    applyLanguage(QStringLiteral("en"));
    QCoreApplication::sendPostedEvents();
    EXPECT_EQ(profiles->itemText(0), QLatin1String("Default"));
    EXPECT_EQ(german, QLatin1String("Standard"));
}

TEST(RunOptionsBar, ASustainedWriteHasATimeLimitOfItsOwnAndNoRuns)
{
    RunOptionsBar bar;
    bar.show();
    QComboBox *runs = comboNamed(&bar, QStringLiteral("Number of runs"));
    QComboBox *timeLimit = comboNamed(&bar, QStringLiteral("Sustained write time limit"));
    ASSERT_NE(runs, nullptr);
    ASSERT_NE(timeLimit, nullptr);
    RunOptions o;
    o.measureTime = std::chrono::seconds(5);
    bar.setOptions(o);

    ASSERT_TRUE(bar.setProfile(QStringLiteral("sustained-write")));
    EXPECT_EQ(bar.options().measureTime, std::chrono::minutes(10)) << "ten minutes unless chosen otherwise";
    EXPECT_FALSE(runs->isEnabled()) << "one pass: runs do not apply";
    EXPECT_TRUE(runs->toolTip().contains(QLatin1String("one pass"))) << qPrintable(runs->toolTip());
    EXPECT_EQ(timeLimit->currentText(), QStringLiteral("10 min"));
    QSignalSpy changed(&bar, &RunOptionsBar::optionsChanged);
    timeLimit->setCurrentIndex(timeLimit->findData(qulonglong(300'000)));
    EXPECT_EQ(changed.count(), 1);
    EXPECT_EQ(bar.options().measureTime, std::chrono::minutes(5));
    EXPECT_EQ(bar.settings().measureTime, std::chrono::seconds(5)) << "what is remembered for the other profiles";

    ASSERT_TRUE(bar.setProfile(QStringLiteral("default")));
    EXPECT_TRUE(runs->isEnabled());
    EXPECT_EQ(bar.options().measureTime, std::chrono::seconds(5));
}

TEST(RunOptionsBar, OnlyASustainedWriteOffersAllTheFreeSpaceOrTheWholeDevice)
{
    RunOptionsBar bar;
    QComboBox *size = comboNamed(&bar, QStringLiteral("Test size"));
    ASSERT_NE(size, nullptr);
    EXPECT_EQ(size->findText(QStringLiteral("All free space")), -1);
    ASSERT_TRUE(bar.setProfile(QStringLiteral("sustained-write")));
    const int all = size->findText(QStringLiteral("All free space"));
    ASSERT_GE(all, 0);
    size->setCurrentIndex(all);
    EXPECT_TRUE(bar.options().wholeTarget);
    EXPECT_EQ(bar.options().validate().code, ErrorCode::None);
    bar.setTargetIsDevice(true);
    EXPECT_EQ(size->itemText(all), QStringLiteral("Whole device"));

    ASSERT_TRUE(bar.setProfile(QStringLiteral("default")));
    EXPECT_EQ(size->findText(QStringLiteral("Whole device")), -1) << "other tests would fill the drive first";
    EXPECT_FALSE(bar.options().wholeTarget);
    EXPECT_EQ(bar.options().testSize, 1 * GiB);
}

TEST(RunOptionsBar, AProfileWithItsOwnModesShowsThemTickedAndTheUsersTicksComeBack)
{
    RunOptionsBar bar;
    box(bar, 0)->setChecked(true);
    box(bar, 1)->setChecked(false);
    box(bar, 2)->setChecked(true);
    ASSERT_TRUE(bar.setProfile(QStringLiteral("sustained-write")));
    EXPECT_FALSE(box(bar, 0)->isChecked()) << "a sustained write reads nothing";
    EXPECT_TRUE(box(bar, 1)->isChecked());
    EXPECT_FALSE(box(bar, 2)->isChecked());
    bar.setReadOnlyDefault(true); // a raw device selected meanwhile: its default is for the standard profiles
    EXPECT_TRUE(box(bar, 1)->isChecked());
    ASSERT_TRUE(bar.setProfile(QStringLiteral("block-size-sweep")));
    EXPECT_TRUE(box(bar, 0)->isChecked());
    EXPECT_TRUE(box(bar, 1)->isChecked());
    ASSERT_TRUE(bar.setProfile(QStringLiteral("default")));
    EXPECT_TRUE(box(bar, 0)->isChecked());
    EXPECT_FALSE(box(bar, 1)->isChecked());
    EXPECT_FALSE(box(bar, 2)->isChecked()) << "Mix was ticked, but the raw device's default unticked writes";
}

TEST(RunOptionsBar, TheSweepsBlockSizesAndQueueDepthAreChosenInThePopup)
{
    RunOptionsBar bar;
    QComboBox *smallest = comboNamed(&bar, QStringLiteral("Smallest block size"));
    QComboBox *largest = comboNamed(&bar, QStringLiteral("Largest block size"));
    QComboBox *depth = comboNamed(&bar, QStringLiteral("Queue depth"));
    ASSERT_NE(smallest, nullptr);
    ASSERT_NE(largest, nullptr);
    ASSERT_NE(depth, nullptr);
    ASSERT_TRUE(bar.setProfile(QStringLiteral("block-size-sweep")));
    EXPECT_EQ(bar.profile().tests.size(), 18) << "512 B to 64 MiB unless chosen otherwise";
    EXPECT_EQ(depth->currentData().toInt(), 4) << "the profile's own depth";
    QSignalSpy reshaped(&bar, &RunOptionsBar::profileChanged);
    smallest->setCurrentIndex(smallest->findData(qulonglong(4096)));
    largest->setCurrentIndex(largest->findData(qulonglong(64 * 1024)));
    depth->setCurrentIndex(depth->findData(qulonglong(2)));
    EXPECT_GE(reshaped.count(), 3) << "the grid's rows follow";
    const Profile sweep = bar.profile();
    ASSERT_EQ(sweep.tests.size(), 5);
    EXPECT_EQ(sweep.tests.first().blockSize, 4096u);
    EXPECT_EQ(sweep.tests.last().blockSize, 64u * 1024);
    for (const TestSpec &t : sweep.tests)
        EXPECT_EQ(t.queueDepth, 2u);
    smallest->setCurrentIndex(smallest->findData(qulonglong(1024 * 1024)));
    EXPECT_EQ(largest->currentData().toULongLong(), 1024u * 1024) << "a range never the wrong way round";

    ASSERT_TRUE(bar.setProfile(QStringLiteral("sustained-write")));
    EXPECT_EQ(depth->currentData().toInt(), 8) << "the sustained write's own depth";
    depth->setCurrentIndex(depth->findData(qulonglong(32)));
    EXPECT_EQ(bar.profile().tests.first().queueDepth, 32u);
    ASSERT_TRUE(bar.setProfile(QStringLiteral("default")));
    EXPECT_EQ(bar.profile().tests.first().queueDepth, 8u) << "the standard profiles keep their own tests";
}

TEST(RunOptionsBar, TheBurnInsPassesPatternsAndStopRulesAreChosenInThePopupAndComeBack)
{
    RunOptionsBar bar;
    bar.setTargetIsDevice(true);
    ASSERT_TRUE(bar.setProfile(QStringLiteral("burn-in")));
    QComboBox *runs = comboNamed(&bar, QStringLiteral("Number of runs"));
    ASSERT_NE(runs, nullptr);
    EXPECT_FALSE(runs->isEnabled());
    EXPECT_TRUE(runs->toolTip().contains(QLatin1String("passes"))) << qPrintable(runs->toolTip());
    EXPECT_EQ(bar.options().kinds.get<BurnInOptions>().passes, 1) << "the defaults: one pass of stamps, no stop rule";
    EXPECT_EQ(bar.options().kinds.get<BurnInOptions>().patterns, QList<BurnInPattern> {BurnInPattern::Stamps});
    EXPECT_EQ(bar.options().kinds.get<BurnInOptions>().stopRules, StopRules {});
    EXPECT_TRUE(bar.profile().hasWrites())
        << "it writes: the window asks for the drive's name first (MainWindow::start)";

    // Chosen in the popup.
    auto *passes = bar.findChild<QSpinBox *>();
    ASSERT_NE(passes, nullptr);
    QSignalSpy changed(&bar, &RunOptionsBar::optionsChanged);
    passes->setValue(3);
    EXPECT_EQ(changed.count(), 1);
    QCheckBox *stamps = nullptr;
    QCheckBox *zeros = nullptr;
    for (QCheckBox *b : bar.findChildren<QCheckBox *>()) {
        if (b->accessibleName() == QLatin1String("Burn-in pattern: Stamps"))
            stamps = b;
        if (b->accessibleName() == QLatin1String("Burn-in pattern: Zeros"))
            zeros = b;
    }
    ASSERT_TRUE(stamps && zeros);
    zeros->setChecked(true);
    stamps->setChecked(false);
    EXPECT_EQ(bar.options().kinds.get<BurnInOptions>().patterns, QList<BurnInPattern> {BurnInPattern::Zeros});
    zeros->setChecked(false);
    EXPECT_TRUE(zeros->isChecked()) << "the last pattern stays ticked: a burn-in writes something";
    QComboBox *errors = comboNamed(&bar, QStringLiteral("Stop after failed ranges"));
    QComboBox *slower = comboNamed(&bar, QStringLiteral("Stop if slower than"));
    QComboBox *lasting = comboNamed(&bar, QStringLiteral("Slower for"));
    QComboBox *hotter = comboNamed(&bar, QStringLiteral("Stop if hotter than"));
    ASSERT_TRUE(errors && slower && lasting && hotter);
    EXPECT_FALSE(lasting->isEnabled()) << "no time without a rate";
    errors->setCurrentIndex(errors->findData(10));
    slower->setCurrentIndex(slower->findData(20));
    EXPECT_TRUE(lasting->isEnabled());
    lasting->setCurrentIndex(lasting->findData(60));
    hotter->setCurrentIndex(hotter->findData(55));
    const RunOptions chosen = bar.options();
    EXPECT_EQ(chosen.kinds.get<BurnInOptions>().passes, 3);
    EXPECT_EQ(chosen.kinds.get<BurnInOptions>().stopRules.afterErrors, std::optional<std::uint64_t>(10));
    ASSERT_TRUE(chosen.kinds.get<BurnInOptions>().stopRules.slower.has_value());
    EXPECT_EQ(chosen.kinds.get<BurnInOptions>().stopRules.slower->bytesPerSecond, 20e6);
    EXPECT_EQ(chosen.kinds.get<BurnInOptions>().stopRules.slower->lasting, std::chrono::minutes(1));
    EXPECT_EQ(chosen.kinds.get<BurnInOptions>().stopRules.hotterMilliCelsius, std::optional<int>(55'000));
    EXPECT_EQ(chosen.kinds.get<BurnInOptions>().stopRules.check().code, ErrorCode::None);
    EXPECT_EQ(chosen.validate().code, ErrorCode::None);

    // And set back, values the lists lack (from --autorun) included.
    RunOptions o;
    o.kinds.edit<BurnInOptions>().passes = 99;
    o.kinds.edit<BurnInOptions>().patterns = {BurnInPattern::Random, BurnInPattern::Ones};
    o.kinds.edit<BurnInOptions>().stopRules.afterErrors = 25;
    o.kinds.edit<BurnInOptions>().stopRules.slower = StopRules::Slower {3e6, std::chrono::seconds(45)};
    o.kinds.edit<BurnInOptions>().stopRules.hotterMilliCelsius = 58'000;
    bar.setOptions(o);
    const RunOptions back = bar.options();
    EXPECT_EQ(back.kinds.get<BurnInOptions>().passes, 99);
    EXPECT_EQ(back.kinds.get<BurnInOptions>().patterns, o.kinds.get<BurnInOptions>().patterns);
    EXPECT_EQ(back.kinds.get<BurnInOptions>().stopRules, o.kinds.get<BurnInOptions>().stopRules);
    EXPECT_EQ(errors->currentText(), QStringLiteral("25 failed ranges"));
    EXPECT_EQ(slower->currentText(), QStringLiteral("below 3 MB/s"));
    EXPECT_EQ(lasting->currentText(), QStringLiteral("for 45 s"));
    EXPECT_EQ(hotter->currentText(), QStringLiteral("above 58 °C"));
    bar.setOptions(RunOptions {});
    EXPECT_EQ(bar.options().kinds.get<BurnInOptions>().stopRules, StopRules {}) << "each rule off again";
    EXPECT_EQ(errors->currentText(), QStringLiteral("Never"));
}

TEST(RunOptionsBar, EachWholeDriveKindSaysWhatItDoesToTheDriveWhenAFolderIsChosen)
{
    RunOptionsBar bar;
    bar.setTargetIsDevice(false);
    auto *profiles = bar.findChild<QComboBox *>();
    const auto why = [&](const char *id) {
        return profiles->itemData(profiles->findData(QLatin1String(id)), Qt::ToolTipRole).toString();
    };
    EXPECT_TRUE(why("read-scan").startsWith(QLatin1String("Reads a whole drive"))) << qPrintable(why("read-scan"));
    EXPECT_TRUE(why("capacity-probe").contains(QLatin1String("real capacity"))) << qPrintable(why("capacity-probe"));
    EXPECT_TRUE(why("health-check").contains(QLatin1String("health"))) << qPrintable(why("health-check"));
    EXPECT_FALSE(why("health-check").contains(QLatin1String("capacity")));
    EXPECT_TRUE(why("burn-in").startsWith(QLatin1String("Writes every block of a whole drive and reads it back")))
        << qPrintable(why("burn-in"));
}
