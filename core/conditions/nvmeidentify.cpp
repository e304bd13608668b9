// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "conditions/nvmeidentify.h"
#include "conditions/nvmeselftestcommands.h"

namespace Sektor::Conditions {

namespace {
// Byte offsets from the specification's table.
constexpr qsizetype OptionalAdminCommandsAt = 256; // OACS
constexpr qsizetype WarningTemperatureAt = 266; // WCTEMP
constexpr qsizetype ExtendedSelfTestTimeAt = 316; // EDSTT
constexpr int DeviceSelfTestSupported = 1 << 4;

int little16(QByteArrayView data, qsizetype at)
{
    return static_cast<unsigned char>(data[at]) | (static_cast<unsigned char>(data[at + 1]) << 8);
}
} // namespace

std::optional<NvmeSelfTestFacts> parseNvmeSelfTestFacts(QByteArrayView identify)
{
    if (identify.size() < qsizetype(NvmeIdentifySize))
        return std::nullopt;
    NvmeSelfTestFacts facts;
    facts.selfTests = (little16(identify, OptionalAdminCommandsAt) & DeviceSelfTestSupported) != 0;
    facts.extendedMinutes = little16(identify, ExtendedSelfTestTimeAt);
    facts.warningKelvin = little16(identify, WarningTemperatureAt);
    return facts;
}

} // namespace Sektor::Conditions
