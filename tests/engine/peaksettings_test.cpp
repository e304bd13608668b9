// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Peak mode polls completions (IOPOLL) only where the device has poll queues and the target is open with O_DIRECT,
// and says so either way (engine/peakmode.h), read from a sysfs laid out as the kernel's.
#include "support/tempdir.h"

#include "engine/peakmode.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
void writeFile(const std::filesystem::path &path, const char *text)
{
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path) << text;
}
} // namespace

TEST(PeakSettings, IoPollOnlyWithPollQueuesAndDirectIo)
{
    const TempDir dir;
    const std::filesystem::path root(dir.path());
    // As /sys/class/block: links to the devices' directories; a partition's directory is inside its disk's.
    writeFile(root / "devices/nvme0n1/queue/io_poll", "1\n");
    std::filesystem::create_directories(root / "devices/nvme0n1/nvme0n1p2");
    writeFile(root / "devices/sda/queue/io_poll", "0\n");
    std::filesystem::create_directories(root / "class");
    std::filesystem::create_directory_symlink("../devices/nvme0n1", root / "class/nvme0n1");
    std::filesystem::create_directory_symlink("../devices/nvme0n1/nvme0n1p2", root / "class/nvme0n1p2");
    std::filesystem::create_directory_symlink("../devices/sda", root / "class/sda");
    const QString sysBlock = QString::fromStdString((root / "class").string());

    const PeakSettings nvme = peakSettings(QStringLiteral("nvme0n1"), true, sysBlock);
    EXPECT_TRUE(nvme.ioPoll);
    EXPECT_TRUE(nvme.detail.contains(QLatin1String("IOPOLL: completions polled on nvme0n1's poll queues")))
        << nvme.detail.toStdString();
    EXPECT_TRUE(peakSettings(QStringLiteral("nvme0n1p2"), true, sysBlock).ioPoll) << "a partition polls its disk";

    const PeakSettings sda = peakSettings(QStringLiteral("sda"), true, sysBlock);
    EXPECT_FALSE(sda.ioPoll);
    EXPECT_TRUE(sda.detail.contains(QLatin1String("IOPOLL not in effect: sda has no poll queues (queue/io_poll 0)")))
        << sda.detail.toStdString();

    const PeakSettings buffered = peakSettings(QStringLiteral("nvme0n1"), false, sysBlock);
    EXPECT_FALSE(buffered.ioPoll);
    EXPECT_TRUE(buffered.detail.contains(QLatin1String("not open with O_DIRECT")));
    const PeakSettings none = peakSettings(QString(), true, sysBlock);
    EXPECT_FALSE(none.ioPoll);
    EXPECT_TRUE(none.detail.contains(QLatin1String("no block device under the target")));
    EXPECT_FALSE(peakSettings(QStringLiteral("vdz"), true, sysBlock).ioPoll);
    for (const PeakSettings &s : {nvme, sda, buffered, none})
        EXPECT_TRUE(s.detail.startsWith(QLatin1String("SQPOLL"))) << s.detail.toStdString();
}
