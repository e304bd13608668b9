// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QByteArray>

namespace Sektor::Fuzz {

/**
 * One input through everything a result file from someone else goes through: the CLI's bounded read (from a memfd, a
 * regular file), fromJson(), and for a result it accepts, what is printed and exported of it (the text results, CSV,
 * the terminal's visible text) and the JSON written back, which must read back too. Crashes, sanitizer reports and a
 * broken round trip (abort()) are what the fuzzer looks for. Returns whether the input was accepted as a result.
 */
bool readUntrustedResult(const QByteArray &input);

} // namespace Sektor::Fuzz
