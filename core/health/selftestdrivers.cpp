// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "health/selftestdrivers.h"

namespace Sektor::Health {

SelfTestDriverChoice selfTestDriverFor(const SelfTestDriverRequest &request)
{
    SelfTestDriverChoice choice;
    const QString &transport = request.transport;
    if (transport == QLatin1String("loop") || transport == QLatin1String("virtio") || transport == QLatin1String("mmc"))
        return choice; // no self-tests there
    return choice;
}

void registerSelfTestDrivers()
{
    setSelfTestDriverSource(&selfTestDriverFor);
}

} // namespace Sektor::Health
