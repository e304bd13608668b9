#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Quick start: installs what is missing, builds, and runs Sektor.
# Until the desktop app exists (and on machines without a display) this runs sektor-cli
# with the Default profile on a temporary directory; arguments are passed on to sektor-cli.
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"
build="${SEKTOR_BUILD_DIR:-$src/build}"
"$src/packaging/build.sh"

target="$(mktemp -d "${TMPDIR:-/var/tmp}/sektor.XXXXXX")"
trap 'rmdir "$target"' EXIT
echo "Running the Default profile on $target (a test file that is removed afterwards)." >&2
"$build/bin/sektor-cli" run --profile Default "$@" "$target"
