// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The burn-in of a raw device by an unprivileged user: through the helper and polkit with the write
// authorization, only with the typed consent, its settings and stop rules carried over the wire, its findings streamed
// back whole; refused for a user polkit denies. A shaped device with a write-error range and one that stores altered
// data: both found exactly through the helper.
#include "helperonbus.h"

#include "support/shapeddevice.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Sektor::Test;

namespace {
constexpr std::uint64_t MiB = 1ull << 20;

std::vector<std::string> burnInArgs(const std::string &device, bool consent)
{
    std::vector<std::string> args {"run",
                                   "--profile",
                                   "burn-in",
                                   "--passes",
                                   "2",
                                   "--patterns",
                                   "zeros,stamps",
                                   "--stop-after-errors",
                                   "50",
                                   "--json",
                                   "-",
                                   device};
    if (consent)
        args.insert(args.end() - 1, "--allow-destroy-data=" + device);
    return args;
}
} // namespace

TEST_F(HelperOnBus, AShapedDevicesFaultsAreFoundByABurnInThroughTheHelperOnlyWithConsent)
{
    DeviceShape shape;
    shape.size = 24 * MiB;
    shape.writeErrors = {{3 * MiB + 512, 512}};
    shape.alteredWrites = {{17 * MiB, 4096}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    const BlockStat before = BlockStat::read(device.name());

    const CommandResult unconfirmed = m_bus->runAs(Allowed, "sektor-cli", burnInArgs(device.device(), false));
    EXPECT_NE(unconfirmed.exitCode, 0) << unconfirmed.out;
    EXPECT_NE(unconfirmed.err.find("--allow-destroy-data"), std::string::npos) << unconfirmed.err;
    const CommandResult denied = m_bus->runAs(Denied, "sektor-cli", burnInArgs(device.device(), true));
    EXPECT_EQ(denied.exitCode, 17) << denied.err;
    EXPECT_EQ((BlockStat::read(device.name()) - before).writeIos, 0u) << "nothing written without both";

    const CommandResult r = m_bus->runAs(Allowed, "sektor-cli", burnInArgs(device.device(), true));
    ASSERT_EQ(r.exitCode, 27) << "the faults make it FAIL: " << r.err;
    EXPECT_NE(r.err.find("[Burn-in] SEQ  128KiB (Q=  1, T= 1): 2 passes of zeros, stamps over 24.0 MiB"),
              std::string::npos)
        << r.err;
    const QJsonObject doc = QJsonDocument::fromJson(QByteArray::fromStdString(r.out)).object();
    const QJsonObject test = doc.value(QStringLiteral("tests")).toArray().at(0).toObject();
    EXPECT_EQ(test.value(QStringLiteral("burnIn")).toObject().value(QStringLiteral("stepsDone")).toInt(), 8)
        << "its passes and patterns crossed the wire";
    EXPECT_EQ(doc.value(QStringLiteral("options"))
                  .toObject()
                  .value(QStringLiteral("stopRules"))
                  .toObject()
                  .value(QStringLiteral("afterErrors")),
              50)
        << "and its stop rules";
    QStringList found;
    for (const QJsonValue &range :
         test.value(QStringLiteral("surface")).toObject().value(QStringLiteral("ranges")).toArray()) {
        const QJsonObject o = range.toObject();
        found << QStringLiteral("%1 %2+%3")
                     .arg(o.value(QStringLiteral("kind")).toString())
                     .arg(o.value(QStringLiteral("offset")).toInteger())
                     .arg(o.value(QStringLiteral("length")).toInteger());
    }
    // The unwritten sector reads back as what was there: its write error, not corrupt too.
    EXPECT_EQ(found,
              (QStringList {QStringLiteral("write-error 3146240+512"), QStringLiteral("corrupt 17825792+4096")}));
    const BlockStat delta = BlockStat::read(device.name()) - before;
    EXPECT_EQ(
        delta.writeSectors * 512,
        std::uint64_t(doc.value(QStringLiteral("totals")).toObject().value(QStringLiteral("writeBytes")).toInteger()))
        << "the helper wrote what the result says, and no more";
}
