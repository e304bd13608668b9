// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The test file: never visible, never left behind, fully written before anything reads it.
#include "benchmarkfixture.h"
#include "model/caveats.h"
#include "support/loopdevice.h"
#include "support/mountedloop.h"
#include "support/requireroot.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <QDir>
#include <QFileInfo>

#include <fcntl.h>
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <vector>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
// The engine's open test file, found through /proc/self/fd: its link names the directory.
int openEngineTestFile(const std::string &dir)
{
    const QDir fds(QStringLiteral("/proc/self/fd"));
    for (const QString &entry : fds.entryList(QDir::NoDotAndDotDot | QDir::System | QDir::Files)) {
        const QString link = QFileInfo(fds.filePath(entry)).symLinkTarget();
        if (link.startsWith(QString::fromStdString(dir) + QLatin1Char('/')))
            return ::open(QFile::encodeName(fds.filePath(entry)).constData(), O_RDONLY | O_CLOEXEC);
    }
    return -1;
}

struct ExtentCheck
{
    bool found = false;
    std::uint64_t mappedBytes = 0;
    std::uint64_t unwrittenBytes = 0;
};

ExtentCheck checkExtents(int fd)
{
    ExtentCheck check;
    std::vector<char> buffer(sizeof(fiemap) + 512 * sizeof(fiemap_extent));
    auto *map = reinterpret_cast<fiemap *>(buffer.data());
    map->fm_length = FIEMAP_MAX_OFFSET;
    map->fm_flags = FIEMAP_FLAG_SYNC;
    map->fm_extent_count = 512;
    if (ioctl(fd, FS_IOC_FIEMAP, map) != 0)
        return check;
    check.found = true;
    for (unsigned i = 0; i < map->fm_mapped_extents; ++i) {
        check.mappedBytes += map->fm_extents[i].fe_length;
        if (map->fm_extents[i].fe_flags & FIEMAP_EXTENT_UNWRITTEN)
            check.unwrittenBytes += map->fm_extents[i].fe_length;
    }
    return check;
}
} // namespace

TEST(TestFile, NeverVisibleAndRemovedAfterSuccess)
{
    TempDir dir("/dev/shm");
    bool sawEntry = false;
    CallbackObserver observer([&](const Progress &) {
        sawEntry = sawEntry || !listDirectory(dir.path()).empty();
    });
    const RunOutcome outcome
        = runBenchmark(customProfile({rnd4k(4)}, {IoMode::Read, IoMode::Write}), dir.path(), quickOptions(), &observer);
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    EXPECT_FALSE(sawEntry) << "the test file must have no name while the test runs";
    EXPECT_EQ(listDirectory(dir.path()), "");
    EXPECT_EQ(outcome.result.target.filesystem, QStringLiteral("tmpfs"));
    EXPECT_TRUE(outcome.result.target.memoryBacked);
    EXPECT_TRUE(caveatsOf(outcome.result).contains(QLatin1String(Caveat::MemoryBacked)));
    EXPECT_EQ(outcome.result.tests.size(), 2);
}

TEST(TestFile, ReadsOnlyTouchWrittenExtents)
{
    SEKTOR_REQUIRE_ROOT();
    MountedLoop fs(96 * MiB, "ext4");
    ASSERT_TRUE(fs.ok()) << fs.error();

    ExtentCheck atFirstRead;
    CallbackObserver observer([&](const Progress &p) {
        if (p.phase != Phase::Preparing && p.mode == IoMode::Read && !atFirstRead.found) {
            const int fd = openEngineTestFile(fs.path());
            if (fd >= 0) {
                atFirstRead = checkExtents(fd);
                close(fd);
            }
        }
    });
    const RunOutcome outcome
        = runBenchmark(customProfile({rnd4k(8)}, {IoMode::Read}), fs.path(), quickOptions(32 * MiB), &observer);
    ASSERT_TRUE(outcome.ok()) << outcome.error.message().toStdString();
    ASSERT_TRUE(atFirstRead.found) << "could not inspect the test file during the read test";
    EXPECT_EQ(atFirstRead.mappedBytes, 32 * MiB);
    EXPECT_EQ(atFirstRead.unwrittenBytes, 0u) << "a read test ran over preallocated but never written extents";
    EXPECT_EQ(outcome.result.target.filesystem, QStringLiteral("ext4"));
    // The result names the drive that was measured, found through the catalog.
    EXPECT_EQ(outcome.result.target.mountPoint, QString::fromStdString(fs.path()));
    ASSERT_EQ(outcome.result.target.drives.size(), 1);
    EXPECT_EQ(outcome.result.target.drives.at(0).name, QString::fromStdString(fs.loop().name()));
    EXPECT_EQ(outcome.result.target.drives.at(0).transport, QStringLiteral("loop"));
    EXPECT_EQ(outcome.result.target.drives.at(0).sizeBytes, 96 * MiB);
    EXPECT_TRUE(outcome.result.target.directIo);
    EXPECT_FALSE(outcome.result.target.cacheAffected);
    EXPECT_EQ(listDirectory(fs.path()), "lost+found");
}

TEST(TestFile, RemovedAfterAnErrorMidRun)
{
    SEKTOR_REQUIRE_ROOT();
    // A loop device whose backing file lives on an 8 MiB tmpfs: past 8 MiB its writes fail.
    TempDir backingMount("/dev/shm");
    Mount tmpfs("tmpfs", backingMount.path(), "tmpfs", "size=8m", false);
    ASSERT_TRUE(tmpfs.ok()) << tmpfs.error();
    LoopDevice loop({.size = 64 * MiB, .backingDir = backingMount.path()});
    ASSERT_TRUE(loop.ok()) << loop.error();
    RunOptions options = quickOptions(48 * MiB);
    options.allowDeviceWrites = true;
    const RunOutcome outcome
        = runBenchmark(customProfile({seq1m(4)}, {IoMode::Read, IoMode::Write}), loop.device(), options);
    EXPECT_TRUE(outcome.error.code == ErrorCode::IoError || outcome.error.code == ErrorCode::OutOfSpace)
        << "got: " << outcome.error.message().toStdString();
    EXPECT_TRUE(outcome.result.tests.isEmpty());
}
