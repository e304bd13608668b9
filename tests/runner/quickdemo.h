// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "runner/runner.h"

#include <chrono>
#include <string>

namespace Sektor::Test {

/// The Demo profile in @p dir, one short run of each test: what the runner tests start.
inline RunRequest quickDemo(const std::string &dir)
{
    using namespace std::chrono_literals;
    RunRequest request;
    request.profile = *findProfile(QStringLiteral("demo"));
    request.target = QString::fromStdString(dir);
    request.options.testSize = 16 * MiB;
    request.options.runs = 1;
    request.options.warmup = 0ms;
    request.options.measureTime = 200ms;
    request.options.interval = 0ms;
    request.comment = QStringLiteral("runner test");
    return request;
}

} // namespace Sektor::Test
