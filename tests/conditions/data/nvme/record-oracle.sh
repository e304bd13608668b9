#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Records how other programs decode the structures of this folder, each with a decoder of its own, independent of
# Sektor's. They read a device, never a file, so nvme-cli-shim.c (LD_PRELOAD) answers their admin commands with the
# file. nvme-cli decodes each self-test log page (*.nvme-cli.json, compared by
# conditions.NvmeSelfTestLog.AgreesWithNvmeCli); smartctl decodes each Identify Controller structure
# (*.smartctl.txt, compared by conditions.NvmeIdentify.AgreesWithSmartctl). smartctl 7.3 (Debian 12) cannot judge
# the log pages: it reads them through the same shim but decodes no NVMe self-test log (-l selftest prints nothing
# for NVMe before smartmontools 7.4; -l nvmelog,6,564 only dumps the bytes), and its JSON of -c holds neither OACS nor
# WCTEMP, so its text is kept. Needs nvme-cli (2.3 here), smartmontools (7.3) and a C compiler; run it in this folder.
set -eu
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cc -shared -fPIC -O2 -o "$dir/shim.so" nvme-cli-shim.c -ldl
ln -s /dev/null "$dir/nvme0n1"
for page in in-progress.bin aborted-by-host.bin failed-segment-lba.bin full-20.bin; do
    SEKTOR_NVME_IDENTIFY="$PWD/identify-self-tests.bin" SEKTOR_NVME_PAGE="$PWD/$page" LD_PRELOAD="$dir/shim.so" \
        nvme self-test-log "$dir/nvme0n1" -o json > "${page%.bin}.nvme-cli.json"
done
for identify in identify-*.bin; do
    # From the information section on: the banner names this machine's kernel.
    SEKTOR_NVME_IDENTIFY="$PWD/$identify" LD_PRELOAD="$dir/shim.so" smartctl -d nvme -c "$dir/nvme0n1" \
        | sed -n '/^=== START OF INFORMATION SECTION ===/,$p' > "${identify%.bin}.smartctl.txt"
done
nvme version | head -1
smartctl --version | head -1
