// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A drive that stalls gets no normal result. The shaped device answers one request 31 s late, past
// the kernel's 30 s I/O timeout (on a real drive the kernel would abort it and reset the controller; a loop device
// just waits), and the run of 1 s goes that far past its time.
#include "cliexpect.h"
#include "clirun.h"
#include "support/requireroot.h"
#include "support/shapeddevice.h"
#include "support/tempdir.h"

#include <QJsonArray>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Sektor::Test;

TEST(CliStall, AReadThatWaitedPastTheKernelsTimeoutIsCalledAStallNotTheDrivesSpeed)
{
    SEKTOR_REQUIRE_ROOT();
    constexpr std::uint64_t MiB = 1 << 20;
    DeviceShape shape;
    shape.size = 16 * MiB;
    shape.slow = {{1 * MiB, 4096, 31.0}};
    ShapedDevice device(shape);
    ASSERT_TRUE(device.ok()) << device.error();
    TempDir output;
    const std::string json = output.file("result.json");
    const CommandResult r
        = runCli({"run",       "--tests", "SEQ1M-Q1T1", "--modes",      "read", "--size",     "16MiB", "--runs",
                  "1",         "--time",  "1s",         "--warmup",     "0",    "--interval", "0",     "--quiet",
                  "--no-save", "--json",  json,         device.device()});
    ASSERT_EQ(r.exitCode, 0) << r.err;
    EXPECT_NE(r.out.find("Note: SEQ1M Q1T1 Read stalled: an I/O took 31 s, past the kernel's timeout"),
              std::string::npos)
        << r.out;
    bool noted = false;
    for (const QJsonValue note : readJson(json).value(QStringLiteral("notes")).toArray())
        noted = noted || note.toString().contains(QStringLiteral("stalled: an I/O took 31 s"));
    EXPECT_TRUE(noted);
}
