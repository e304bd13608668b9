// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <gtest/gtest.h>

namespace Sektor::Test {

/// True when running under CI (the CI environment variable set, and not to 0 or false): no test may skip there.
bool inCi();
bool isRoot();

} // namespace Sektor::Test

/// A requirement of the test is missing (root, a kernel feature, a display): skips it with @p reason, but fails it in
/// CI, where CI provides every requirement, so a missing one is a broken setup that a skip would hide as a pass.
/// @p reason is streamed (`"io_uring: " << why`). Like GTEST_SKIP(), returns from the test.
#define SEKTOR_SKIP_OR_FAIL_IN_CI(reason)                                                                              \
    do {                                                                                                               \
        if (::Sektor::Test::inCi())                                                                                    \
            FAIL() << "CI must not skip this test, and it lacks a requirement: " << reason;                            \
        GTEST_SKIP() << reason;                                                                                        \
    } while (false)

/// Skips the test with a reason when not root, but fails it in CI, where it must run.
#define SEKTOR_REQUIRE_ROOT()                                                                                          \
    do {                                                                                                               \
        if (!::Sektor::Test::isRoot())                                                                                 \
            SEKTOR_SKIP_OR_FAIL_IN_CI("needs root (loop devices, mounts); run tests/run-all.sh as root");              \
    } while (false)
