// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
// The NVMe SMART/health log page (02h) parsed from 512-byte pages laid out byte by byte as the specification's table
// says (little-endian), with the edge values drives really return: 0 K for "not reported", life used past 100 %,
// counters beyond 64 bits.
#include "conditions/nvmeadmin.h"
#include "conditions/nvmehealthlog.h"

#include <QByteArray>

#include <gtest/gtest.h>

namespace Sektor::Test {

namespace {

class Page
{
public:
    Page() { m_bytes.fill('\0', Conditions::NvmeHealthLogSize); }
    Page &byte(qsizetype at, int value)
    {
        m_bytes[at] = char(value);
        return *this;
    }
    Page &little(qsizetype at, UInt128 value, int bytes)
    {
        for (int i = 0; i < bytes; ++i, value >>= 8)
            m_bytes[at + i] = char(value & 0xff);
        return *this;
    }
    const QByteArray &bytes() const { return m_bytes; }

private:
    QByteArray m_bytes;
};

// A two-year-old 1 TB drive: 37 °C (310 K), spare 100 % of a 10 % threshold, 3 % used, 41.3 TB written.
Page healthyDrive()
{
    Page p;
    p.little(1, 310, 2).byte(3, 100).byte(4, 10).byte(5, 3);
    p.little(32, 52'734'112, 16).little(48, 80'664'220, 16);
    p.little(112, 1'207, 16).little(128, 4'391, 16).little(144, 57, 16);
    p.little(160, 0, 16).little(176, 12, 16);
    p.little(192, 3, 4).little(196, 0, 4);
    return p;
}

TEST(NvmeHealthLog, AHealthyDrive)
{
    const std::optional<DriveHealth> h = Conditions::parseNvmeHealthLog(healthyDrive().bytes());
    ASSERT_TRUE(h);
    EXPECT_EQ(h->source, DriveHealth::Source::NvmeLog);
    EXPECT_EQ(h->criticalWarning, 0);
    EXPECT_EQ(h->temperatureMilliCelsius, 36'850);
    EXPECT_EQ(h->availableSparePercent, 100);
    EXPECT_EQ(h->spareThresholdPercent, 10);
    EXPECT_EQ(h->percentageUsed, 3);
    EXPECT_TRUE(h->dataUnitsRead == 52'734'112);
    EXPECT_TRUE(h->dataUnitsWritten == 80'664'220);
    EXPECT_TRUE(h->bytesWritten() == UInt128(80'664'220) * 512'000) << "data units are thousands of 512-byte units";
    EXPECT_TRUE(h->powerCycles == 1'207);
    EXPECT_TRUE(h->powerOnHours == 4'391);
    EXPECT_TRUE(h->unsafeShutdowns == 57);
    EXPECT_TRUE(h->mediaErrors == 0);
    EXPECT_TRUE(h->errorLogEntries == 12);
    EXPECT_EQ(h->warningTemperatureMinutes, 3u);
    EXPECT_EQ(h->criticalTemperatureMinutes, 0u);
}

// A worn drive that went read-only: every warning bit the drive can set, the spare under its threshold, life used
// past 100 % (a drive counts on to 255), hot for hours, and counters that no longer fit in 64 bits.
TEST(NvmeHealthLog, AWornDriveAtTheEdges)
{
    const UInt128 beyond64 = (UInt128(1) << 64) + 5;
    Page p = healthyDrive();
    p.byte(0, 0x3f).little(1, 358, 2).byte(3, 4).byte(4, 10).byte(5, 255);
    p.little(48, beyond64, 16).little(128, ~UInt128(0), 16).little(160, 19, 16);
    p.little(192, 0xffffffffu, 4).little(196, 1'440, 4);
    const std::optional<DriveHealth> h = Conditions::parseNvmeHealthLog(p.bytes());
    ASSERT_TRUE(h);
    EXPECT_EQ(h->criticalWarning, 0x3f);
    EXPECT_TRUE(h->criticalWarning & DriveHealth::ReadOnly);
    EXPECT_TRUE(h->criticalWarning & DriveHealth::SpareBelowThreshold);
    EXPECT_EQ(h->temperatureMilliCelsius, 84'850);
    EXPECT_EQ(h->availableSparePercent, 4);
    EXPECT_EQ(h->percentageUsed, 255);
    EXPECT_TRUE(h->dataUnitsWritten == beyond64);
    EXPECT_TRUE(h->powerOnHours == ~UInt128(0)) << "all 128 bits";
    EXPECT_TRUE(h->mediaErrors == 19);
    EXPECT_EQ(h->warningTemperatureMinutes, 0xffffffffu);
    EXPECT_EQ(h->criticalTemperatureMinutes, 1'440u);
}

TEST(NvmeHealthLog, ATemperatureOfZeroKelvinIsNotReported)
{
    Page p = healthyDrive();
    p.little(1, 0, 2);
    EXPECT_EQ(Conditions::parseNvmeHealthLog(p.bytes())->temperatureMilliCelsius, 0);
    p.little(1, 273, 2); // 0 °C is a temperature, if an unlikely one
    EXPECT_EQ(Conditions::parseNvmeHealthLog(p.bytes())->temperatureMilliCelsius, -150);
}

TEST(NvmeHealthLog, AShortPageIsRefused)
{
    const QByteArray page = healthyDrive().bytes();
    EXPECT_FALSE(Conditions::parseNvmeHealthLog(page.left(511)));
    EXPECT_FALSE(Conditions::parseNvmeHealthLog(QByteArray()));
    EXPECT_TRUE(Conditions::parseNvmeHealthLog(QByteArray(page + QByteArray(512, '\xff'))))
        << "a longer buffer: its first page";
}

// The one admin command Sektor sends: Get Log Page, SMART/health (02h), the whole controller, 128 dwords, bounded.
TEST(NvmeHealthLog, TheCommandAsksForThePageAndNothingElse)
{
    QByteArray page(Conditions::NvmeHealthLogSize, '\0');
    const nvme_admin_cmd cmd = Conditions::nvmeHealthLogCommand(page.data());
    EXPECT_EQ(cmd.opcode, 0x02);
    EXPECT_EQ(cmd.nsid, 0xFFFF'FFFFu);
    EXPECT_EQ(cmd.cdw10, (127u << 16) | 0x02u) << "127 dwords less one, log 02h, no retain-async-event bit";
    EXPECT_EQ(cmd.cdw11, 0u);
    EXPECT_EQ(cmd.cdw12, 0u) << "offset 0";
    EXPECT_EQ(cmd.cdw13, 0u);
    EXPECT_EQ(cmd.data_len, std::uint32_t(Conditions::NvmeHealthLogSize));
    EXPECT_EQ(cmd.addr, reinterpret_cast<std::uintptr_t>(page.data()));
    EXPECT_GT(cmd.timeout_ms, 0u);
    EXPECT_EQ(cmd.metadata_len, 0u);
}

} // namespace

} // namespace Sektor::Test
