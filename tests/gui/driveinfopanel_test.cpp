// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The drive panel after a run: the health the run read last (the helper's NVMe log, which a user without root
// cannot read) replaces what the panel knew, in the window's language, but only for the drive it shows.
#include "guihelpers.h"

#include "gui/settings/language.h"
#include "gui/target/driveinfopanel.h"

#include <QCoreApplication>
#include <QLabel>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {

QString panelText(const DriveInfoPanel &panel)
{
    QStringList texts;
    for (const QLabel *label : panel.findChildren<QLabel *>())
        texts << label->text();
    return texts.join(QLatin1Char('\n'));
}

RunResult wornRunOn(const QString &drive)
{
    MeasuredDrive measured;
    measured.name = drive;
    measured.healthAfter.source = DriveHealth::Source::AtaSmart;
    measured.healthAfter.smartFailing = true;
    measured.healthAfter.reallocatedSectors = 1216;
    measured.healthAfter.pendingSectors = 6;
    RunResult result;
    result.target.drives = {measured};
    return result;
}

} // namespace

TEST(DriveInfoPanel, ShowsTheHealthARunReadAfterItsLastTest)
{
    applyLanguage(QStringLiteral("en"));
    DriveInfoPanel panel;
    const Catalog::Drive drive = fixtureDrive(); // sdb: not on this machine, so nothing is read when it is selected
    panel.setTarget(RunTarget(), &drive);
    ASSERT_FALSE(panelText(panel).contains(QLatin1String("Health"))) << qPrintable(panelText(panel));

    panel.showHealthAfter(wornRunOn(QStringLiteral("sdc")));
    EXPECT_FALSE(panelText(panel).contains(QLatin1String("Health"))) << "another drive's health is not this one's";

    panel.showHealthAfter(wornRunOn(drive.name));
    EXPECT_TRUE(panelText(panel).contains(QLatin1String("Health: SMART failing, 1,216 reallocated")))
        << qPrintable(panelText(panel));
    EXPECT_TRUE(panel.notice().contains(QLatin1String("copy your data off it"))) << qPrintable(panel.notice());

    applyLanguage(QStringLiteral("de"));
    QCoreApplication::processEvents(); // the language change is posted to the widgets
    EXPECT_TRUE(panelText(panel).contains(QLatin1String("Zustand: SMART"))) << qPrintable(panelText(panel));
    applyLanguage(QStringLiteral("en"));
}
