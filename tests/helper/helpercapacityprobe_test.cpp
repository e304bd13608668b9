// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The capacity probe of a raw device by an unprivileged user: through the helper and polkit with the write
// authorization, only with the typed consent, the findings streamed back whole; refused for a user polkit denies.
#include "helperonbus.h"

#include "support/shapeddevice.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Sektor::Test;

namespace {
std::vector<std::string> probeArgs(const std::string &device, bool consent)
{
    std::vector<std::string> args {"run", "--profile", "Capacity Probe", "--json", "-", device};
    if (consent)
        args.insert(args.end() - 1, "--allow-destroy-data=" + device);
    return args;
}

QJsonObject verifyOf(const std::string &json)
{
    const QJsonObject doc = QJsonDocument::fromJson(QByteArray::fromStdString(json)).object();
    return doc.value(QStringLiteral("tests")).toArray().at(0).toObject().value(QStringLiteral("verify")).toObject();
}
} // namespace

TEST_F(HelperOnBus, AFakeDeviceIsFoundFakeThroughTheHelperOnlyWithConsentAndNotForADeniedUser)
{
    ShapedDevice device(DeviceShape::fakeCapacity(1ull << 30, 256ull << 20));
    ASSERT_TRUE(device.ok()) << device.error();
    const BlockStat before = BlockStat::read(device.name());

    const CommandResult unconfirmed = m_bus->runAs(Allowed, "sektor-cli", probeArgs(device.device(), false));
    EXPECT_NE(unconfirmed.exitCode, 0) << unconfirmed.out;
    EXPECT_NE(unconfirmed.err.find("--allow-destroy-data"), std::string::npos) << unconfirmed.err;
    const CommandResult denied = m_bus->runAs(Denied, "sektor-cli", probeArgs(device.device(), true));
    EXPECT_EQ(denied.exitCode, 17) << denied.err;
    EXPECT_EQ((BlockStat::read(device.name()) - before).writeIos, 0u) << "nothing written without both";

    const CommandResult r = m_bus->runAs(Allowed, "sektor-cli", probeArgs(device.device(), true));
    ASSERT_EQ(r.exitCode, 27) << "FAKE: " << r.err;
    EXPECT_NE(r.err.find("[Capacity Probe] FAKE"), std::string::npos) << r.err;
    const QJsonObject verify = verifyOf(r.out);
    EXPECT_EQ(verify.value(QStringLiteral("verdict")).toString(), QStringLiteral("fake"));
    EXPECT_EQ(verify.value(QStringLiteral("claimedBytes")).toInteger(), 1ll << 30);
    EXPECT_EQ(verify.value(QStringLiteral("usableBytes")).toInteger(), 256ll << 20);
    EXPECT_EQ(verify.value(QStringLiteral("wrapBytes")).toInteger(), 256ll << 20);
    const BlockStat delta = BlockStat::read(device.name()) - before;
    EXPECT_EQ(delta.writeSectors * 512, std::uint64_t(verify.value(QStringLiteral("bytesWritten")).toInteger()))
        << "the helper wrote what the findings say, and no more";
}
