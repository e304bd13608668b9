// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// sektor-cli station run by a normal user: the drives it takes go through the helper (and polkit), one at a time, as a
// batch's do; a loop device attached while it runs is read and certified, and the station stops on SIGTERM.
#include "helperonbus.h"
#include "stationlog.h"

#include "support/loopdevice.h"
#include "support/tempdir.h"

#include <QFileInfo>

#include <gtest/gtest.h>

#include <csignal>
#include <filesystem>

using namespace Sektor::Test;
using namespace std::chrono_literals;

namespace {
// The station's own process (runuser's child), found by the copy of sektor-cli the bus gave the user.
pid_t stationPid(const std::string &program)
{
    namespace fs = std::filesystem;
    for (const auto &entry : fs::directory_iterator("/proc")) {
        const std::string name = entry.path().filename().string();
        if (name.find_first_not_of("0123456789") != std::string::npos)
            continue;
        std::error_code ec;
        if (fs::read_symlink(entry.path() / "exe", ec).string() == program && !ec)
            return pid_t(std::stoi(name));
    }
    return 0;
}
} // namespace

TEST_F(HelperOnBus, AStationRunByAUserTakesADriveAttachedWhileItRunsThroughTheHelper)
{
    TempDir reports("/var/tmp");
    std::filesystem::permissions(reports.path(), std::filesystem::perms::all);
    auto station = m_bus->startAs(
        Allowed,
        "sektor-cli",
        {"station", "--profile", "read-scan", "--report-dir", reports.path(), "--json-log", "--no-save"});
    ASSERT_FALSE(waitForStationEvent(reports.path(), "listening", {}, 20s).isEmpty())
        << station->readAllStandardError().toStdString();

    LoopDevice::Options options;
    options.size = 32ull << 20;
    options.backingDir = "/var/tmp"; // not in RAM: the station leaves a loop device over tmpfs alone
    LoopDevice drive(options);
    ASSERT_TRUE(drive.ok()) << drive.error();
    const BlockStat before = BlockStat::read(drive.name());
    const QJsonObject started = waitForStationEvent(reports.path(), "started", drive.name(), 20s);
    ASSERT_FALSE(started.isEmpty()) << station->readAllStandardError().toStdString() << stationLogText(reports.path())
                                    << m_bus->log();
    // Through the helper, which serves one run at a time: every drive in one lane.
    EXPECT_EQ(started.value(QStringLiteral("slot")).toString().toStdString(), "helper");
    const QJsonObject report = waitForStationEvent(reports.path(), "report", drive.name(), 60s);
    ASSERT_FALSE(report.isEmpty()) << station->readAllStandardError().toStdString() << stationLogText(reports.path())
                                   << m_bus->log();
    const QJsonObject finished = waitForStationEvent(reports.path(), "finished", drive.name(), 10s);
    EXPECT_EQ(finished.value(QStringLiteral("state")).toString().toStdString(), "finished")
        << finished.value(QStringLiteral("message")).toString().toStdString();
    EXPECT_GT(QFileInfo(report.value(QStringLiteral("certificate")).toString()).size(), 0);
    EXPECT_GE((BlockStat::read(drive.name()) - before).readSectors, (32ull << 20) / 512) << "the helper read all of it";
    EXPECT_NE(m_bus->log().find(drive.name()), std::string::npos) << "the helper opened it: " << m_bus->log();

    const pid_t pid = stationPid(m_bus->program("sektor-cli"));
    ASSERT_GT(pid, 0);
    ASSERT_EQ(::kill(pid, SIGTERM), 0);
    EXPECT_TRUE(station->waitForFinished(20000));
    EXPECT_FALSE(stationEvent(reports.path(), "stopped").isEmpty());
}
