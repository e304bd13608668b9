#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Fails when a C++ file git tracks differs from what clang-format makes of it with the repo's
# .clang-format, and lists each such file. Fix them with `cmake --build build --target clang-format`.
set -euo pipefail
src="$(cd "$(dirname "$0")/../.." && pwd)"
cf=$(command -v clang-format || command -v clang-format-14 || true)
[ -n "$cf" ] || { echo "clang-format is missing (packaging/install-build-deps.sh installs it)" >&2; exit 1; }
# shellcheck source=tests/support/skip-or-fail.sh
. "$src/tests/support/skip-or-fail.sh"
cd "$src"
git rev-parse --is-inside-work-tree >/dev/null 2>&1 \
    || skip_or_fail_in_ci "not a git checkout (a source tarball): nothing tells which files are ours"
# Many files per clang-format process and one process per core: one process per file spent most of a
# minute of CI starting clang-format a thousand times. Each file that differs is named on stderr as
# "FILE:LINE:COL: error: code should be clang-formatted".
report="$(mktemp)"
trap 'rm -f "$report"' EXIT
status=0
git ls-files -z -- '*.cpp' '*.h' \
    | xargs -0 -n 64 -P "$(nproc)" "$cf" --dry-run --Werror 2>"$report" >/dev/null || status=$?
mapfile -t bad < <(sed -n -E 's/^(.+):[0-9]+:[0-9]+: error: .*clang-format.*$/\1/p' "$report" | sort -u)
if [ ${#bad[@]} -gt 0 ]; then
    printf 'not formatted with .clang-format:\n' >&2
    printf '  %s\n' "${bad[@]}" >&2
    exit 1
fi
if [ "$status" -ne 0 ]; then
    echo "clang-format failed (exit $status) without naming a file:" >&2
    cat "$report" >&2
    exit 1
fi
echo "all $(git ls-files -- '*.cpp' '*.h' | wc -l) C++ files formatted"
