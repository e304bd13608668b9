// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <ostream>

namespace Sektor::Test {

/// A signal sent to sektor-cli and the exit code it must end with (128 + the signal), a test parameter.
struct SignalCase
{
    const char *name;
    int signal;
    int exitCode;
};

/// gtest names the case by its signal ("Sigint") in its output.
inline void PrintTo(const SignalCase &c, std::ostream *out)
{
    *out << c.name;
}

} // namespace Sektor::Test
