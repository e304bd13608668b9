// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "support/quickrun.h"

#include "model/units.h"

namespace Sektor::Test {

using namespace std::chrono_literals;

RunOptions quickRunOptions()
{
    RunOptions o;
    o.testSize = 16 * MiB;
    o.runs = 1;
    o.warmup = 0ms;
    o.measureTime = 200ms;
    o.interval = 0ms;
    return o;
}

std::vector<std::string> quickOptions()
{
    const RunOptions o = quickRunOptions();
    return {"--size",
            std::to_string(o.testSize / MiB) + "MiB",
            "--runs",
            std::to_string(o.runs),
            "--time",
            std::to_string(o.measureTime.count()) + "ms",
            "--warmup",
            std::to_string(o.warmup.count()) + "ms",
            "--interval",
            std::to_string(o.interval.count()) + "ms",
            "--profile",
            "Demo",
            "--quiet"};
}

std::vector<std::string> quickRun(const std::vector<std::string> &extra)
{
    std::vector<std::string> args {"run"};
    const std::vector<std::string> quick = quickOptions();
    args.insert(args.end(), quick.begin(), quick.end());
    args.insert(args.end(), extra.begin(), extra.end());
    return args;
}

} // namespace Sektor::Test
