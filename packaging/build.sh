#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Configures and builds Sektor into ./build (or $SEKTOR_BUILD_DIR) with the release configuration
# the package uses (packaging/release-flags.sh). Used by the quick start and the test script.
# SEKTOR_CMAKE_ARGS: more -D options (tests/run-all.sh sets SEKTOR_WERROR in CI); SEKTOR_BUILD_TARGETS:
# what to build (default: everything).
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"
build="${SEKTOR_BUILD_DIR:-$src/build}"
"$src/packaging/install-build-deps.sh"
# shellcheck source=packaging/release-flags.sh
. "$src/packaging/release-flags.sh"
# shellcheck disable=SC2086 # SEKTOR_CMAKE_ARGS is a list of options
cmake -S "$src" -B "$build" -G Ninja "${release_cmake_args[@]}" ${SEKTOR_CMAKE_ARGS:-} >/dev/null
# shellcheck disable=SC2086 # SEKTOR_BUILD_TARGETS is a list of targets
cmake --build "$build" --parallel "$(nproc)" ${SEKTOR_BUILD_TARGETS:+--target $SEKTOR_BUILD_TARGETS}
