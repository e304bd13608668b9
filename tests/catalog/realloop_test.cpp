// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The catalog on the real /sys and /proc: a GPT-partitioned loop device with one mounted partition.
#include "support/loopdevice.h"
#include "support/partitions.h"
#include "support/requireroot.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include "catalog/drivecatalog.h"
#include "safety/writeverdict.h"

#include <QDir>
#include <QFileInfo>

#include <gtest/gtest.h>

#include <filesystem>

using namespace Sektor::Catalog;
using namespace Sektor::Test;

TEST(CatalogRealLoop, PartitionedLoopDeviceWithAMountedPartition)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop(LoopDevice::Options {.size = 64ull << 20, .partitions = true});
    ASSERT_TRUE(loop.ok()) << loop.error();
    const std::string partitioned = partitionLoopDevice(loop.device(), ",24MiB\n,\n");
    ASSERT_EQ(partitioned, "");
    const std::string first = loop.device() + "p1";

    TempDir mountPoint;
    const std::string dir = mountPoint.file("data");
    {
        Mount mount(first, mountPoint.path(), "ext4");
        ASSERT_TRUE(mount.ok()) << mount.error();
        std::filesystem::create_directory(dir);

        const DriveCatalog catalog;
        const QString name = QString::fromStdString(loop.name());
        const Drive *d = catalog.drive(name);
        ASSERT_NE(d, nullptr) << loop.name() << " not in the catalog";
        EXPECT_EQ(d->transport, Transport::Loop);
        EXPECT_FALSE(d->hidden()) << qPrintable(d->hiddenReason);
        EXPECT_EQ(d->backingFile, QString::fromStdString(loop.backingFile()));
        EXPECT_EQ(d->sizeBytes, 64ull << 20);
        EXPECT_FALSE(d->backsSystem);
        EXPECT_TRUE(d->inUse());
        ASSERT_EQ(d->partitions.size(), 2);
        EXPECT_EQ(d->partitions[0].name, name + QStringLiteral("p1"));
        EXPECT_EQ(d->partitions[0].number, 1);
        EXPECT_EQ(d->partitions[0].sizeBytes, 24ull << 20);
        const QString canonicalMount = QFileInfo(QString::fromStdString(mountPoint.path())).canonicalFilePath();
        EXPECT_EQ(d->partitions[0].mountPoints, QStringList {canonicalMount});
        EXPECT_EQ(d->partitions[0].fsType, QStringLiteral("ext4"));
        EXPECT_TRUE(d->partitions[1].mountPoints.isEmpty());
        EXPECT_EQ(catalog.diskOf(name + QStringLiteral("p2")), name);

        const DirectoryLocation where = catalog.locate(QString::fromStdString(dir));
        EXPECT_EQ(where.mountPoint, canonicalMount);
        EXPECT_EQ(where.fsType, QStringLiteral("ext4"));
        EXPECT_EQ(where.device, name + QStringLiteral("p1"));
        EXPECT_EQ(where.drives, QStringList {name});

        using namespace Sektor::Safety;
        const WriteVerdict whole = rawWriteVerdict(QString::fromStdString(loop.device()), catalog);
        EXPECT_TRUE(whole.refusedFor(Refusal::PartitionMounted));
        EXPECT_EQ(whole.reasons.size(), 1);
        EXPECT_TRUE(whole.reasons.value(0).text.contains(canonicalMount)) << qPrintable(whole.reasons.value(0).text);
        const WriteVerdict mounted = rawWriteVerdict(QString::fromStdString(first), catalog);
        EXPECT_TRUE(mounted.refusedFor(Refusal::Mounted));
        EXPECT_EQ(mounted.device, name + QStringLiteral("p1"));
        EXPECT_TRUE(rawWriteVerdict(QString::fromStdString(loop.device() + "p2"), catalog).allowed());
    }
    // Unmounted: the same drive is no longer in use.
    const DriveCatalog after;
    const Drive *d = after.drive(QString::fromStdString(loop.name()));
    ASSERT_NE(d, nullptr);
    EXPECT_FALSE(d->inUse());
    for (const std::string &device : {loop.device(), first, loop.device() + "p2"})
        EXPECT_TRUE(Sektor::Safety::rawWriteVerdict(QString::fromStdString(device), after).allowed()) << device;
}

