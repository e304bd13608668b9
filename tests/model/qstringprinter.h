// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

#include <ostream>

// GoogleTest prints unknown types as raw bytes; this makes failing QString comparisons readable.
// Found by argument-dependent lookup, so it must live in QString's (the global) namespace.
inline void PrintTo(const QString &s, std::ostream *os)
{
    *os << '"' << s.toStdString() << '"';
}
