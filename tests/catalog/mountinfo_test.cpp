// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/mountinfo.h"
#include "catalog/swaps.h"

#include <gtest/gtest.h>

using namespace Sektor::Catalog;

TEST(MountInfo, UnescapesOctalSequences)
{
    EXPECT_EQ(unescapeMountField("/mnt/a\\040b"), QStringLiteral("/mnt/a b"));
    EXPECT_EQ(unescapeMountField("/mnt/tab\\011x\\134y"), QStringLiteral("/mnt/tab\tx\\y"));
    EXPECT_EQ(unescapeMountField("/mnt/end\\04"), QStringLiteral("/mnt/end\\04")); // truncated escape kept
    EXPECT_EQ(unescapeMountField("/mnt/caf\303\251"), QStringLiteral("/mnt/caf\u00e9"));
}

TEST(MountInfo, ParsesOptionalFieldsAndSkipsMalformedLines)
{
    const QList<MountEntry> mounts = parseMountInfo(
        "36 35 98:0 /mnt1 /mnt/parent\\040dir rw,noatime master:1 shared:7 - ext3 /dev/root rw,errors=continue\n"
        "37 36 0:40 / /mnt/parent\\040dir/child rw - tmpfs none rw\n"
        "x y z\n"
        "38 36 bad / /x rw - ext4 /dev/sda1 rw\n"
        "\n");
    ASSERT_EQ(mounts.size(), 2);
    EXPECT_EQ(mounts[0].id, 36);
    EXPECT_EQ(mounts[0].parentId, 35);
    EXPECT_EQ(mounts[0].major, 98u);
    EXPECT_EQ(mounts[0].minor, 0u);
    EXPECT_EQ(mounts[0].root, QStringLiteral("/mnt1"));
    EXPECT_EQ(mounts[0].mountPoint, QStringLiteral("/mnt/parent dir"));
    EXPECT_EQ(mounts[0].fsType, QStringLiteral("ext3"));
    EXPECT_EQ(mounts[0].source, QStringLiteral("/dev/root"));
    EXPECT_EQ(mountContaining(mounts, QStringLiteral("/mnt/parent dir/child/f")), 1);
    EXPECT_EQ(mountContaining(mounts, QStringLiteral("/mnt/parent dir/childish")), 0);
    EXPECT_EQ(mountContaining(mounts, QStringLiteral("/elsewhere")), -1);
}

TEST(MountInfo, StackedMountsOnOnePointTheLastWins)
{
    const QList<MountEntry> mounts = parseMountInfo("1 0 8:1 / / rw - ext4 /dev/sda1 rw\n"
                                                    "2 1 8:2 / /data rw - ext4 /dev/sda2 rw\n"
                                                    "3 1 8:3 / /data rw - ext4 /dev/sda3 rw\n");
    EXPECT_EQ(mountContaining(mounts, QStringLiteral("/data/x")), 2);
    EXPECT_EQ(mountContaining(mounts, QStringLiteral("/other")), 0);
}

TEST(Swaps, ListsFilenamesWithEscapes)
{
    const QStringList swaps = parseSwaps("Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n"
                                         "/dev/sda3                               partition\t8388604\t\t0\t\t-2\n"
                                         "/swap\\040file                           file\t\t1048572\t\t0\t\t-3\n");
    EXPECT_EQ(swaps, (QStringList {QStringLiteral("/dev/sda3"), QStringLiteral("/swap file")}));
    EXPECT_TRUE(parseSwaps("Filename Type Size Used Priority\n").isEmpty());
    EXPECT_TRUE(parseSwaps("").isEmpty());
}
