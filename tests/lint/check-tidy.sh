#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Runs clang-tidy with the repo's .clang-tidy over the product code (app/, core/, helper/) of a
# build tree with compile_commands.json; any finding fails. Usage: check-tidy.sh BUILD_DIR
set -euo pipefail
src="$(cd "$(dirname "$0")/../.." && pwd)"
build=${1:?build directory}
tidy=$(command -v run-clang-tidy || command -v run-clang-tidy-14 || true)
[ -n "$tidy" ] || { echo "run-clang-tidy is missing (package clang-tidy)" >&2; exit 1; }
[ -f "$build/compile_commands.json" ] || { echo "$build/compile_commands.json is missing" >&2; exit 1; }
# GCC's warning options are unknown to clang; they say nothing about the code.
# Headers from the source tree only: the adaptor and proxy qdbusxml2cpp writes into the build
# tree are Qt's code, not ours (the build tree may lie inside the source tree, hence the anchor).
"$tidy" -p "$build" -quiet -j "$(nproc)" -extra-arg=-Wno-unknown-warning-option \
    -header-filter="^$src/(app|core|helper)/.*\.h$" \
    "^$src/(app|core|helper)/.*\.cpp$" > "$build/clang-tidy.log" 2>&1 || status=$?
grep -E '(warning|error): ' "$build/clang-tidy.log" | sort -u || true
exit "${status:-0}"
