// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "fixturetree.h"
#include "support/tempdir.h"

#include "catalog/drivecatalog.h"

#include <gtest/gtest.h>

#include <memory>

namespace Sektor::Test {

/**
 * A fake sysfs and proc with one drive of each kind: NVMe (/ and /boot/efi), SATA SSD under LVM
 * (/var on dm-0 over sda2), HDD with btrfs (major 0) and a bind mount, USB stick mounted with a
 * space in its path, SD card, virtio disk with a swap partition, a read-only mounted loop device,
 * and hidden ones (empty loop, ram0, zram as swap, unconfigured zram).
 */
void makeCatalogTree(const FixtureTree &tree);

/// A DriveCatalog over makeCatalogTree() in a fresh temporary directory.
class CatalogFixture : public ::testing::Test
{
protected:
    void SetUp() override
    {
        makeCatalogTree(FixtureTree(m_dir.path()));
        m_catalog = std::make_unique<Catalog::DriveCatalog>(QString::fromStdString(m_dir.path() + "/sys"),
                                                            QString::fromStdString(m_dir.path() + "/proc"));
    }

    const Catalog::Drive &drive(const char *name)
    {
        const Catalog::Drive *d = m_catalog->drive(QLatin1String(name));
        static const Catalog::Drive none;
        EXPECT_NE(d, nullptr) << name << " missing from the catalog";
        return d ? *d : none;
    }

    TempDir m_dir;
    std::unique_ptr<Catalog::DriveCatalog> m_catalog;
};

} // namespace Sektor::Test
