#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# systemd-analyze verify on the helper's unit, with ExecStart pointing at the built helper
# (verify refuses a unit whose binary does not exist). Fails on any line verify prints about
# the unit: an unknown or misspelt directive is only a warning to systemd, but a hardening
# line it ignores protects nothing. Then prints the exposure score when systemd-analyze can
# compute it here. Usage: verify_unit.sh UNIT.in HELPER_BINARY
set -u
unit_in=$1
helper=$2
if ! command -v systemd-analyze >/dev/null 2>&1; then
    echo "systemd-analyze is not installed"
    exit 77
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
sed "s|@SEKTOR_HELPER_PATH@|$helper|" "$unit_in" > "$dir/sektor-helper.service"
out=$(systemd-analyze verify --man=no "$dir/sektor-helper.service" 2>&1)
status=$?
# Messages about other units (this machine's own) are not ours to judge.
ours=$(printf '%s\n' "$out" | grep 'sektor-helper' || true)
printf '%s\n' "$out"
if [ $status -ne 0 ] || [ -n "$ours" ]; then
    echo "FAIL: systemd-analyze verify reported problems in sektor-helper.service"
    exit 1
fi
echo "verify: no problems"
systemd-analyze security --offline=yes --no-pager "$dir/sektor-helper.service" 2>&1 | tail -n 3 || true
exit 0
