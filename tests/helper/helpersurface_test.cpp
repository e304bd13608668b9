// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The surface tests of a raw device by an unprivileged user: through the helper with the read authorization, the
// whole result (its chunks and ranges) streamed back to the caller; refused for a user polkit denies; and a scan
// stopped mid-way leaves the device unwritten and the helper idle, the caller keeping what was found.
#include "helperonbus.h"

#include "support/shapeddevice.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <gtest/gtest.h>

#include <thread>

using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {
QJsonObject surfaceOf(const std::string &json)
{
    const QJsonObject doc = QJsonDocument::fromJson(QByteArray::fromStdString(json)).object();
    return doc.value(QStringLiteral("tests")).toArray().at(0).toObject().value(QStringLiteral("surface")).toObject();
}
} // namespace

TEST_F(HelperOnBus, AnAllowedUserScansARawDeviceThroughTheHelperAndADeniedOneIsRefused)
{
    const BlockStat before = BlockStat::read(name());
    const CommandResult denied
        = m_bus->runAs(Denied, "sektor-cli", {"run", "--profile", "read-scan", "--quiet", m_loop.device()});
    EXPECT_EQ(denied.exitCode, 17) << denied.err;
    EXPECT_EQ((BlockStat::read(name()) - before).readIos, 0u) << "nothing read for a denied user";

    const CommandResult r = m_bus->runAs(
        Allowed, "sektor-cli", {"run", "--profile", "read-scan", "--quiet", "--json", "-", m_loop.device()});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.err.find("[Read Scan] SEQ    1MiB (Q=  1, T= 1): every byte of 64.0 MiB"), std::string::npos) << r.err;
    const QJsonObject surface = surfaceOf(r.out);
    EXPECT_EQ(surface.value(QStringLiteral("deviceBytes")).toInteger(), 64 << 20);
    EXPECT_EQ(surface.value(QStringLiteral("readBytes")).toInteger(), 64 << 20);
    EXPECT_EQ(surface.value(QStringLiteral("chunks")).toArray().size(), 1) << "the chunks came over the pipe";
    const BlockStat delta = BlockStat::read(name()) - before;
    EXPECT_EQ(delta.readSectors * 512, 64ull << 20) << "every byte once";
    EXPECT_EQ(delta.writeIos, 0u);
}

TEST_F(HelperOnBus, AScanStoppedMidWayLeavesTheDeviceUnwrittenAndTheHelperIdle)
{
    DeviceShape shape;
    shape.size = 256ull << 20;
    shape.readZones = {{shape.size, 20e6}}; // ~13 s for all of it
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    const BlockStat before = BlockStat::read(device.name());
    auto cli = m_bus->startAs(
        Allowed, "sektor-cli", {"run", "--profile", "read-scan", "--quiet", "--json", "-", device.device()});
    QElapsedTimer t;
    t.start();
    while (BlockStat::readNow(device.name()).readIos == before.readIos && t.elapsed() < 10000)
        std::this_thread::sleep_for(20ms);
    ASSERT_LT(t.elapsed(), 10000) << "the scan never started";
    std::this_thread::sleep_for(1s);
    run({"pkill", "-INT", "-f", m_bus->program("sektor-cli")});
    ASSERT_TRUE(cli->waitForFinished(5000));
    EXPECT_EQ(cli->exitCode(), 130) << cli->readAllStandardError().toStdString();
    const QJsonObject surface = surfaceOf(cli->readAllStandardOutput().toStdString());
    EXPECT_GT(surface.value(QStringLiteral("readBytes")).toInteger(), 0) << "what was read is kept";
    EXPECT_LT(surface.value(QStringLiteral("readBytes")).toInteger(), qint64(shape.size) / 2);

    std::this_thread::sleep_for(300ms);
    const BlockStat after = BlockStat::readNow(device.name());
    std::this_thread::sleep_for(300ms);
    EXPECT_EQ(BlockStat::readNow(device.name()).readIos, after.readIos) << "the helper stopped reading";
    EXPECT_EQ((after - before).writeIos, 0u) << "and never wrote";
    t.restart();
    while (!HelperBus::helperPids().empty() && t.elapsed() < 8000)
        std::this_thread::sleep_for(100ms);
    EXPECT_TRUE(HelperBus::helperPids().empty()) << "the helper went idle and exited";
}
