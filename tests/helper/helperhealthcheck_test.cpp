// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The Health Check of a raw device by an unprivileged user: through the helper with the read authorization,
// which runs the check's drivers as root on the descriptor it opened; refused for a user polkit denies. On a loop
// device there are no self-tests (and no udisks on this bus): the result says so, the verdict is UNKNOWN, and not a
// byte of the device is read or written.
#include "helperonbus.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Sektor::Test;

TEST_F(HelperOnBus, AnAllowedUserChecksARawDevicesHealthThroughTheHelperAndADeniedOneIsRefused)
{
    const BlockStat before = BlockStat::read(name());
    const CommandResult denied
        = m_bus->runAs(Denied, "sektor-cli", {"run", "--profile", "health-check", "--quiet", m_loop.device()});
    EXPECT_EQ(denied.exitCode, 17) << denied.err;

    const CommandResult r = m_bus->runAs(
        Allowed, "sektor-cli", {"run", "--profile", "health-check", "--quiet", "--json", "-", m_loop.device()});
    ASSERT_EQ(r.exitCode, 29) << "UNKNOWN: a loop device tells nothing of its health: " << r.err;
    EXPECT_NE(r.err.find("[Health Check] UNKNOWN"), std::string::npos) << r.err;
    const QJsonObject summary = QJsonDocument::fromJson(QByteArray::fromStdString(r.out))
                                    .object()
                                    .value(QStringLiteral("healthCheck"))
                                    .toObject();
    EXPECT_EQ(summary.value(QStringLiteral("verdict")).toString(), QStringLiteral("unknown"));
    const QJsonObject selfTest = summary.value(QStringLiteral("selfTest")).toObject();
    EXPECT_EQ(selfTest.value(QStringLiteral("status")).toString(), QStringLiteral("not-available"));
    EXPECT_EQ(selfTest.value(QStringLiteral("unavailable")).toString(), QStringLiteral("no-self-tests"))
        << "a loop device has none, whether or not udisks runs";
    const BlockStat delta = BlockStat::read(name()) - before;
    EXPECT_EQ(delta.readIos, 0u) << "a health check moves no data";
    EXPECT_EQ(delta.writeIos, 0u);
}
