// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "support/quickrun.h"

namespace Sektor::Test {

std::vector<std::string> quickOptions()
{
    return {"--size",
            "16MiB",
            "--runs",
            "1",
            "--time",
            "0.2s",
            "--warmup",
            "0",
            "--interval",
            "0",
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
