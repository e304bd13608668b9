// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "batch/batchlanes.h"

#include <gtest/gtest.h>

using namespace Sektor;

namespace {
QStringList k(std::initializer_list<const char *> keys)
{
    QStringList list;
    for (const char *key : keys)
        list << QLatin1String(key);
    return list;
}
} // namespace

TEST(BatchLanes, OneAfterAnotherUnlessParallel)
{
    const QList<QStringList> keys {k({"pci:a"}), k({"pci:b"}), k({"pci:c"})};
    EXPECT_EQ(batchLanes(keys, false), (QList<QList<int>> {{0, 1, 2}}));
    EXPECT_EQ(batchLanes(keys, true), (QList<QList<int>> {{0}, {1}, {2}}));
    EXPECT_EQ(batchLanes({}, true), QList<QList<int>>());
}

TEST(BatchLanes, DrivesSharingAControllerShareALaneInBatchOrder)
{
    // Two SATA disks on one controller, an NVMe drive, a USB stick, a third SATA disk.
    const QList<QStringList> keys {k({"pci:sata"}), k({"pci:nvme"}), k({"pci:sata"}), k({"pci:xhci"}), k({"pci:sata"})};
    EXPECT_EQ(batchLanes(keys, true), (QList<QList<int>> {{0, 2, 4}, {1}, {3}}));
}

TEST(BatchLanes, AKeyInCommonJoinsLanesAlsoThroughAThirdDrive)
{
    // An md mirror over the NVMe drive and the SATA controller joins both; the helper serves one run at a time.
    const QList<QStringList> keys {k({"pci:sata"}),
                                   k({"pci:nvme"}),
                                   k({"pci:usb", "helper"}),
                                   k({"pci:nvme", "pci:sata"}),
                                   k({"pci:other", "helper"}),
                                   k({"memory"})};
    EXPECT_EQ(batchLanes(keys, true), (QList<QList<int>> {{0, 1, 3}, {2, 4}, {5}}));
}
