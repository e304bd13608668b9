// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A SATA drive's SMART read through ATA PASS-THROUGH: the command blocks as SAT-4 lays them out, both sense formats
// a drive's registers come back in, the attribute table and its thresholds, and the order and kind of every command
// sent to a simulated drive (only reads). What a real drive answers through libata is held to smartctl in the drives
// tier (drives.DriveFacts.ASataDisksSmart…).
#include "conditions/atasmart.h"

#include "support/fakeatadrive.h"

#include <QList>

#include <gtest/gtest.h>

#include <map>

using namespace Sektor;
using namespace Sektor::Conditions;
using namespace Sektor::Test;

namespace {
constexpr std::uint8_t Smart = 0xB0;

const QList<AtaAttribute> Healthy {{5, 100, 3, 36},
                                   {9, 99, 0x0001'0000'1234, 0}, // power-on hours in the low four bytes only
                                   {12, 100, 57, 0},
                                   {190, 69, 0x1F00'1F, 50},
                                   {194, 69, 0x2D'0014'002A, 0}, // 42 °C now, 20 and 45 the lowest and highest
                                   {197, 100, 2, 0},
                                   {198, 100, 1, 0}};

QByteArray descriptorSense(std::uint8_t key, std::uint8_t asc, std::uint8_t ascq, const AtaRegisters &r)
{
    QByteArray s(22, '\0');
    s[0] = char(0x72);
    s[1] = char(key);
    s[2] = char(asc);
    s[3] = char(ascq);
    s[7] = 14; // one descriptor of 2 + 12 bytes
    s[8] = 0x09;
    s[9] = 0x0C;
    s[11] = char(r.features);
    s[13] = char(r.count);
    s[15] = char(r.lbaLow);
    s[17] = char(r.lbaMid);
    s[19] = char(r.lbaHigh);
    s[20] = char(r.device);
    s[21] = char(r.status);
    return s;
}

QByteArray fixedSense(std::uint8_t key, std::uint8_t asc, std::uint8_t ascq, const AtaRegisters &r)
{
    QByteArray s(18, '\0');
    s[0] = char(0x70);
    s[2] = char(key);
    s[3] = char(r.features);
    s[4] = char(r.status);
    s[5] = char(r.device);
    s[6] = char(r.count);
    s[7] = 10;
    s[9] = char(r.lbaLow);
    s[10] = char(r.lbaMid);
    s[11] = char(r.lbaHigh);
    s[12] = char(asc);
    s[13] = char(ascq);
    return s;
}

ScsiAnswer checkCondition(const QByteArray &sense)
{
    ScsiAnswer a;
    a.status = 0x02;
    a.sense = sense;
    return a;
}

} // namespace

TEST(AtaPassThrough, ACommandBlockIsAtaPassThrough16AsSatLaysItOut)
{
    AtaRegisters smart;
    smart.command = Smart;
    smart.features = 0xD0;
    smart.count = 1;
    smart.lbaMid = 0x4F;
    smart.lbaHigh = 0xC2;
    const auto readData = SgIoAtaTransport::cdb(smart, 512, false);
    EXPECT_EQ(readData[0], 0x85);
    EXPECT_EQ(readData[1], 4 << 1) << "PIO data-in, 28-bit";
    EXPECT_EQ(readData[2], 0x0E) << "from the device, in blocks, the count in the COUNT field";
    EXPECT_EQ(readData[4], 0xD0);
    EXPECT_EQ(readData[6], 1);
    EXPECT_EQ(readData[10], 0x4F);
    EXPECT_EQ(readData[12], 0xC2);
    EXPECT_EQ(readData[14], Smart);
    smart.features = 0xDA;
    smart.count = 0;
    const auto status = SgIoAtaTransport::cdb(smart, 0, true);
    EXPECT_EQ(status[1], 3 << 1) << "non-data";
    EXPECT_EQ(status[2], 0x20) << "CK_COND: the registers come back";
}

TEST(AtaPassThrough, TheRegistersComeBackInDescriptorAndInFixedSense)
{
    // Descriptor format: RECOVERED ERROR, ATA PASS-THROUGH INFORMATION AVAILABLE, the ATA Status Return descriptor.
    AtaRegisters drive;
    drive.lbaMid = 0x4F;
    drive.lbaHigh = 0xC2;
    drive.device = 0xA0;
    drive.status = 0x50;
    AtaAnswer a = decodeAtaAnswer(checkCondition(descriptorSense(0x01, 0x00, 0x1D, drive)));
    EXPECT_TRUE(a.ok());
    ASSERT_TRUE(a.registersKnown);
    EXPECT_EQ(a.registers.lbaMid, 0x4F);
    EXPECT_EQ(a.registers.lbaHigh, 0xC2);
    EXPECT_EQ(a.registers.status, 0x50);
    // libata's fixed format (D_SENSE off): error, status, device, count, then LBA low, mid, high at bytes 9–11.
    drive.lbaMid = 0xF4;
    drive.lbaHigh = 0x2C;
    a = decodeAtaAnswer(checkCondition(fixedSense(0x01, 0x00, 0x1D, drive)));
    EXPECT_TRUE(a.ok());
    ASSERT_TRUE(a.registersKnown);
    EXPECT_EQ(a.registers.status, 0x50);
    EXPECT_EQ(a.registers.device, 0xA0);
    EXPECT_EQ(a.registers.lbaMid, 0xF4);
    EXPECT_EQ(a.registers.lbaHigh, 0x2C);
}

TEST(AtaPassThrough, AnAbortedCommandFailsAndADeviceThatPassesNothingThroughSaysSo)
{
    AtaRegisters drive;
    drive.features = 0x04; // ABRT
    drive.status = 0x51; // ERR
    AtaAnswer a = decodeAtaAnswer(checkCondition(descriptorSense(0x0B, 0x00, 0x00, drive)));
    EXPECT_TRUE(a.passedThrough);
    EXPECT_TRUE(a.failed);
    EXPECT_FALSE(a.ok());
    // Even with "information available", a status with ERR set is a failed command.
    a = decodeAtaAnswer(checkCondition(fixedSense(0x01, 0x00, 0x1D, drive)));
    EXPECT_TRUE(a.failed);
    // A SCSI disk: ILLEGAL REQUEST, INVALID COMMAND OPERATION CODE.
    a = decodeAtaAnswer(checkCondition(fixedSense(0x05, 0x20, 0x00, {})));
    EXPECT_FALSE(a.passedThrough);
    EXPECT_FALSE(a.ok());
    ScsiAnswer gone;
    gone.transportFailed = true;
    EXPECT_NE(decodeAtaAnswer(gone).error, 0);
    ScsiAnswer good; // GOOD without sense: a data-in command done
    EXPECT_TRUE(decodeAtaAnswer(good).ok());
    EXPECT_FALSE(decodeAtaAnswer(good).registersKnown);
}

TEST(AtaSmart, TheAttributesAreWhatTheirRawValuesSay)
{
    const std::optional<DriveHealth> h = parseAtaSmart(ataSmartDataPage(Healthy), ataThresholdPage(Healthy), false);
    ASSERT_TRUE(h);
    EXPECT_EQ(h->source, DriveHealth::Source::AtaSmart);
    EXPECT_EQ(h->reallocatedSectors, 3);
    EXPECT_EQ(h->pendingSectors, 2);
    EXPECT_EQ(h->badSectors, 6) << "reallocated, pending and offline uncorrectable";
    EXPECT_EQ(h->powerOnHours, UInt128(0x1234));
    EXPECT_EQ(h->powerCycles, UInt128(57));
    EXPECT_EQ(h->temperatureMilliCelsius, 42'000) << "194's current byte, not 190's";
    EXPECT_EQ(h->failingAttributes, 0);
    EXPECT_FALSE(h->smartFailing);
    EXPECT_FALSE(h->reportsProblem());
}

TEST(AtaSmart, OnlyAirflowTemperatureIsTakenWhereThereIsNo194)
{
    const QList<AtaAttribute> airflowOnly {{190, 69, 0x1F, 50}};
    const std::optional<DriveHealth> h
        = parseAtaSmart(ataSmartDataPage(airflowOnly), ataThresholdPage(airflowOnly), false);
    ASSERT_TRUE(h);
    EXPECT_EQ(h->temperatureMilliCelsius, 31'000);
    EXPECT_EQ(h->reallocatedSectors, -1) << "no attribute 5: unknown, not 0";
    EXPECT_EQ(h->badSectors, -1);
}

TEST(AtaSmart, AnAttributeAtItsThresholdIsFailingAndThresholdZeroNeverIs)
{
    const QList<AtaAttribute> worn {{5, 36, 900, 36}, {9, 1, 40000, 0}, {1, 0xFE, 0, 6}};
    const std::optional<DriveHealth> h = parseAtaSmart(ataSmartDataPage(worn), ataThresholdPage(worn), true);
    ASSERT_TRUE(h);
    EXPECT_EQ(h->failingAttributes, 1) << "5 at its threshold; 9 has none; 254 is no value";
    EXPECT_TRUE(h->smartFailing);
    EXPECT_TRUE(h->reportsProblem());
}

TEST(AtaSmart, APageWithAWrongChecksumOrTooShortIsNoAnswer)
{
    QByteArray data = ataSmartDataPage(Healthy);
    data[100] = char(data[100] + 1);
    EXPECT_FALSE(parseAtaSmart(data, ataThresholdPage(Healthy), false));
    EXPECT_FALSE(parseAtaSmart(ataSmartDataPage(Healthy).left(511), ataThresholdPage(Healthy), false));
}

std::vector<std::pair<int, int>> commandsOf(const FakeAtaDrive &drive)
{
    std::vector<std::pair<int, int>> sent;
    for (const FakeAtaDrive::Command &c : drive.received())
        sent.emplace_back(c.command, c.features);
    return sent;
}

TEST(AtaSmart, ADriveIsAskedOnlyToReadInTheOrderSmartctlDoes)
{
    FakeAtaDrive drive;
    drive.attributes = Healthy;
    const std::optional<DriveHealth> h = readAtaSmartHealth(*drive.transport());
    ASSERT_TRUE(h);
    EXPECT_EQ(h->temperatureMilliCelsius, 42'000);
    const std::vector<std::pair<int, int>> expected {{0xEC, 0}, {Smart, 0xD0}, {Smart, 0xD1}, {Smart, 0xDA}};
    EXPECT_EQ(commandsOf(drive), expected)
        << "IDENTIFY, READ DATA, READ THRESHOLDS, RETURN STATUS: nothing that writes";
    drive.exceeded = true;
    const std::optional<DriveHealth> failing = readAtaSmartHealth(*drive.transport());
    ASSERT_TRUE(failing);
    EXPECT_TRUE(failing->smartFailing);
}

TEST(AtaSmart, SmartOffOrNotPassedThroughIsUnknownAndSmartIsNeverSwitchedOn)
{
    FakeAtaDrive off;
    off.smartEnabled = false;
    EXPECT_FALSE(readAtaSmartHealth(*off.transport()));
    EXPECT_EQ(off.received().size(), 1u) << "IDENTIFY alone: no SMART ENABLE OPERATIONS";
    FakeAtaDrive scsi;
    scsi.passesThrough = false;
    EXPECT_FALSE(readAtaSmartHealth(*scsi.transport()));
    EXPECT_EQ(scsi.received().size(), 1u);
}
