// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The rewrite in the window: asked for in the More popup, a column of its own beside Write, a dash with the reason on
// the rows it does not run on, greyed where writes are not allowed.
#include "guihelpers.h"

#include "gui/options/runoptionsbar.h"
#include "gui/results/resultcell.h"
#include "gui/results/resultsgrid.h"
#include "gui/window/mainwindow.h"
#include "windowundertest.h"

#include <QComboBox>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

TEST(RewriteWindow, TheMorePopupAddsAColumnWithADashWhereItDoesNotRun)
{
    WindowUnderTest w;
    w.show();
    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("default")));
    QComboBox *rewrite = comboNamed(w.optionsBar(), RewriteChoice);
    ASSERT_NE(rewrite, nullptr);
    EXPECT_FALSE(rewrite->isHidden());
    EXPECT_EQ(rewrite->currentData().toInt(), 0) << "only on request";
    EXPECT_FALSE(w.optionsBar()->profile().modes.contains(IoMode::Rewrite));
    EXPECT_EQ(w.grid()->columns(), QList<IoMode>({IoMode::Read, IoMode::Write}));

    rewrite->setCurrentIndex(rewrite->findData(1));
    EXPECT_TRUE(w.optionsBar()->profile().modes.contains(IoMode::Rewrite));
    const QList<IoMode> columns = w.grid()->columns();
    ASSERT_EQ(columns, QList<IoMode>({IoMode::Read, IoMode::Write, IoMode::Rewrite}));
    const Profile profile = w.optionsBar()->profile();
    int dashes = 0;
    for (int row = 0; row < w.grid()->rowCount(); ++row) {
        const ResultCell *cell = w.grid()->cell(row, 2);
        if (profile.tests.at(row).pattern == AccessPattern::Sequential) {
            EXPECT_TRUE(cell->text().isEmpty()) << row;
            continue;
        }
        ++dashes;
        EXPECT_EQ(cell->text(), QStringLiteral("–")) << row;
        EXPECT_TRUE(cell->toolTip().contains(QLatin1String("sequential tests only"))) << qPrintable(cell->toolTip());
    }
    EXPECT_EQ(dashes, 2) << "Default's two random rows";

    // A target without writes greys it with the reason, and no rewrite is asked of the engine.
    w.optionsBar()->setWritesAllowed(false, QStringLiteral("Read-only target"));
    EXPECT_FALSE(rewrite->isEnabled());
    EXPECT_EQ(rewrite->toolTip(), QStringLiteral("Read-only target"));
    EXPECT_FALSE(w.optionsBar()->profile().modes.contains(IoMode::Rewrite));
    w.optionsBar()->setWritesAllowed(true, QString());
    EXPECT_TRUE(w.optionsBar()->profile().modes.contains(IoMode::Rewrite));

    ASSERT_TRUE(w.optionsBar()->setProfile(QStringLiteral("qd-sweep")));
    EXPECT_TRUE(rewrite->isHidden()) << "a profile with its own modes";
    EXPECT_FALSE(w.optionsBar()->profile().modes.contains(IoMode::Rewrite));
}
