// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A run's I/O buffers may take at most a quarter of the memory available when it starts, and
// no more than its cgroup's memory limit leaves, checked before anything is allocated; the
// figures come from /proc/meminfo and the cgroup tree.
#include "benchmarkfixture.h"
#include "support/tempdir.h"

#include "engine/buffermemory.h"
#include "engine/cgroupmemory.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace Sektor;
using namespace Sektor::Test;

TEST(BufferMemory, ReadsMemAvailableInBytes)
{
    TempDir proc;
    std::ofstream(proc.file("meminfo")) << "MemTotal:       24594400 kB\n"
                                           "MemFree:        20000000 kB\n"
                                           "MemAvailable:    2097152 kB\n"
                                           "Buffers:            1000 kB\n";
    EXPECT_EQ(memAvailableBytes(QString::fromStdString(proc.path())), 2ull * GiB);
    EXPECT_EQ(memAvailableBytes(QStringLiteral("/nonexistent")), 0u);
    EXPECT_GT(memAvailableBytes(), 0u) << "the real /proc/meminfo";
}

TEST(BufferMemory, AQuarterOfTheAvailableMemoryAtMost)
{
    const TestSpec big = seq1m(256, 4); // 1 GiB of buffers
    EXPECT_EQ(bufferBytes(big), 1ull * GiB);
    EXPECT_FALSE(bufferMemoryError(big, 4ull * GiB).isError());
    const Error e = bufferMemoryError(big, 4ull * GiB - 4096);
    ASSERT_EQ(e.code, ErrorCode::OutOfMemory);
    EXPECT_EQ(e.value, 1ull * GiB);
    EXPECT_EQ(e.limit, (4ull * GiB - 4096) / 4);
    EXPECT_TRUE(e.message().contains(QLatin1String("1.0 GiB"))) << qPrintable(e.message());
    EXPECT_FALSE(bufferMemoryError(big, 0).isError()) << "unknown memory: the static limit holds";
}

// Blocks larger than a page are mapped in huge pages: each thread's buffers take whole 2 MiB pages.
TEST(BufferMemory, HugePageBuffersCountWholeHugePages)
{
    EXPECT_EQ(bufferBytes(seq1m(1, 1)), 2 * MiB) << "one 1 MiB block in a 2 MiB page";
    EXPECT_EQ(bufferBytes(seq1m(3, 2)), 2 * 4 * MiB) << "3 MiB per thread in two pages";
    EXPECT_EQ(bufferBytes(TestSpec {AccessPattern::Random, 4 * KiB, 32, 1, false}), 128 * KiB)
        << "4 KiB blocks stay in small pages";
}

namespace {
// A process's /proc/self/cgroup and the cgroup tree it names, in folders of the test's own: what
// cgroupMemoryHeadroom() reads.
class CgroupFiles
{
public:
    explicit CgroupFiles(const std::string &membership) { write(m_proc, "self/cgroup", membership); }
    /// Writes @p text into the file @p path of the cgroup tree.
    void set(const std::string &path, const std::string &text) { write(m_cgroup, path, text); }
    std::optional<std::uint64_t> headroom() const { return cgroupMemoryHeadroom(procRoot(), cgroupRoot()); }
    QString procRoot() const { return QString::fromStdString(m_proc.path()); }
    QString cgroupRoot() const { return QString::fromStdString(m_cgroup.path()); }

private:
    static void write(const TempDir &dir, const std::string &path, const std::string &text)
    {
        std::filesystem::create_directories(std::filesystem::path(dir.file(path)).parent_path());
        std::ofstream(dir.file(path)) << text;
    }

    TempDir m_proc;
    TempDir m_cgroup;
};
} // namespace

// A systemd unit's MemoryMax (cgroup v2) bounds a run's buffers like the available memory does,
// the tightest limit of the process's cgroup and those above it counting.
TEST(BufferMemory, ReadsTheCgroupV2MemoryLimitLeft)
{
    CgroupFiles files("0::/system.slice/sektor-helper.service\n");
    files.set("cgroup.controllers", "cpu memory pids\n");
    files.set("system.slice/memory.max", "max\n");
    files.set("system.slice/memory.current", "5000000000\n");
    files.set("system.slice/sektor-helper.service/memory.max", "3221225472\n");
    files.set("system.slice/sektor-helper.service/memory.current", "33554432\n");
    EXPECT_EQ(files.headroom(), 3ull * GiB - 32 * MiB);
    files.set("system.slice/memory.max", "4000000000\n"); // the slice has less left than the service
    EXPECT_EQ(files.headroom(), 0u) << "the slice is over its limit";
    files.set("system.slice/memory.max", "max\n");
    files.set("system.slice/sektor-helper.service/memory.max", "max\n");
    EXPECT_EQ(files.headroom(), std::nullopt) << "no limit anywhere";
    EXPECT_EQ(cgroupMemoryHeadroom(QStringLiteral("/nonexistent"), files.cgroupRoot()), std::nullopt);
}

// The same on the v1 memory hierarchy (a hybrid system, this CI machine), where no limit reads as a huge number.
TEST(BufferMemory, ReadsTheCgroupV1MemoryLimitLeft)
{
    CgroupFiles files("8:pids:/\n4:memory:/a/b\n0::/\n");
    for (const char *unlimited : {"memory", "memory/a"})
        files.set(std::string(unlimited) + "/memory.limit_in_bytes", "9223372036854771712\n");
    files.set("memory/a/b/memory.limit_in_bytes", "1073741824\n");
    files.set("memory/a/b/memory.usage_in_bytes", "104857600\n");
    EXPECT_EQ(files.headroom(), 1ull * GiB - 100 * MiB);
}

// What the cgroup leaves, less an eighth for the run's results, bounds the buffers; the tighter limit is named.
TEST(BufferMemory, TheCgroupLimitBoundsTheBuffersToo)
{
    const TestSpec big = seq1m(256, 4); // 1 GiB of buffers
    EXPECT_FALSE(bufferMemoryError(big, 16ull * GiB, 2ull * GiB).isError());
    const Error e = bufferMemoryError(big, 16ull * GiB, 1ull * GiB);
    ASSERT_EQ(e.code, ErrorCode::OutOfMemory);
    EXPECT_EQ(e.limit, 1ull * GiB - 1ull * GiB / CgroupReserveDivisor);
    EXPECT_TRUE(e.message().contains(QLatin1String("cgroup"))) << qPrintable(e.message());
    const Error share = bufferMemoryError(big, 2ull * GiB, 1ull * GiB);
    EXPECT_EQ(share.limit, 512ull * MiB) << "a quarter of 2 GiB is tighter than 7/8 of 1 GiB";
    EXPECT_TRUE(bufferMemoryError(big, 0, 1ull * GiB).isError()) << "unknown MemAvailable: the cgroup still counts";
}
