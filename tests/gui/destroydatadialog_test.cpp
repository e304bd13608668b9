// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The destroy-data dialog for a fixture drive: it names the drive and its partitions, and lets the write run only once
// the device's name is typed, by button or by Enter.
#include "guihelpers.h"

#include "gui/run/destroydatadialog.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

TEST(DestroyDataDialog, NamesTheDriveAndItsPartitions)
{
    DestroyDataDialog dialog(fixtureDrive());
    QString all;
    for (QLabel *l : dialog.findChildren<QLabel *>())
        all += l->text();
    for (const char *expected :
         {"WDC WD10EZEX", "WD-WCC6Y0123456", "sdb1", "ext4", "/srv/backup", "All data on this drive will be destroyed"})
        EXPECT_TRUE(all.contains(QLatin1String(expected))) << expected;
}

TEST(DestroyDataDialog, EnablesTheWriteOnlyOnceTheDeviceNameIsTyped)
{
    DestroyDataDialog dialog(fixtureDrive());
    EXPECT_FALSE(dialog.destroyButton()->isEnabled());
    EXPECT_TRUE(dialog.nameEdit()->placeholderText().isEmpty()) << "the answer is not shown";
    dialog.nameEdit()->setText(QStringLiteral("sda"));
    EXPECT_FALSE(dialog.destroyButton()->isEnabled());
    dialog.nameEdit()->setText(QStringLiteral("sd"));
    EXPECT_FALSE(dialog.destroyButton()->isEnabled());
    dialog.nameEdit()->setText(QStringLiteral("sdb"));
    EXPECT_TRUE(dialog.destroyButton()->isEnabled());
    dialog.nameEdit()->setText(QStringLiteral("/dev/sdb"));
    EXPECT_TRUE(dialog.destroyButton()->isEnabled());
}

TEST(DestroyDataDialog, EnterDoesNothingUntilTheNameMatchesThenRuns)
{
    DestroyDataDialog dialog(fixtureDrive());
    dialog.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
    QSignalSpy accepted(&dialog, &QDialog::accepted);
    QSignalSpy rejected(&dialog, &QDialog::rejected);
    dialog.nameEdit()->setFocus();
    QTest::keyClicks(dialog.nameEdit(), QStringLiteral("sd"));
    QTest::keyClick(dialog.nameEdit(), Qt::Key_Return);
    EXPECT_TRUE(dialog.isVisible()) << "neither ran nor cancelled on a wrong name";
    EXPECT_EQ(accepted.count() + rejected.count(), 0);
    QTest::keyClicks(dialog.nameEdit(), QStringLiteral("b"));
    QTest::keyClick(dialog.nameEdit(), Qt::Key_Return);
    EXPECT_EQ(accepted.count(), 1) << "Enter runs once the name is typed";
    EXPECT_EQ(rejected.count(), 0);
}

TEST(DestroyDataDialog, TheDevicePathDoesNotBreakAcrossLines)
{
    DestroyDataDialog dialog(fixtureDrive());
    QString all;
    for (QLabel *l : dialog.findChildren<QLabel *>())
        all += l->text();
    EXPECT_TRUE(all.contains(QLatin1String("<span style=\"white-space:nowrap\">/dev/sdb</span>"))) << qPrintable(all);
}
