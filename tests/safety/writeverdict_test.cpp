// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Raw-write verdicts on the catalog fixture tree: every reason, and the devices that are free.
#include "catalogtree.h"

#include "safety/writeverdict.h"

using Sektor::Test::CatalogFixture;

TEST_F(CatalogFixture, WriteVerdicts)
{
    using namespace Sektor::Safety;
    const auto verdict = [&](const char *name) {
        return rawWriteVerdictForName(QLatin1String(name), *m_catalog);
    };

    const WriteVerdict sda = verdict("sda");
    EXPECT_TRUE(sda.refusedFor(Refusal::Held)); // sda2 under dm-0
    EXPECT_TRUE(sda.refusedFor(Refusal::BacksSystem)); // /var on dm-0
    EXPECT_FALSE(sda.refusedFor(Refusal::Mounted));
    EXPECT_TRUE(verdict("sda2").refusedFor(Refusal::Held));
    EXPECT_TRUE(verdict("sda2").refusedFor(Refusal::BacksSystem));
    // sda1 is free, but on the disk whose sda2 carries /var.
    EXPECT_TRUE(verdict("sda1").refusedFor(Refusal::BacksSystem));
    EXPECT_EQ(verdict("sda1").reasons.size(), 1);

    const WriteVerdict sdb = verdict("sdb");
    EXPECT_TRUE(sdb.refusedFor(Refusal::PartitionMounted));
    ASSERT_FALSE(sdb.reasons.isEmpty());
    EXPECT_EQ(sdb.reasons[0].text, QStringLiteral("Partition sdb1 is mounted at /mnt/data disk, /srv/bind."));
    EXPECT_FALSE(sdb.refusedFor(Refusal::BacksSystem));
    EXPECT_TRUE(verdict("sdb1").refusedFor(Refusal::Mounted));

    EXPECT_TRUE(verdict("vda").refusedFor(Refusal::Swap));
    EXPECT_TRUE(verdict("vda1").refusedFor(Refusal::Swap));
    EXPECT_TRUE(verdict("vda1").refusedFor(Refusal::BacksSystem));

    const WriteVerdict loop = verdict("loop0");
    EXPECT_TRUE(loop.refusedFor(Refusal::ReadOnly));
    EXPECT_TRUE(loop.refusedFor(Refusal::Mounted));

    EXPECT_TRUE(verdict("nvme0n1").refusedFor(Refusal::BacksSystem));
    EXPECT_TRUE(verdict("nvme0n1p2").refusedFor(Refusal::BacksSystem));
    EXPECT_TRUE(verdict("nvme0n1p1").refusedFor(Refusal::Mounted));
    EXPECT_TRUE(verdict("nvme0n1p1").refusedFor(Refusal::BacksSystem)); // /boot/efi is system
    EXPECT_TRUE(verdict("mmcblk0").allowed());
    EXPECT_TRUE(verdict("mmcblk0p1").allowed());

    const WriteVerdict missing = verdict("sdz");
    EXPECT_TRUE(missing.refusedFor(Refusal::NotFound));
    EXPECT_EQ(missing.reasons.size(), 1);
}
