// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The warning banner above the results stays bounded: the first notes, "and N more", and Show all.
#include "gui/results/trustbanner.h"
#include "gui/settings/theme.h"

#include <QCoreApplication>
#include <QLabel>
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

// Twelve lines were seen, pushing the figures off a laptop's screen.
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

namespace {
/// The banner's line whose text is @p text.
QLabel *lineOf(const TrustBanner &banner, const QString &text)
{
    for (QLabel *label : banner.findChildren<QLabel *>()) {
        if (label->text() == text)
            return label;
    }
    return nullptr;
}

/// The mark (icon or bullet) to the left of a line's text.
QLabel *markOf(const QLabel *line)
{
    const QList<QLabel *> labels = line->parentWidget()->findChildren<QLabel *>(Qt::FindDirectChildrenOnly);
    return labels.first() == line ? nullptr : labels.first();
}

const Sektor::TrustNote ram {
    Sektor::NoteLevel::Measures, QStringLiteral("memory-backed"), QStringLiteral("measures RAM"), {}};
const Sektor::TrustNote stopped {
    Sektor::NoteLevel::Figures, QStringLiteral("stopped"), QStringLiteral("stopped run"), {}};
const Sektor::TrustNote varied {Sektor::NoteLevel::RunToRun,
                                QStringLiteral("unstable"),
                                QStringLiteral("5 tests varied by 13–41% between runs"),
                                {QStringLiteral("A: 13%"), QStringLiteral("B: 41%")}};
} // namespace

// "this measures RAM" looked the same as "varied by 13 % between runs".
TEST(TrustBanner, WhatTheResultMeasuresStandsOutAndRunsThatVariedAreQuieter)
{
    TrustBanner banner;
    banner.setNotes(QStringLiteral("Read these figures with care:"), {ram, stopped, varied});
    QLabel *measures = lineOf(banner, ram.text);
    QLabel *figure = lineOf(banner, stopped.text);
    QLabel *runs = lineOf(banner, varied.text);
    ASSERT_NE(measures, nullptr);
    ASSERT_NE(figure, nullptr);
    ASSERT_NE(runs, nullptr);
    EXPECT_TRUE(measures->font().bold());
    EXPECT_FALSE(figure->font().bold());
    EXPECT_FALSE(runs->font().bold());
    ASSERT_NE(markOf(measures), nullptr);
    EXPECT_FALSE(markOf(measures)->pixmap().isNull()) << "a warning icon";
    EXPECT_FALSE(markOf(runs)->pixmap().isNull()) << "an information icon";
    EXPECT_NE(markOf(measures)->pixmap().toImage(), markOf(runs)->pixmap().toImage());
    EXPECT_NE(runs->palette().color(QPalette::WindowText), figure->palette().color(QPalette::WindowText))
        << "runs that varied say less, in a quieter colour";
    // Red (KMessageWidget's error) when the figures are not the drive's, amber otherwise.
    banner.resize(400, banner.sizeHint().height());
    const QColor edge = banner.grab().toImage().pixelColor(banner.width() / 2, 0);
    EXPECT_GT(edge.red(), edge.green() + 60) << "red edge";
    EXPECT_GT(edge.blue(), 40) << "not amber: " << qPrintable(edge.name());
    banner.setNotes(QStringLiteral("Read these figures with care:"), {stopped, varied});
    const QColor amber = banner.grab().toImage().pixelColor(banner.width() / 2, 0);
    EXPECT_LT(amber.blue(), 40) << qPrintable(amber.name());
}

// The tests behind a folded note show once expanded, even when every note fits.
TEST(TrustBanner, AFoldedNotesTestsShowAfterShowAll)
{
    TrustBanner banner;
    banner.setNotes(QStringLiteral("Read these figures with care:"), {ram, varied});
    EXPECT_EQ(banner.text().toStdString(),
              "Read these figures with care:\n• measures RAM\n• 5 tests varied by 13–41% between runs");
    EXPECT_EQ(lineOf(banner, QStringLiteral("A: 13%")), nullptr);
    auto *toggle = banner.findChild<QToolButton *>(QStringLiteral("trustBannerToggle"));
    ASSERT_NE(toggle, nullptr);
    EXPECT_FALSE(toggle->isHidden()) << "the folded note has more to show";
    EXPECT_TRUE(banner.accessibleDescription().contains(QLatin1String("B: 41%")));
    toggle->click();
    EXPECT_TRUE(
        banner.text().endsWith(QStringLiteral("• 5 tests varied by 13–41% between runs\n  – A: 13%\n  – B: 41%")))
        << qPrintable(banner.text());
    ASSERT_NE(lineOf(banner, QStringLiteral("B: 41%")), nullptr);
}

// Its lines are made again when the theme changes (their quieter colour is mixed from the palette): after Qt has
// handed the change to every widget, not while it still walks them (that crashed when the window went dark).
TEST(TrustBanner, ADarkThemeRedrawsTheLinesInItsColours)
{
    QWidget window;
    auto *banner = new TrustBanner(&window);
    banner->setNotes(QStringLiteral("Read these figures with care:"), {ram, varied});
    window.show();
    applyTheme(Theme::Dark);
    // The style's and the palette's changes each queue the redraw, the second while the first is handled.
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    QLabel *runs = lineOf(*banner, varied.text);
    ASSERT_NE(runs, nullptr);
    const int lightness = runs->palette().color(QPalette::WindowText).lightness();
    applyTheme(Theme::Light);
    EXPECT_GT(lightness, 128) << "light text on the dark palette";
}