TEST(CatalogRealLoop, VerdictRefusesReadOnlyLoopAndNonDevices)
{
    SEKTOR_REQUIRE_ROOT();
    using namespace Sektor::Safety;
    LoopDevice loop(LoopDevice::Options {.readOnly = true});
    ASSERT_TRUE(loop.ok()) << loop.error();
    const DriveCatalog catalog;
    const WriteVerdict ro = rawWriteVerdict(QString::fromStdString(loop.device()), catalog);
    EXPECT_TRUE(ro.refusedFor(Refusal::ReadOnly));
    EXPECT_EQ(ro.reasons.size(), 1);

    TempDir dir;
    EXPECT_TRUE(rawWriteVerdict(QString::fromStdString(dir.path()), catalog).refusedFor(Refusal::NotBlockDevice));
    EXPECT_TRUE(rawWriteVerdict(QString::fromStdString(dir.file("missing")), catalog).refusedFor(Refusal::NotFound));
}

TEST(CatalogRealLoop, TheRootFilesystemBacksTheSystem)
{
    const DriveCatalog catalog;
    const DirectoryLocation root = catalog.locate(QStringLiteral("/"));
    if (!root.onDrive())
        SEKTOR_SKIP_OR_FAIL_IN_CI("/ is not on a block device here (" << qPrintable(root.fsType) << ")");
    for (const QString &name : root.drives) {
        const Drive *d = catalog.drive(name);
        ASSERT_NE(d, nullptr);
        EXPECT_TRUE(d->backsSystem) << qPrintable(name);
        EXPECT_TRUE(
            Sektor::Safety::rawWriteVerdictForName(name, catalog).refusedFor(Sektor::Safety::Refusal::BacksSystem))
            << qPrintable(name);
    }
}

TEST(CatalogRealLoop, BindMountsAreUsesOfTheDriveAndMapBackToIt)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    TempDir original;
    TempDir bound; // a bind mount of a subdirectory, at a path with a space
    const std::string boundPoint = bound.file("bind point");
    std::filesystem::create_directory(boundPoint);
    Mount mount(loop.device(), original.path(), "ext4");
    ASSERT_TRUE(mount.ok()) << mount.error();
    std::filesystem::create_directory(original.file("sub"));
    Mount bind(original.file("sub"), boundPoint, "none", "bind", false);
    ASSERT_TRUE(bind.ok()) << bind.error();

    const DriveCatalog catalog;
    const QString name = QString::fromStdString(loop.name());
    const Drive *d = catalog.drive(name);
    ASSERT_NE(d, nullptr);
    const QString canonicalBound = QFileInfo(QString::fromStdString(boundPoint)).canonicalFilePath();
    EXPECT_TRUE(d->mountPoints.contains(canonicalBound)) << qPrintable(d->mountPoints.join(QLatin1Char('|')));
    EXPECT_EQ(d->mountPoints.size(), 2);

    const DirectoryLocation where = catalog.locate(QString::fromStdString(boundPoint));
    EXPECT_EQ(where.mountPoint, canonicalBound);
    EXPECT_EQ(where.fsType, QStringLiteral("ext4"));
    EXPECT_EQ(where.drives, QStringList {name});

    using namespace Sektor::Safety;
    const WriteVerdict v = rawWriteVerdict(QString::fromStdString(loop.device()), catalog);
    ASSERT_TRUE(v.refusedFor(Refusal::Mounted));
    EXPECT_TRUE(v.reasons.value(0).text.contains(canonicalBound)) << qPrintable(v.reasons.value(0).text);
}

