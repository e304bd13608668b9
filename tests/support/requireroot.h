// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <gtest/gtest.h>

namespace Sektor::Test {

/// True when running under CI (the CI environment variable is set): root tests must not skip there.
bool inCi();
bool isRoot();

} // namespace Sektor::Test

/// Skips the test with a reason when not root, but fails it in CI, where it must run.
#define SEKTOR_REQUIRE_ROOT()                                                                                          \
    do {                                                                                                               \
        if (!::Sektor::Test::isRoot()) {                                                                               \
            if (::Sektor::Test::inCi())                                                                                \
                FAIL() << "This test needs root (loop devices, mounts) and CI runs as root: not skipping.";            \
            GTEST_SKIP() << "needs root (loop devices, mounts); run tests/run-all.sh as root";                         \
        }                                                                                                              \
    } while (false)
