// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
// The admin commands of an NVMe drive's self-tests, byte for byte as the kernel passes them on (struct
// nvme_admin_cmd of <linux/nvme_ioctl.h>: opcode, flags, reserved, NSID, CDW2, CDW3, metadata, data address,
// metadata length, data length, CDW10…CDW15, timeout, result), against the NVMe base specification 2.0's figures;
// and the Identify Controller fields read from a 4096-byte structure laid out as the specification's table says.
#include "conditions/nvmeidentify.h"
#include "conditions/nvmeselftestcommands.h"
#include "conditions/nvmeselftestlog.h"

#include <QByteArray>
#include <QFile>
#include <QRegularExpression>

#include <gtest/gtest.h>

#include <cstring>

namespace Sektor::Test {

namespace {
static_assert(sizeof(nvme_admin_cmd) == 72, "the kernel's layout the expectations below are written in");

/// The command's bytes in hex, as the failure message shows them.
std::string bytesOf(const nvme_admin_cmd &cmd)
{
    return QByteArray(reinterpret_cast<const char *>(&cmd), sizeof cmd).toHex().toStdString();
}

QByteArray little(std::uint64_t value, int size)
{
    QByteArray bytes;
    for (int i = 0; i < size; ++i, value >>= 8)
        bytes.append(char(value & 0xff));
    return bytes;
}

/// The 72 bytes of a command: @p head (opcode, flags, reserved, NSID), the data address and length, @p cdw10, the
/// timeout; everything else zero.
std::string command(const char *head, const void *data, std::uint32_t dataLength, std::uint32_t cdw10)
{
    QByteArray bytes = QByteArray::fromHex(head); // 8 bytes
    bytes += QByteArray(4 + 4 + 8, '\0'); // CDW2, CDW3, metadata address
    bytes += little(reinterpret_cast<std::uintptr_t>(data), 8);
    bytes += little(0, 4); // metadata length
    bytes += little(dataLength, 4);
    bytes += little(cdw10, 4);
    bytes += QByteArray(5 * 4, '\0'); // CDW11…CDW15
    bytes += little(5000, 4); // timeout in ms: bounded, not the kernel's 60 s
    bytes += little(0, 4); // result
    return bytes.toHex().toStdString();
}

/// A 4096-byte Identify Controller structure with OACS, WCTEMP and EDSTT set, every other byte 0xa5 (so that a
/// field read at the wrong offset shows).
QByteArray identify(int oacs, int wctempKelvin, int edsttMinutes)
{
    QByteArray data(int(Conditions::NvmeIdentifySize), char(0xa5));
    data.replace(256, 2, little(std::uint64_t(oacs), 2));
    data.replace(266, 2, little(std::uint64_t(wctempKelvin), 2));
    data.replace(316, 2, little(std::uint64_t(edsttMinutes), 2));
    return data;
}
} // namespace

TEST(NvmeSelfTestCommands, DeviceSelfTestShortExtendedAndAbortForTheControllerAndTheOpenedNamespace)
{
    // Opcode 14h, the NSID given (never FFFFFFFFh, all namespaces, other users' too), no data, CDW10 bits 3:0 the code.
    EXPECT_EQ(bytesOf(Conditions::nvmeDeviceSelfTestCommand(Conditions::NvmeSelfTestCode::Short, 1)),
              command("1400000001000000", nullptr, 0, 0x1));
    EXPECT_EQ(bytesOf(Conditions::nvmeDeviceSelfTestCommand(Conditions::NvmeSelfTestCode::Extended, 3)),
              command("1400000003000000", nullptr, 0, 0x2));
    EXPECT_EQ(bytesOf(Conditions::nvmeDeviceSelfTestCommand(Conditions::NvmeSelfTestCode::Abort, 0x01020304)),
              command("1400000004030201", nullptr, 0, 0xf));
}

TEST(NvmeSelfTestCommands, GetLogPageOfTheSelfTestLogReads141Dwords)
{
    QByteArray page(Conditions::NvmeSelfTestLogSize, '\0');
    // Opcode 02h, NSID FFFFFFFFh, 564 bytes; CDW10: NUMDL 140 (141 dwords less one) in bits 31:16, LID 06h.
    EXPECT_EQ(bytesOf(Conditions::nvmeSelfTestLogCommand(page.data())),
              command("02000000ffffffff", page.constData(), 564, (140u << 16) | 0x06));
}

TEST(NvmeSelfTestCommands, IdentifyControllerReads4096BytesOfNoNamespace)
{
    QByteArray data(int(Conditions::NvmeIdentifySize), '\0');
    // Opcode 06h, NSID 0, 4096 bytes, CDW10: CNS 01h.
    EXPECT_EQ(bytesOf(Conditions::nvmeIdentifyControllerCommand(data.data())),
              command("0600000000000000", data.constData(), 4096, 0x01));
}

TEST(NvmeSelfTestCommands, TheSelfTestInProgressStatusIsCommandSpecific1Dh)
{
    EXPECT_EQ(Conditions::NvmeSelfTestInProgress, 0x11d);
    // The kernel's status with Do Not Retry (bit 14) set still means it.
    EXPECT_EQ(0x411d & Conditions::NvmeStatusMask, Conditions::NvmeSelfTestInProgress);
}

TEST(NvmeIdentify, OacsBit4EdsttAndWctemp)
{
    const auto facts = Conditions::parseNvmeSelfTestFacts(identify(0x0017, 343, 25));
    ASSERT_TRUE(facts);
    EXPECT_TRUE(facts->selfTests);
    EXPECT_EQ(facts->warningKelvin, 343);
    EXPECT_EQ(facts->extendedMinutes, 25);
    // Two-byte fields: the high byte counts.
    EXPECT_EQ(Conditions::parseNvmeSelfTestFacts(identify(0x0010, 0x0157, 0x0102))->extendedMinutes, 258);
}

TEST(NvmeIdentify, AControllerWithoutSelfTestsAndAShortStructure)
{
    const auto facts = Conditions::parseNvmeSelfTestFacts(identify(0x0107, 0, 0)); // other optional commands only
    ASSERT_TRUE(facts);
    EXPECT_FALSE(facts->selfTests);
    EXPECT_EQ(facts->extendedMinutes, 0);
    EXPECT_EQ(facts->warningKelvin, 0);
    EXPECT_FALSE(Conditions::parseNvmeSelfTestFacts(identify(0x10, 0, 0).first(4095)));
}

// The Identify structures of data/nvme (make-pages.py) as smartctl decodes them (record-oracle.sh): whether the
// controller has the Device Self-test command, and its warning temperature in °C (kelvin less 273, as smartctl
// prints it). smartctl 7.3 prints no EDSTT: that field is checked against the specification's offset above.
TEST(NvmeIdentify, AgreesWithSmartctl)
{
    const auto read = [](const QString &name) {
        QFile file(QStringLiteral(SEKTOR_NVME_PAGES "/") + name);
        EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << qPrintable(name);
        return file.readAll();
    };
    for (const char *name : {"identify-self-tests", "identify-no-self-tests"}) {
        SCOPED_TRACE(name);
        const auto facts = Conditions::parseNvmeSelfTestFacts(read(QLatin1String(name) + QLatin1String(".bin")));
        ASSERT_TRUE(facts);
        const QString oracle = QString::fromUtf8(read(QLatin1String(name) + QLatin1String(".smartctl.txt")));
        const QRegularExpressionMatch commands
            = QRegularExpression(QStringLiteral("Optional Admin Commands \\(0x[0-9a-f]{4}\\):\\s+(.*)")).match(oracle);
        ASSERT_TRUE(commands.hasMatch()) << qPrintable(oracle);
        EXPECT_EQ(facts->selfTests, commands.captured(1).split(QLatin1Char(' ')).contains(QLatin1String("Self_Test")));
        const QRegularExpressionMatch warning
            = QRegularExpression(QStringLiteral("Warning  Comp. Temp. Threshold:\\s+(\\d+) Celsius")).match(oracle);
        ASSERT_TRUE(warning.hasMatch()) << qPrintable(oracle);
        EXPECT_EQ(facts->warningKelvin - 273, warning.captured(1).toInt());
    }
}

} // namespace Sektor::Test