namespace {
// Active swap on a device the test made, switched off again even when the test fails.
class SwapOn
{
public:
    explicit SwapOn(const std::string &device)
        : m_device(device)
    {
        const CommandResult made = run({"mkswap", device});
        const CommandResult on = made.exitCode == 0 ? run({"swapon", device}) : made;
        m_error = on.err;
        m_on = made.exitCode == 0 && on.exitCode == 0;
    }
    ~SwapOn()
    {
        if (m_on && run({"swapoff", m_device}).exitCode != 0)
            std::fprintf(stderr, "test support: could not swapoff %s\n", m_device.c_str());
    }
    SwapOn(const SwapOn &) = delete;
    SwapOn &operator=(const SwapOn &) = delete;
    bool ok() const { return m_on; }
    const std::string &error() const { return m_error; }

private:
    std::string m_device;
    std::string m_error;
    bool m_on = false;
};
} // namespace

TEST(CatalogRealLoop, ActiveSwapIsRefusedAndBacksTheSystem)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop(LoopDevice::Options {.size = 32ull << 20});
    ASSERT_TRUE(loop.ok()) << loop.error();
    using namespace Sektor::Safety;
    {
        SwapOn swap(loop.device());
        ASSERT_TRUE(swap.ok()) << swap.error();
        const DriveCatalog catalog;
        const Drive *d = catalog.drive(QString::fromStdString(loop.name()));
        ASSERT_NE(d, nullptr);
        EXPECT_TRUE(d->swap);
        EXPECT_TRUE(d->backsSystem);
        const WriteVerdict v = rawWriteVerdict(QString::fromStdString(loop.device()), catalog);
        EXPECT_TRUE(v.refusedFor(Refusal::Swap));
        EXPECT_TRUE(v.refusedFor(Refusal::BacksSystem));
    }
    EXPECT_TRUE(rawWriteVerdict(QString::fromStdString(loop.device()), DriveCatalog()).allowed());
}

TEST(CatalogRealLoop, ThePartitionNextToActiveSwapIsRefused)
{
    // Swap is part of the running system like /boot: its disk is off limits as a whole.
    SEKTOR_REQUIRE_ROOT();
    LoopDevice disk(LoopDevice::Options {.size = 64ull << 20, .partitions = true});
    ASSERT_TRUE(disk.ok()) << disk.error();
    ASSERT_EQ(partitionLoopDevice(disk.device(), ",24MiB\n,\n"), "");
    SwapOn swap(disk.device() + "p1");
    ASSERT_TRUE(swap.ok()) << swap.error();
    using namespace Sektor::Safety;
    const WriteVerdict sibling = rawWriteVerdict(QString::fromStdString(disk.device() + "p2"), DriveCatalog());
    ASSERT_TRUE(sibling.refusedFor(Refusal::BacksSystem));
    EXPECT_EQ(sibling.reasons.size(), 1);
    EXPECT_TRUE(sibling.reasons.value(0).text.contains(QString::fromStdString(disk.name())))
        << qPrintable(sibling.reasons.value(0).text);
}

TEST(CatalogRealLoop, ADeviceThatVanishesAfterListingIsRefused)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    const QString device = QString::fromStdString(loop.device());
    ASSERT_TRUE(Sektor::Safety::rawWriteVerdict(device, DriveCatalog()).allowed());
    ASSERT_TRUE(loop.detach());
    // The /dev node stays (loop nodes outlive their backing file); the drive has no medium now.
    const DriveCatalog after;
    const Sektor::Safety::WriteVerdict v = Sektor::Safety::rawWriteVerdict(device, after);
    EXPECT_TRUE(v.refusedFor(Sektor::Safety::Refusal::NoMedium)) << qPrintable(v.reasons.value(0).text);
    EXPECT_FALSE(v.allowed());
}
