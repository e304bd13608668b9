// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A run's I/O buffers may take at most a quarter of the memory available when it starts,
// checked before anything is allocated; the figure comes from /proc/meminfo.
#include "benchmarkfixture.h"
#include "support/tempdir.h"

#include "engine/buffermemory.h"

#include <gtest/gtest.h>

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
