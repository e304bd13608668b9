// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "selftestgate.h"

#include "health/selftestdrivers.h"

#include <atomic>

namespace Sektor::Helper::SelfTestGate {

namespace {
// Set on the helper's main thread before a session's run starts, read on the run's thread.
std::atomic<bool> udisksAllowed {false};
} // namespace

void allowUdisks(bool allowed)
{
    udisksAllowed.store(allowed);
}

void registerSource()
{
    setSelfTestDriverSource([](const SelfTestDriverRequest &request) {
        return Health::selfTestDriverFor(request, udisksAllowed.load());
    });
}

} // namespace Sektor::Helper::SelfTestGate
