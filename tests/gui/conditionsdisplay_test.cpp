// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The conditions behind the figures in the window: a run on a folder over a loop device names the loop device and
// the file behind it beside the caption, before the run too; the link opens the list, in the window's language; a
// target without any condition shows none, and figures of another target keep theirs out of sight.
#include "guihelpers.h"
#include "support/mountedloop.h"
#include "support/quickrun.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include "gui/options/runoptionsbar.h"
#include "gui/results/conditionsblock.h"
#include "gui/results/resultscaption.h"
#include "gui/settings/language.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include "catalog/drivecatalog.h"
#include "conditions/stackfacts.h"

#include <QCoreApplication>
#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {

void runQuick(WindowUnderTest &w, const std::string &dir)
{
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir)));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("demo")));
    w.optionsBar()->setOptions(quickRunOptions());
    QSignalSpy done(&w, &MainWindow::runFinished);
    w.runAll();
    ASSERT_TRUE(done.wait(120000));
}

// What this machine adds to every target's conditions (a powersave governor, a virtual machine that halts idle CPUs
// at once), read from the real /sys as the window reads it: these tests are about the target's own.
qsizetype machineWideConditions()
{
    TargetInfo none;
    none.kind = TargetInfo::Kind::BlockDevice;
    return Conditions::readConditionFacts(none, QString(), Catalog::DriveCatalog(), QStringLiteral("/sys")).size();
}

} // namespace

TEST(ConditionsDisplay, ALoopDeviceIsNamedBesideTheCaptionAndListedOnRequest)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(64 * MiB);
    ASSERT_TRUE(fs.ok()) << fs.error();
    WindowUnderTest w;
    w.show();
    ConditionsBlock *block = w.resultsCaption()->conditions();
    const QString backing = QString::fromStdString(fs.loop().backingFile());
    // Known before the run: the stack under the selected folder.
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(fs.path())));
    const qsizetype machine = machineWideConditions();
    ASSERT_TRUE(block->isVisibleTo(&w)) << "the loop device is known before anything is measured";
    ASSERT_EQ(block->notes().size(), 1 + machine) << qPrintable(block->notes().join(QLatin1Char('\n')));
    EXPECT_TRUE(block->notes().constFirst().contains(backing)) << qPrintable(block->notes().constFirst());
    runQuick(w, fs.path());

    ASSERT_TRUE(block->isVisibleTo(&w));
    ASSERT_EQ(block->notes().size(), 1 + machine) << qPrintable(block->notes().join(QLatin1Char('\n')));
    EXPECT_TRUE(block->notes().constFirst().startsWith(QLatin1String("A loop device:")));
    EXPECT_TRUE(block->notes().constFirst().contains(backing));
    EXPECT_TRUE(block->text().contains(QStringLiteral("Conditions (%1)").arg(1 + machine)))
        << qPrintable(block->text());
    EXPECT_TRUE(block->toolTip().contains(backing)) << "the sentences are in the tooltip before the list is opened";
    EXPECT_FALSE(block->details()->isVisibleTo(&w));

    Q_EMIT block->linkActivated(QStringLiteral("#conditions"));
    EXPECT_TRUE(block->details()->isVisibleTo(&w));
    EXPECT_TRUE(block->details()->text().contains(backing));
    EXPECT_TRUE(block->text().contains(QLatin1String("Hide conditions")));

    applyLanguage(QStringLiteral("de"));
    QCoreApplication::processEvents(); // the language change reaches the widgets as an event
    EXPECT_TRUE(block->notes().constFirst().startsWith(QStringLiteral("Ein Loop-Gerät:")))
        << qPrintable(block->notes().constFirst());
    EXPECT_TRUE(block->text().contains(QStringLiteral("Umstände ausblenden")));
    applyLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
    Q_EMIT block->linkActivated(QStringLiteral("#conditions"));
    EXPECT_FALSE(block->details()->isVisibleTo(&w));

    // Another target selected: its figures are greyed and named, and their conditions are not shown as its own.
    TempDir other;
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(other.path())));
    EXPECT_EQ(block->isVisibleTo(&w), machine > 0) << "only what the machine adds to every target";
    EXPECT_FALSE(block->notes().join(QLatin1Char('\n')).contains(backing));
}

TEST(ConditionsDisplay, NoneForAFolderWithoutConditions)
{
    TempDir shm("/dev/shm"); // tmpfs: memory-backed is a caveat of its own, in the banner; no drive, no link
    WindowUnderTest w;
    w.show();
    runQuick(w, shm.path());
    const qsizetype machine = machineWideConditions();
    EXPECT_EQ(w.resultsCaption()->conditions()->isVisibleTo(&w), machine > 0);
    EXPECT_EQ(w.resultsCaption()->conditions()->notes().size(), machine)
        << qPrintable(w.resultsCaption()->conditions()->notes().join(QLatin1Char('\n')));
}
