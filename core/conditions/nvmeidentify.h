// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QByteArrayView>

#include <optional>

namespace Sektor::Conditions {

/// What an NVMe controller's Identify data says of its self-tests and temperatures.
struct NvmeSelfTestFacts
{
    bool selfTests = false; ///< OACS bit 4: the controller supports the Device Self-test command.
    int extendedMinutes = 0; ///< EDSTT: the extended test's time in minutes; 0 where the drive gives none.
    int warningKelvin = 0; ///< WCTEMP: the composite temperature's warning threshold; 0 where the drive gives none.

    bool operator==(const NvmeSelfTestFacts &) const = default;
};

/**
 * The self-test facts of an Identify Controller data structure (CNS 01h) as the drive returned it (little-endian,
 * NVMe base specification 2.0, figure "Identify Controller Data Structure": OACS bytes 257:256, WCTEMP 267:266,
 * EDSTT 317:316). nullopt for data shorter than 4096 bytes.
 */
std::optional<NvmeSelfTestFacts> parseNvmeSelfTestFacts(QByteArrayView identify);

} // namespace Sektor::Conditions
