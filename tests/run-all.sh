#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Installs what is missing, builds, and runs every test. Tests that need root (loop devices,
# mounts) run as root: directly when this script is root (as in CI), otherwise through sudo.
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"
build="${SEKTOR_BUILD_DIR:-$src/build}"
"$src/packaging/build.sh"

ctest_args=(--test-dir "$build" --output-on-failure --no-tests=error --timeout 900)
if [ "$(id -u)" -eq 0 ]; then
    ctest "${ctest_args[@]}"
else
    sudo ctest "${ctest_args[@]}"
fi
