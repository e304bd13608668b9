#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Configures and builds Sektor into ./build (or $SEKTOR_BUILD_DIR). Used by the quick start and the test script.
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"
build="${SEKTOR_BUILD_DIR:-$src/build}"
"$src/packaging/install-build-deps.sh"
cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${SEKTOR_BUILD_TYPE:-RelWithDebInfo}" >/dev/null
cmake --build "$build" --parallel "$(nproc)"
