#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Configures and builds Sektor into ./build (or $SEKTOR_BUILD_DIR). Used by the quick start and the test script.
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"
build="${SEKTOR_BUILD_DIR:-$src/build}"
"$src/packaging/install-build-deps.sh"
# SEKTOR_CMAKE_ARGS: more -D options (tests/run-all.sh sets SEKTOR_WERROR in CI). ccache, where
# installed, keeps rebuilds of other checkouts and presets quick.
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# shellcheck disable=SC2086 # SEKTOR_CMAKE_ARGS is a list of options
cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${SEKTOR_BUILD_TYPE:-RelWithDebInfo}" "${launcher[@]}" \
    ${SEKTOR_CMAKE_ARGS:-} >/dev/null
cmake --build "$build" --parallel "$(nproc)"
