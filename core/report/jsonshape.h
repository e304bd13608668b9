// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QByteArray>

namespace Sektor {

/**
 * What a JSON text would cost once parsed, counted in one pass over its bytes before anything is allocated:
 * QJsonDocument spends a few hundred bytes on each object or array and tens on each value, so a text of empty
 * arrays ("[[],[],…]") costs a hundred times its size. The counts are upper bounds (a comma or a colon in a string
 * is skipped; malformed text may count a little high, and fails to parse anyway).
 */
struct JsonShape
{
    qsizetype containers = 0; ///< Objects and arrays.
    qsizetype items = 0; ///< Values and keys: containers, commas and colons.
    int depth = 0; ///< The deepest nesting.
};

JsonShape measureJsonShape(const QByteArray &json);

/**
 * What fromJson() parses at most, checked with measureJsonShape() before QJsonDocument allocates anything. The biggest
 * result the app writes is the Default profile with every option at its widest: 8 tests × 9 runs × 10 minutes of
 * 100 ms samples, 432 000 sample objects, about 170 MB of indented JSON (resultlimits_test.cpp builds a test of it and
 * checks the whole against these bounds). Each bound leaves that room, and together they hold QJsonDocument's memory
 * for the worst text within them (empty arrays, single digits) to about a gigabyte instead of 47 times the file.
 */
namespace ResultJsonLimits {
inline constexpr qsizetype MaxContainers = 2'000'000;
inline constexpr qsizetype MaxItems = 24'000'000;
inline constexpr int MaxDepth = 32; ///< A result nests 7 deep.
} // namespace ResultJsonLimits

} // namespace Sektor
