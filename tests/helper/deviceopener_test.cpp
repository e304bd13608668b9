// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// openBlockDevice() against nodes an attacker could arrange: symlinks to secrets, character
// devices, regular files, a block node of another device. The sysfs side is a fixture tree that
// names a real loop device the test created, so only the node under test differs.
#include "deviceopener.h"

#include "catalog/deviceidentityreader.h"

#include "support/loopdevice.h"
#include "support/partitions.h"
#include "support/requireroot.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include <QString>

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

using namespace Sektor::Helper;
using Sektor::DeviceIdentity;
using Sektor::Catalog::identityFromSysfs;
using Sektor::Catalog::identityOfDescriptor;
using namespace Sektor::Test;
using Sektor::HelperProtocol::HelperError;

namespace {
class DeviceOpener : public ::testing::Test
{
protected:
    void SetUp() override
    {
        SEKTOR_REQUIRE_ROOT();
        ASSERT_TRUE(m_loop.ok()) << m_loop.error();
        ASSERT_EQ(stat(m_loop.device().c_str(), &m_st), 0);
        std::filesystem::create_directories(m_sys.file("class/block/victim"));
        std::ofstream(m_sys.file("class/block/victim/dev"))
            << major(m_st.st_rdev) << ':' << minor(m_st.st_rdev) << '\n';
    }

    OpenedDevice open(bool writes = false)
    {
        return openBlockDevice(QStringLiteral("victim"),
                               writes,
                               QString::fromStdString(m_dev.path()),
                               QString::fromStdString(m_sys.path()));
    }
    std::string node() const { return m_dev.file("victim"); }

    LoopDevice m_loop;
    struct stat m_st
    {
    };
    TempDir m_dev;
    TempDir m_sys;
};

} // namespace

TEST_F(DeviceOpener, OpensTheRealNodeForReadingAndExclusivelyForWriting)
{
    ASSERT_EQ(mknod(node().c_str(), S_IFBLK | 0600, m_st.st_rdev), 0);
    const OpenedDevice reader = open();
    ASSERT_TRUE(reader.fd.isValid()) << qPrintable(reader.detail);
    EXPECT_EQ(fcntl(reader.fd.get(), F_GETFL) & O_ACCMODE, O_RDONLY);
    EXPECT_TRUE(fcntl(reader.fd.get(), F_GETFL) & O_DIRECT);
    EXPECT_TRUE(fcntl(reader.fd.get(), F_GETFD) & FD_CLOEXEC);

    const OpenedDevice writer = open(true);
    ASSERT_TRUE(writer.fd.isValid()) << qPrintable(writer.detail);
    EXPECT_EQ(fcntl(writer.fd.get(), F_GETFL) & O_ACCMODE, O_RDWR);
    // O_EXCL held: a second exclusive open (what mount or another writer does) fails.
    EXPECT_LT(::open(m_loop.device().c_str(), O_RDWR | O_EXCL), 0);
    const OpenedDevice second = open(true);
    EXPECT_FALSE(second.fd.isValid());
    EXPECT_EQ(second.refusal, HelperError::DeviceBusy);
}

TEST_F(DeviceOpener, RefusesASymlinkToASecretFile)
{
    const std::string secret = m_dev.file("shadow");
    std::ofstream(secret) << "root:$6$secret\n";
    std::filesystem::create_symlink(secret, node());
    const OpenedDevice d = open(true);
    EXPECT_FALSE(d.fd.isValid());
    EXPECT_EQ(d.refusal, HelperError::NotBlockDevice);
    std::ifstream in(secret);
    std::string content;
    std::getline(in, content);
    EXPECT_EQ(content, "root:$6$secret") << "the target is untouched";
}

TEST_F(DeviceOpener, RefusesASymlinkToTheRealDevice)
{
    std::filesystem::create_symlink(m_loop.device(), node());
    const OpenedDevice d = open();
    EXPECT_EQ(d.refusal, HelperError::NotBlockDevice) << "names are never followed, even to the right place";
}

