// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The one question the helper asks before an NVMe admin command goes to a descriptor it opened (the health log, a
// Health Check's self-test): is the device's disk an NVMe drive, by sysfs. Asked of a fake sysfs with one drive of
// each kind; then, on a descriptor, the self-test factory with the answer: a device that is not NVMe never reaches
// the admin path (a simulated drive behind it counts the commands).
#include "healthchannelof.h"

#include "catalogtree.h"
#include "health/nvmeselftest.h"
#include "support/fakenvmedrive.h"

#include <fcntl.h>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
class NvmeDriveBySysfs : public CatalogFixture
{
protected:
    QString sysRoot() const { return QString::fromStdString(m_dir.path() + "/sys"); }
};
} // namespace

TEST_F(NvmeDriveBySysfs, OnlyAnNvmeDiskAndItsPartitionsAreNvme)
{
    for (const char *nvme : {"nvme0n1", "nvme0n1p1", "nvme0n1p2"})
        EXPECT_EQ(Helper::healthChannelOfDevice(QLatin1String(nvme), sysRoot()), Health::HealthChannel::NvmeAdmin)
            << nvme;
    for (const char *other : {"sda",
                              "sda2",
                              "dm-0",
                              "sdb",
                              "sdc1",
                              "mmcblk0p1",
                              "vda",
                              "loop0",
                              "loop1",
                              "ram0",
                              "zram0",
                              "nvme9n1",
                              "nonexistent"})
        EXPECT_NE(Helper::healthChannelOfDevice(QLatin1String(other), sysRoot()), Health::HealthChannel::NvmeAdmin)
            << other;
}

// ATA commands go to libata's disks (SATA SSD, HDD) and their partitions; not to a USB stick (removable), an SD card,
// a virtual disk, a loop device or what sysfs does not describe.
TEST_F(NvmeDriveBySysfs, OnlySataDisksAndTheirPartitionsGetAtaCommands)
{
    for (const char *ata : {"sda", "sda2", "sdb", "sdb1"})
        EXPECT_EQ(Helper::healthChannelOfDevice(QLatin1String(ata), sysRoot()), Health::HealthChannel::AtaPassThrough)
            << ata;
    for (const char *other : {"sdc", "sdc1", "mmcblk0p1", "vda", "loop0", "ram0", "dm-0", "nonexistent"})
        EXPECT_EQ(Helper::healthChannelOfDevice(QLatin1String(other), sysRoot()), Health::HealthChannel::None) << other;
}

TEST_F(NvmeDriveBySysfs, ALoopDeviceNeverReachesTheAdminPath)
{
    const UniqueFd device(::open("/dev/null", O_RDONLY | O_CLOEXEC)); // stands for the opened loop device
    ASSERT_TRUE(device.isValid());
    FakeNvmeDrive drive;
    int transports = 0;
    const Health::NvmeTransportMaker transportOn = [&drive, &transports](UniqueFd) {
        ++transports;
        return drive.transport();
    };
    const Health::NvmeDriverChoice choice = Health::nvmeSelfTestDriverFor(
        device.get(),
        Helper::healthChannelOfDevice(QStringLiteral("loop0"), sysRoot()) == Health::HealthChannel::NvmeAdmin,
        transportOn);
    EXPECT_FALSE(choice.driver);
    EXPECT_EQ(choice.unavailable, SelfTestUnavailable::NoSelfTests);
    EXPECT_EQ(transports, 0);
    EXPECT_TRUE(drive.received().isEmpty()) << "no admin command";

    // The NVMe drive of the same tree does get its Identify (the check above is not vacuous).
    const Health::NvmeDriverChoice nvme = Health::nvmeSelfTestDriverFor(
        device.get(),
        Helper::healthChannelOfDevice(QStringLiteral("nvme0n1p2"), sysRoot()) == Health::HealthChannel::NvmeAdmin,
        transportOn);
    EXPECT_TRUE(nvme.driver);
    EXPECT_EQ(drive.received().size(), 1);
}
