// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <sched.h>

#include <string>

namespace Sektor::Test {

/**
 * Every thread of this process held to processor 0 while the object lives, as `taskset -a -c 0` would hold it, so a
 * run in a window under test has one processor as `taskset -c 0 sektor-cli` has; threads started meanwhile inherit it.
 * Every thread gets the process's processors back when it goes away, also when the test fails.
 */
class OneProcessor
{
public:
    OneProcessor();
    ~OneProcessor();
    OneProcessor(const OneProcessor &) = delete;
    OneProcessor &operator=(const OneProcessor &) = delete;

    bool ok() const { return m_error.empty(); }
    std::string error() const { return m_error; }

private:
    cpu_set_t m_before {};
    std::string m_error;
};

} // namespace Sektor::Test
