#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# systemd-analyze verify on the helper's unit, with ExecStart pointing at the built helper
# (verify refuses a unit whose binary does not exist). Fails on any line verify prints about
# the unit: an unknown or misspelt directive is only a warning to systemd, but a hardening
# line it ignores protects nothing. Then prints the exposure score when systemd-analyze can
# compute it here. Before that, and also where systemd-analyze is missing, it checks that
# the hardening the helper relies on is in the unit: verify only says a line is valid, not that it
# is there; and that the capabilities the helper's code needs are in its bounding set
# (the NVMe admin command needs CAP_SYS_ADMIN, ATA PASS-THROUGH through SG_IO CAP_SYS_RAWIO). The limits themselves
# are run under in helperbus.HelperUnitLimits.*.
# Usage: verify_unit.sh UNIT (as built) HELPER_BINARY NVME_ADMIN_SOURCE ATA_PASS_THROUGH_SOURCE
set -u
. "$(dirname "$0")/../support/skip-or-fail.sh"
unit_in=$1
helper=$2
nvme_admin=$3
ata_pass_through=$4

if grep -n '@[A-Z_]*@' "$unit_in"; then
    echo "FAIL: sektor-helper.service has unconfigured placeholders"
    exit 1
fi
bounding=$(sed -n 's/^CapabilityBoundingSet=//p' "$unit_in")
if grep -q 'NVME_IOCTL_ADMIN_CMD' "$nvme_admin" && ! printf '%s\n' "$bounding" | grep -qw CAP_SYS_ADMIN; then
    echo "FAIL: the helper sends NVMe admin commands ($nvme_admin), which need CAP_SYS_ADMIN; the unit's bounding set is: $bounding"
    exit 1
fi
if grep -q 'SG_IO' "$ata_pass_through" && ! printf '%s\n' "$bounding" | grep -qw CAP_SYS_RAWIO; then
    echo "FAIL: the helper passes ATA commands through SG_IO ($ata_pass_through), which needs CAP_SYS_RAWIO; the unit's bounding set is: $bounding"
    exit 1
fi

# Each line must appear exactly so (the start of a directive line, its value as required).
missing=0
for required in 'ProtectSystem=strict' 'PrivateNetwork=yes' 'RestrictAddressFamilies=AF_UNIX' \
    'SystemCallFilter=@system-service io_uring_setup io_uring_enter io_uring_register' \
    'CapabilityBoundingSet=' 'NoNewPrivileges=yes' 'MemoryMax=' 'TasksMax=' 'DevicePolicy=closed'; do
    if ! grep -q "^$required" "$unit_in"; then
        echo "FAIL: sektor-helper.service lacks $required"
        missing=1
    fi
done
# ProcSubset=pid hides /proc/swaps and /proc/mounts, which the safety verdict reads.
if grep -q '^ProcSubset=pid' "$unit_in"; then
    echo "FAIL: sektor-helper.service sets ProcSubset=pid (hides /proc/swaps from the safety verdict)"
    missing=1
fi
[ $missing -eq 0 ] || exit 1
echo "hardening directives: all present"

command -v systemd-analyze >/dev/null 2>&1 || skip_or_fail_in_ci "systemd-analyze is not installed (package systemd)"
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
sed "s|^ExecStart=.*|ExecStart=$helper|" "$unit_in" > "$dir/sektor-helper.service"
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
