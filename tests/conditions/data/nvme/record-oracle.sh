#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Records how nvme-cli decodes each page of this folder (its own decoder of the Device Self-test log, independent of
# Sektor's): nvme-cli reads a device, never a file, so nvme-cli-shim.c (LD_PRELOAD) answers its admin commands with
# the page. The JSON it prints is committed beside each page; conditions.NvmeSelfTestLog.AgreesWithNvmeCli compares
# Sektor's parser with it. smartctl 7.3 (Debian 12) cannot be the oracle: it reads the same page through the same shim
# but decodes no NVMe self-test log (-l selftest prints nothing for NVMe before smartmontools 7.4; -l nvmelog,6,564
# only dumps the bytes). Needs nvme-cli (2.3 here) and a C compiler; run it in this folder.
set -eu
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cc -shared -fPIC -O2 -o "$dir/shim.so" nvme-cli-shim.c -ldl
ln -s /dev/null "$dir/nvme0n1"
for page in *.bin; do
    SEKTOR_NVME_PAGE="$PWD/$page" LD_PRELOAD="$dir/shim.so" nvme self-test-log "$dir/nvme0n1" -o json \
        > "${page%.bin}.nvme-cli.json"
done
nvme version | head -1
