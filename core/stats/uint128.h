// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

namespace Sektor {

/// Exact sums of nanoseconds, and the 128-bit counters of an NVMe drive's health log, never overflow.
__extension__ typedef unsigned __int128 UInt128;

/// The value in decimal digits: what JSON files hold where a number would lose bits.
inline QString toDecimalString(UInt128 v)
{
    QString digits;
    do {
        digits.prepend(QLatin1Char(char('0' + int(v % 10))));
        v /= 10;
    } while (v != 0);
    return digits;
}

} // namespace Sektor
