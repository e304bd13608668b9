// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The helper's health read runs as root on the descriptor of an authorized run. A device that is not NVMe keeps no
// descriptor and gets no command; one taken for NVMe by mistake (a loop device here) refuses the admin command,
// which reads nothing and changes nothing on it.
#include "healthchannelof.h"
#include "healthlog.h"

#include "health/nvmeselftest.h"
#include "support/fakenvmedrive.h"

#include "support/loopdevice.h"
#include "support/requireroot.h"

#include <QCryptographicHash>
#include <QFile>

#include <gtest/gtest.h>

#include <filesystem>

#include <fcntl.h>
#include <unistd.h>

using namespace Sektor;
using namespace Sektor::Helper;
using namespace Sektor::Test;

namespace {

int openDescriptors()
{
    return int(
        std::distance(std::filesystem::directory_iterator("/proc/self/fd"), std::filesystem::directory_iterator()));
}

QByteArray contentHash(const std::string &device)
{
    QFile file(QString::fromStdString(device));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(&file);
    return hash.result();
}

/// A loop device full of a pattern, opened for reading as the helper opens a device for a read-only run.
class HealthLogOnALoopDevice : public ::testing::Test
{
protected:
    void SetUp() override
    {
        SEKTOR_REQUIRE_ROOT();
        ASSERT_TRUE(m_loop.ok()) << m_loop.error();
        {
            QFile device(QString::fromStdString(m_loop.device()));
            ASSERT_TRUE(device.open(QIODevice::WriteOnly));
            ASSERT_EQ(device.write(QByteArray(int(m_size), 'S')), qint64(m_size));
        }
        m_before = contentHash(m_loop.device());
        m_fd = ::open(m_loop.device().c_str(), O_RDONLY | O_CLOEXEC);
        ASSERT_GE(m_fd, 0);
    }
    void TearDown() override
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }

    const std::uint64_t m_size = 4ull << 20;
    LoopDevice m_loop {LoopDevice::Options {.size = m_size}};
    QByteArray m_before;
    int m_fd = -1;
};

} // namespace

TEST_F(HealthLogOnALoopDevice, ADeviceThatIsNotNvmeKeepsNoDescriptorAndGetsNoCommand)
{
    const int before = openDescriptors();
    const HealthLog log(m_fd, Health::HealthChannel::None);
    EXPECT_EQ(openDescriptors(), before) << "nothing kept to send a command on";
    EXPECT_FALSE(log.read().known());
}

TEST_F(HealthLogOnALoopDevice, ADeviceTakenForNvmeByMistakeAnswersNothingAndStaysUnchanged)
{
    const int before = openDescriptors();
    {
        const HealthLog log(m_fd, Health::HealthChannel::NvmeAdmin);
        EXPECT_EQ(openDescriptors(), before + 1) << "a duplicate, so the run's own descriptor stays the run's";
        EXPECT_FALSE(log.read().known()) << "the loop driver refuses NVMe admin commands";
        EXPECT_FALSE(log.read().known()) << "and again after the run";
    }
    EXPECT_EQ(openDescriptors(), before) << "the duplicate is closed with the session";
    EXPECT_EQ(contentHash(m_loop.device()), m_before);
}

// Taken for an ATA drive by mistake: the loop driver knows no SG_IO, so no command reaches anything.
TEST_F(HealthLogOnALoopDevice, ADeviceTakenForAtaByMistakeAnswersNothingAndStaysUnchanged)
{
    const HealthLog log(m_fd, Health::HealthChannel::AtaPassThrough);
    EXPECT_FALSE(log.read().known());
    EXPECT_EQ(contentHash(m_loop.device()), m_before);
}

// A Health Check on a loop device: sysfs says it is no NVMe drive, so the self-test factory makes no
// transport and sends no command (a simulated drive behind it would count them), and says self-tests are not
// available there.
TEST_F(HealthLogOnALoopDevice, ALoopDeviceGetsNoSelfTestDriverAndNoAdminCommand)
{
    const QString name = QString::fromStdString(m_loop.device()).section(QLatin1Char('/'), -1);
    const bool nvme = healthChannelOfDevice(name, QStringLiteral("/sys")) == Health::HealthChannel::NvmeAdmin;
    EXPECT_FALSE(nvme) << qPrintable(name);
    FakeNvmeDrive drive;
    int transports = 0;
    const int before = openDescriptors();
    const Health::NvmeDriverChoice choice = Health::nvmeSelfTestDriverFor(m_fd, nvme, [&drive, &transports](UniqueFd) {
        ++transports;
        return drive.transport();
    });
    EXPECT_FALSE(choice.driver);
    EXPECT_EQ(choice.unavailable, SelfTestUnavailable::NoSelfTests);
    EXPECT_EQ(transports, 0);
    EXPECT_TRUE(drive.received().isEmpty());
    EXPECT_EQ(openDescriptors(), before) << "no duplicate kept";
}

// Taken for NVMe by mistake, the loop driver refuses the Identify: no self-tests, nothing changed on it.
TEST_F(HealthLogOnALoopDevice, ALoopDeviceTakenForNvmeRefusesTheIdentifyAndStaysUnchanged)
{
    const int before = openDescriptors();
    const Health::NvmeDriverChoice choice = Health::nvmeSelfTestDriverFor(m_fd, true);
    EXPECT_FALSE(choice.driver);
    EXPECT_EQ(choice.unavailable, SelfTestUnavailable::NoSelfTests);
    EXPECT_EQ(openDescriptors(), before) << "the duplicate is closed with the refusal";
    EXPECT_EQ(contentHash(m_loop.device()), m_before);
}
