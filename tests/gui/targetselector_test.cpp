// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The target selector lists its targets under group headings that cannot be chosen.
#include "support/loopdevice.h"
#include "support/requireroot.h"

#include "gui/target/targetlist.h"
#include "gui/target/targetselector.h"

#include <QStandardItemModel>
#include <QTest>

#include <gtest/gtest.h>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {
// The row of the nearest heading above @p row (a disabled entry), or -1.
int headingAbove(const TargetSelector &selector, int row)
{
    const auto *items = qobject_cast<QStandardItemModel *>(selector.model());
    for (int r = row - 1; items && r >= 0; --r) {
        if (!(items->item(r)->flags() & Qt::ItemIsEnabled))
            return r;
    }
    return -1;
}
} // namespace

// A loop device over a file on a disk is listed with the loop devices; one over a file in RAM with what measures
// memory.
TEST(TargetSelector, ListsEachLoopDeviceUnderItsHeadingWhichCannotBeChosen)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice onDisk(LoopDevice::Options {.backingDir = "/var/tmp"});
    ASSERT_TRUE(onDisk.ok()) << onDisk.error();
    LoopDevice inMemory;
    ASSERT_TRUE(inMemory.ok()) << inMemory.error();
    TargetSelector selector;
    selector.rescan();

    ASSERT_TRUE(selector.selectPath(QString::fromStdString(inMemory.device())));
    const int memoryHeading = headingAbove(selector, selector.currentIndex());
    ASSERT_GE(memoryHeading, 0) << "no heading above " << inMemory.device();
    EXPECT_EQ(selector.itemText(memoryHeading).toStdString(),
              TargetList::groupHeading(TargetList::Group::Memory).toStdString());

    const QString device = QString::fromStdString(onDisk.device());
    ASSERT_TRUE(selector.selectPath(device));
    EXPECT_EQ(selector.currentTarget().path, device);
    const int headingRow = headingAbove(selector, selector.currentIndex());
    ASSERT_GE(headingRow, 0) << "no heading above " << onDisk.device();
    EXPECT_EQ(selector.itemText(headingRow).toStdString(),
              TargetList::groupHeading(TargetList::Group::LoopDevices).toStdString());
    selector.setCurrentIndex(headingRow);
    EXPECT_TRUE(selector.currentTarget().path.isEmpty()) << "a heading is not a target";

    // Moving up from the first entry under a heading passes over it to the target above.
    selector.setCurrentIndex(headingRow + 1);
    QTest::keyClick(&selector, Qt::Key_Up);
    EXPECT_LT(selector.currentIndex(), headingRow) << "the keyboard stopped on a heading";
    EXPECT_FALSE(selector.currentTarget().path.isEmpty());
}
