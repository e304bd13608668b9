// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The machine a run records for its certificate: the computer as its firmware names it (DMI), read from a sysfs of
// files made here.
#include "model/results.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Sektor;

namespace {
void writeAttribute(const QTemporaryDir &sysfs, const QString &name, const QByteArray &text)
{
    QDir().mkpath(sysfs.filePath(QStringLiteral("class/dmi/id")));
    QFile file(sysfs.filePath(QStringLiteral("class/dmi/id/") + name));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(text);
}
} // namespace

TEST(SystemInfo, NamesTheComputerAsItsFirmwareDoes)
{
    QTemporaryDir sysfs;
    writeAttribute(sysfs, QStringLiteral("sys_vendor"), "LENOVO\n");
    writeAttribute(sysfs, QStringLiteral("product_name"), "21CF  ThinkPad T14 \n");
    writeAttribute(sysfs, QStringLiteral("product_serial"), "PF3ABC12\n");
    const SystemInfo info = SystemInfo::current(sysfs.path());
    EXPECT_EQ(info.vendor, QStringLiteral("LENOVO"));
    EXPECT_EQ(info.product, QStringLiteral("21CF ThinkPad T14"));
    EXPECT_EQ(info.serial, QStringLiteral("PF3ABC12"));
    EXPECT_FALSE(info.serialUnreadable);
    EXPECT_FALSE(info.hostName.isEmpty()) << "the rest as before";
}

TEST(SystemInfo, ASerialOnlyRootMayReadIsNotReadableNotAFailure)
{
    QTemporaryDir sysfs;
    writeAttribute(sysfs, QStringLiteral("sys_vendor"), "Dell Inc.\n");
    // Mode 0400 root in the real sysfs; a root test could read any file, so here it is a name that cannot be opened
    // as a file.
    ASSERT_TRUE(QDir().mkpath(sysfs.filePath(QStringLiteral("class/dmi/id/product_serial"))));
    const SystemInfo info = SystemInfo::current(sysfs.path());
    EXPECT_EQ(info.vendor, QStringLiteral("Dell Inc."));
    EXPECT_EQ(info.product, QString());
    EXPECT_EQ(info.serial, QString());
    EXPECT_TRUE(info.serialUnreadable);
}

TEST(SystemInfo, AMachineWithoutDmiNamesNoComputer)
{
    QTemporaryDir sysfs;
    const SystemInfo info = SystemInfo::current(sysfs.path());
    EXPECT_EQ(info.vendor, QString());
    EXPECT_EQ(info.product, QString());
    EXPECT_EQ(info.serial, QString());
    EXPECT_FALSE(info.serialUnreadable) << "nothing there is nothing unreadable";
}
