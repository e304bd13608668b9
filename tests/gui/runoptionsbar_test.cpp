// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The profile row: seven profiles with translated names, Mix as a box rather than five more profiles, and mode boxes
// greyed with a reason, never hidden, when a profile brings its own modes.
#include "language.h"
#include "runoptionsbar.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;

namespace {
QCheckBox *box(const RunOptionsBar &bar, int index)
{
    return bar.findChildren<QCheckBox *>().value(index); // Read, Write, Mix
}
} // namespace

TEST(RunOptionsBar, NineProfilesAndMixIsABox)
{
    RunOptionsBar bar;
    auto *profiles = bar.findChild<QComboBox *>();
    ASSERT_NE(profiles, nullptr);
    EXPECT_EQ(profiles->count(), 9);
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
