#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Installs what is missing, builds, and runs every test. Tests that need root (loop devices,
# mounts) run as root: directly when this script is root (as in CI), otherwise through sudo.
# Then the same suite (less the package install test) runs again in a build with
# AddressSanitizer and UndefinedBehaviorSanitizer (CMakePresets.json "asan-ubsan"); set
# SEKTOR_SANITIZERS=off to skip that pass. In CI (CI set) every compiler warning is an error.
# Tests run side by side, one per core (SEKTOR_TEST_JOBS to change): those that share a system
# resource hold its RESOURCE_LOCK, and those that use every core (clang-tidy, the install test,
# the perf comparisons) run alone (RUN_SERIAL).
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"
build="${SEKTOR_BUILD_DIR:-$src/build}"
werror=OFF
[ -n "${CI:-}" ] && werror=ON
SEKTOR_CMAKE_ARGS="-DSEKTOR_WERROR=$werror" "$src/packaging/build.sh"

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
ctest_args=(--output-on-failure --no-tests=error --timeout 900 --parallel "${SEKTOR_TEST_JOBS:-$(nproc)}")
# Runs the programs under test save go to a history of the suite's own, never to the account's.
history_home="$build/tests/data-home"
as_root env XDG_DATA_HOME="$history_home" ctest --test-dir "$build" "${ctest_args[@]}"

if [ "${SEKTOR_SANITIZERS:-on}" != off ]; then
    echo "== The suite again under AddressSanitizer and UndefinedBehaviorSanitizer"
    launcher=()
    command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    (cd "$src" && cmake --preset asan-ubsan "${launcher[@]}" >/dev/null \
        && cmake --build --preset asan-ubsan --parallel "$(nproc)")
    # The install test builds and installs the release package, and the style checks read the
    # same sources: the release pass above covers both.
    as_root env -C "$src" XDG_DATA_HOME="$history_home" ctest --preset asan-ubsan "${ctest_args[@]}" --exclude-regex '^(install|lint)\.'
fi