TEST_F(DeviceOpener, RefusesACharacterDeviceWithoutOpeningIt)
{
    // /dev/null's numbers: opening it is harmless, but O_PATH means no char device sees an open().
    ASSERT_EQ(mknod(node().c_str(), S_IFCHR | 0600, makedev(1, 3)), 0);
    const OpenedDevice d = open();
    EXPECT_FALSE(d.fd.isValid());
    EXPECT_EQ(d.refusal, HelperError::NotBlockDevice);
}

TEST_F(DeviceOpener, RefusesACharacterDeviceWithTheBlockDevicesNumbers)
{
    ASSERT_EQ(mknod(node().c_str(), S_IFCHR | 0600, m_st.st_rdev), 0);
    const OpenedDevice d = open();
    EXPECT_EQ(d.refusal, HelperError::NotBlockDevice);
}

TEST_F(DeviceOpener, RefusesARegularFileAndAFifo)
{
    std::ofstream(node()) << "not a device";
    OpenedDevice d = open(true);
    EXPECT_EQ(d.refusal, HelperError::NotBlockDevice);
    std::filesystem::remove(node());
    ASSERT_EQ(mkfifo(node().c_str(), 0600), 0);
    d = open(); // must not block waiting for a writer
    EXPECT_EQ(d.refusal, HelperError::NotBlockDevice);
}

TEST_F(DeviceOpener, RefusesABlockNodeOfAnotherDevice)
{
    LoopDevice other;
    ASSERT_TRUE(other.ok()) << other.error();
    struct stat st
    {
    };
    ASSERT_EQ(stat(other.device().c_str(), &st), 0);
    ASSERT_EQ(mknod(node().c_str(), S_IFBLK | 0600, st.st_rdev), 0);
    const OpenedDevice d = open(true);
    EXPECT_EQ(d.refusal, HelperError::NotBlockDevice);
}

TEST_F(DeviceOpener, RefusesNamesAndDevicesThatDoNotExist)
{
    EXPECT_EQ(openBlockDevice(QStringLiteral("../victim"),
                              false,
                              QString::fromStdString(m_dev.path()),
                              QString::fromStdString(m_sys.path()))
                  .refusal,
              HelperError::InvalidDeviceName);
    EXPECT_EQ(
        openBlockDevice(
            QStringLiteral("ghost"), false, QString::fromStdString(m_dev.path()), QString::fromStdString(m_sys.path()))
            .refusal,
        HelperError::DeviceNotFound);
    EXPECT_EQ(open().refusal, HelperError::DeviceNotFound) << "in sysfs but no node";
}

// The identity the helper records before polkit and checks on the descriptor after, against real re-attachment: the
// same name and device number, another disk.
TEST(DeviceIdentityTest, AReattachedLoopHasTheSameNumberButAnotherIdentity)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice loop;
    ASSERT_TRUE(loop.ok()) << loop.error();
    const QString name = QString::fromStdString(loop.name());
    const std::optional<DeviceIdentity> before = identityFromSysfs(name);
    ASSERT_TRUE(before);
    EXPECT_GT(before->diskseq, 0u);
    {
        const int fd = ::open(loop.device().c_str(), O_RDONLY | O_CLOEXEC);
        ASSERT_GE(fd, 0);
        EXPECT_EQ(identityOfDescriptor(fd), before) << "sysfs and the descriptor agree on an unchanged device";
        ::close(fd);
    }
    TempDir dir;
    ASSERT_EQ(run({"truncate", "-s", "8M", dir.file("other.img")}).exitCode, 0);
    ASSERT_TRUE(loop.detach());
    ASSERT_EQ(run({"losetup", loop.device(), dir.file("other.img")}).exitCode, 0);
    struct Detach
    {
        std::string device;
        ~Detach() { run({"losetup", "-d", device}); }
    } detach {loop.device()};
    const int fd = ::open(loop.device().c_str(), O_RDONLY | O_CLOEXEC);
    ASSERT_GE(fd, 0);
    const std::optional<DeviceIdentity> after = identityOfDescriptor(fd);
    ::close(fd);
    ASSERT_TRUE(after);
    EXPECT_EQ(after->rdev, before->rdev) << "the device number alone cannot tell";
    EXPECT_NE(after->diskseq, before->diskseq);
    EXPECT_NE(after, before);
    EXPECT_EQ(identityFromSysfs(name), after);
}

