#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# mkinitrd.sh KERNEL-VERSION OUT.gz: a busybox initrd for Debian's kernel that mounts this machine's / over 9p
# (tag host, read-only) as the guest's root, tmpfs on /tmp and /run, the 9p tag vm (read-write) at /mnt, and runs
# /mnt/guest.sh as PID 1 of that root (design.md §11).
set -euo pipefail
kernel=$1 out=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work"/{bin,proc,sys,dev,newroot,mods}
cp /bin/busybox "$work/bin/"
# A module after the modules it depends on, each once.
resolve() {
    local m=$1 d
    for d in $(modinfo -k "$kernel" -F depends "$m" | tr , ' '); do resolve "$d"; done
    echo "$m"
}
for m in $(for m in 9p 9pnet_virtio virtio_pci; do resolve $m; done | awk '!seen[$0]++'); do
    f=$(modinfo -k "$kernel" -n "$m")
    [ "$f" = "(builtin)" ] || cp "$f" "$work/mods/"
    basename "$f" >>"$work/mods/order"
done
cat >"$work/init" <<'INIT'
#!/bin/busybox sh
/bin/busybox --install -s /bin
mount -t proc proc /proc; mount -t sysfs sys /sys; mount -t devtmpfs dev /dev
for m in $(cat /mods/order); do [ -f /mods/$m ] && insmod /mods/$m; done
mount -t 9p -o trans=virtio,version=9p2000.L,ro host /newroot || echo "sektor-guest: 9p mount failed"
mount -t proc proc /newroot/proc; mount -t sysfs sys /newroot/sys; mount -t devtmpfs dev /newroot/dev
mount -t tmpfs tmp /newroot/tmp; mount -t tmpfs run /newroot/run
mount -t 9p -o trans=virtio,version=9p2000.L vm /newroot/mnt
# switch_root, not chroot: the guest script is PID 1 of the new root, and systemd's udevadm refuses to trigger
# in a chroot.
exec switch_root /newroot /bin/sh /mnt/guest.sh
INIT
chmod +x "$work/init"
(cd "$work" && find . | cpio -o -H newc 2>/dev/null | gzip -1) >"$out"
