// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The warning banner above the results stays bounded: the first notes, "and N more", and Show all.
#include "gui/results/trustbanner.h"

#include <QToolButton>

#include <gtest/gtest.h>

using namespace Sektor::Gui;

namespace {
QStringList notes(int count)
{
    QStringList list;
    for (int i = 1; i <= count; ++i)
        list << QStringLiteral("note %1").arg(i);
    return list;
}
} // namespace

// Issue 40: twelve lines were seen, pushing the figures off a laptop's screen.
TEST(TrustBanner, ManyNotesShowTheFirstAndHowManyMoreUntilShowAll)
{
    TrustBanner banner;
    banner.setNotes(QStringLiteral("Read these figures with care:"), notes(6));
    EXPECT_EQ(banner.text().toStdString(),
              "Read these figures with care:\n• note 1\n• note 2\n• note 3\n• and 3 more notes");
    auto *toggle = banner.findChild<QToolButton *>(QStringLiteral("trustBannerToggle"));
    ASSERT_NE(toggle, nullptr);
    EXPECT_FALSE(toggle->isHidden());
    EXPECT_TRUE(banner.accessibleDescription().contains(QLatin1String("note 6"))) << "a screen reader hears them all";

    toggle->click();
    EXPECT_TRUE(banner.isExpanded());
    EXPECT_TRUE(banner.text().contains(QStringLiteral("• note 6"))) << qPrintable(banner.text());
    EXPECT_FALSE(banner.text().contains(QLatin1String("more notes")));

    banner.setNotes(QStringLiteral("Read these figures with care:"), notes(7));
    EXPECT_FALSE(banner.isExpanded()) << "other notes start folded again";
    EXPECT_TRUE(banner.text().endsWith(QStringLiteral("• and 4 more notes"))) << qPrintable(banner.text());

    banner.setNotes(QStringLiteral("Before you start:"), notes(TrustBanner::ShownNotes));
    EXPECT_TRUE(banner.text().endsWith(QStringLiteral("• note 4"))) << "as many as fit are all shown";
    EXPECT_TRUE(toggle->isHidden());
}
