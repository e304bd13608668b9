// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/selftestsource.h"

#include <mutex>

namespace Sektor {

namespace {
std::mutex sourceLock; // the source and the timing, each set once by a program or a test
SelfTestDriverSource &registeredSource()
{
    static SelfTestDriverSource source;
    return source;
}

SelfTestTiming &timingSetting()
{
    static SelfTestTiming timing;
    return timing;
}
} // namespace

void setSelfTestDriverSource(SelfTestDriverSource source)
{
    const std::lock_guard lock(sourceLock);
    registeredSource() = std::move(source);
}

std::optional<SelfTestDriverChoice> selfTestDriverFor(const SelfTestDriverRequest &request)
{
    SelfTestDriverSource source;
    {
        const std::lock_guard lock(sourceLock);
        source = registeredSource();
    }
    if (!source)
        return std::nullopt;
    return source(request);
}

void setSelfTestTiming(const SelfTestTiming &timing)
{
    const std::lock_guard lock(sourceLock);
    timingSetting() = timing;
}

SelfTestTiming selfTestTiming()
{
    const std::lock_guard lock(sourceLock);
    return timingSetting();
}

} // namespace Sektor
