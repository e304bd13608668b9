#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Quick start: installs what is missing, builds, and runs Sektor: the desktop app where there is a
# display ($DISPLAY or $WAYLAND_DISPLAY), otherwise sektor-cli with the Default profile on a
# temporary directory (arguments are passed on to sektor-cli; SEKTOR_CLI=1 forces the CLI).
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"
build="${SEKTOR_BUILD_DIR:-$src/build}"
"$src/packaging/build.sh"

if [ -z "${SEKTOR_CLI:-}" ] && { [ -n "${DISPLAY:-}" ] || [ -n "${WAYLAND_DISPLAY:-}" ]; }; then
    echo "Starting the desktop app (pick a drive or folder, then press All)." >&2
    exec "$build/bin/sektor"
fi

target="$(mktemp -d "${TMPDIR:-/var/tmp}/sektor.XXXXXX")"
trap 'rmdir "$target"' EXIT
echo "Running the Default profile on $target (a test file that is removed afterwards)." >&2
"$build/bin/sektor-cli" run --profile Default "$@" "$target"
