// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/kinds/healthcheckoptions.h"
#include "model/wiredictionary.h"

namespace Sektor {

// Every type the window and the command line offer runs; the wire refuses a vendor's own.
Error HealthCheckOptions::validate() const
{
    return {};
}

QVariantMap HealthCheckOptions::toWire() const
{
    return {{QStringLiteral("selfTest"), quint32(selfTest)}};
}

HealthCheckOptions HealthCheckOptions::fromWire(WireDictionaryReader &wire)
{
    return {SelfTestType(wire.u32("selfTest", 0, quint32(SelfTestType::Conveyance)))};
}

} // namespace Sektor