TEST(DeviceIdentityTest, APartitionCarriesItsDisksSequenceNumber)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice::Options options;
    options.partitions = true;
    LoopDevice loop(options);
    ASSERT_TRUE(loop.ok()) << loop.error();
    ASSERT_EQ(partitionLoopDevice(loop.device(), ",\n"), "");
    const QString part = QString::fromStdString(loop.name()) + QStringLiteral("p1");
    const std::optional<DeviceIdentity> disk = identityFromSysfs(QString::fromStdString(loop.name()));
    const std::optional<DeviceIdentity> partition = identityFromSysfs(part);
    ASSERT_TRUE(disk && partition);
    EXPECT_EQ(partition->diskseq, disk->diskseq);
    EXPECT_NE(partition->rdev, disk->rdev);
    const int fd = ::open(("/dev/" + part.toStdString()).c_str(), O_RDONLY | O_CLOEXEC);
    ASSERT_GE(fd, 0) << "udev-less machines: the node comes from devtmpfs";
    EXPECT_EQ(identityOfDescriptor(fd), partition);
    ::close(fd);
}

namespace {
// Deletes every partition of @p device and writes @p layout in their place: the kernel then has partitions of the
// same numbers (and, the numbers being free again, the same device numbers) over other sectors.
std::string recreatePartitions(const std::string &device, const std::string &layout)
{
    run({"partx", "--delete", device});
    return partitionLoopDevice(device, layout);
}
} // namespace

// A partition deleted and added again keeps its disk's diskseq, and usually its device number; only
// its extent tells it from the one authorized.
TEST(DeviceIdentityTest, APartitionReCreatedWithAnotherExtentHasAnotherIdentity)
{
    SEKTOR_REQUIRE_ROOT();
    LoopDevice::Options options;
    options.partitions = true;
    LoopDevice loop(options);
    ASSERT_TRUE(loop.ok()) << loop.error();
    ASSERT_EQ(partitionLoopDevice(loop.device(), ",8MiB\n"), "");
    const QString part = QString::fromStdString(loop.name()) + QStringLiteral("p1");
    const std::optional<DeviceIdentity> before = identityFromSysfs(part);
    ASSERT_TRUE(before);
    EXPECT_EQ(before->sectors, 8u * 2048);
    EXPECT_GT(before->startSector, 0u);

    ASSERT_EQ(recreatePartitions(loop.device(), "16MiB,4MiB\n"), "");
    const int fd = ::open(("/dev/" + part.toStdString()).c_str(), O_RDONLY | O_CLOEXEC);
    ASSERT_GE(fd, 0);
    const std::optional<DeviceIdentity> after = identityOfDescriptor(fd);
    ::close(fd);
    ASSERT_TRUE(after);
    // The kernel gives a re-created partition the lowest free extended device number, usually its own again; another
    // test's partitions (the numbers are shared by all disks) can take it meanwhile. Under its old number too, the
    // extent alone must tell it from the partition authorized.
    DeviceIdentity underTheOldNumber = *after;
    underTheOldNumber.rdev = before->rdev;
    EXPECT_EQ(after->diskseq, before->diskseq) << "the same disk: its diskseq cannot tell either";
    EXPECT_EQ(after->startSector, 16u * 2048);
    EXPECT_EQ(after->sectors, 4u * 2048);
    EXPECT_NE(underTheOldNumber, *before);
    EXPECT_NE(after, before);
    EXPECT_EQ(identityFromSysfs(part), after) << "sysfs and the descriptor agree on the new partition";
}
