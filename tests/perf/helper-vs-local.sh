#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Root in-process vs. an unprivileged user through sektor-helper on one loop device, interleaved.
# Usage: tests/perf/helper-vs-local.sh [BUILD_DIR] [PAIRS] [TIME] [BACKING_DIR]   (root; builds first)
# BACKING_DIR: /var/tmp (the disk, default) or /dev/shm (RAM: shows any overhead of the helper path).
set -euo pipefail
build=${1:-build}
cmake --build "$build" --target helpervslocal sektor-cli sektor-helper helperprobe >/dev/null
exec "$build/bin/helpervslocal" "${2:-5}" "${3:-2s}" "${4:-/var/tmp}"
