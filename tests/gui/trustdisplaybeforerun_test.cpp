// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What the window says about how far its figures can be trusted before any run: no banner for a folder on the
// machine's disk, a grid that does not keep an empty Mix column, and the sustained write's note following the size
// and time limit chosen, in the window's language.
#include "support/tempdir.h"

#include "gui/options/runoptionsbar.h"
#include "gui/results/resultcell.h"
#include "gui/results/resultsgrid.h"
#include "gui/results/trustbanner.h"
#include "gui/settings/language.h"
#include "gui/target/targetselector.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include "support/quickrun.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QGridLayout>
#include <QLabel>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

TEST(TrustDisplay, ACleanDiskTargetShowsNoBanner)
{
    TempDir dir; // on the machine's disk: direct I/O works, nothing to warn about
    WindowUnderTest w;
    w.show();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    EXPECT_FALSE(w.trustBanner()->isVisibleTo(&w)) << qPrintable(w.trustBanner()->text());
    EXPECT_FALSE(w.grid()->cell(0, 0)->isMarked());
}

TEST(TrustDisplay, UntickingMixLeavesNoEmptyColumn)
{
    WindowUnderTest w;
    w.show();
    auto *layout = w.grid()->findChild<QGridLayout *>();
    ASSERT_NE(layout, nullptr);
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("default")));
    auto *mix = w.optionsBar()->findChildren<QCheckBox *>().value(2);
    ASSERT_NE(mix, nullptr);
    mix->setChecked(true);
    ASSERT_EQ(w.grid()->columns().size(), 3);
    bool ratioShown = false;
    for (QLabel *header : w.grid()->findChildren<QLabel *>())
        ratioShown = ratioShown || header->text().startsWith(QLatin1String("Mix 70/30"));
    EXPECT_TRUE(ratioShown) << "the Mix header names its read/write share";
    mix->setChecked(false);
    ASSERT_EQ(w.grid()->columns().size(), 2);
    EXPECT_EQ(layout->columnStretch(3), 0) << "the former Mix column keeps no room";
}

TEST(TrustDisplay, TheSustainedWriteNoteFollowsTheSizeAndTimeLimitChosen)
{
    TempDir dir;
    WindowUnderTest w;
    w.show();
    ASSERT_TRUE(w.targetSelector()->selectPath(QString::fromStdString(dir.path())));
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("sustained-write")));
    RunOptions o = quickRunOptions();
    o.testSize = 1 * GiB;
    w.optionsBar()->setOptions(o);
    EXPECT_TRUE(w.trustBanner()->text().contains(QLatin1String("writes up to 1.0 GiB")))
        << qPrintable(w.trustBanner()->text());
    EXPECT_TRUE(w.trustBanner()->text().contains(QLatin1String("for up to 10 min")))
        << qPrintable(w.trustBanner()->text());
    o.testSize = 4 * GiB;
    w.optionsBar()->setOptions(o);
    w.optionsBar()->setSustainedTimeLimit(std::chrono::minutes(5));
    EXPECT_TRUE(w.trustBanner()->text().contains(QLatin1String("writes up to 4.0 GiB")))
        << qPrintable(w.trustBanner()->text());
    EXPECT_TRUE(w.trustBanner()->text().contains(QLatin1String("for up to 5 min")))
        << qPrintable(w.trustBanner()->text());
    applyLanguage(QStringLiteral("de"));
    QCoreApplication::processEvents(); // the language change reaches the window as an event
    EXPECT_TRUE(w.trustBanner()->text().contains(QLatin1String("Dauerschreiben schreibt bis zu 4,0 GiB")))
        << qPrintable(w.trustBanner()->text());
    applyLanguage(QStringLiteral("en"));
}
