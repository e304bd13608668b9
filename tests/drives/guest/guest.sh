#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# PID 1 of the drives tier's guest (tests/support/emulatedmachine.h): this machine's / over 9p, read-only; /mnt is
# the machine's folder, read-write. Makes room where programs write, runs the suite's /mnt/setup.sh if it wrote one,
# starts udev, a system bus, polkitd and udisks2, says it is ready, then runs each /mnt/cmd/ID.sh once (ID.out,
# ID.err, then ID.rc) until /mnt/cmd/STOP.
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8
for d in /root /var/tmp /var/lib/udisks2 /var/log /var/cache /home /media /srv; do
    [ -d $d ] && mount -t tmpfs tmpfs $d
done
# The host's /tmp is under the guest's tmpfs: seen again (with the rest of the host) at /run/hostroot.
mkdir -p /run/hostroot && mount --bind / /run/hostroot
# Terminals, for a program whose progress line shows on one only (script(1)).
mkdir -p /dev/pts && mount -t devpts devpts /dev/pts
mkdir -p /run/dbus /run/udev /run/user/0 && chmod 700 /run/user/0
export XDG_RUNTIME_DIR=/run/user/0
/lib/systemd/systemd-udevd --daemon
udevadm trigger --action=add --type=subsystems
udevadm trigger --action=add --type=devices
for m in nvme ahci xhci_pci usb_storage uas sd_mod sg ext4; do modprobe $m; done
udevadm settle -t 90
# A suite's own preparation (its machine's folder holds it), before the bus and polkit read their configuration.
[ -e /mnt/setup.sh ] && sh /mnt/setup.sh >/mnt/setup.out 2>&1
dbus-daemon --system --fork
/usr/lib/polkit-1/polkitd --no-debug >/run/polkitd.log 2>&1 &
[ -x /usr/libexec/udisks2/udisksd ] && /usr/libexec/udisks2/udisksd --no-debug >/run/udisksd.log 2>&1 &
udevadm settle -t 30
echo READY >/mnt/ready
while [ ! -e /mnt/cmd/STOP ]; do
    for f in /mnt/cmd/*.sh; do
        [ -e "$f" ] || continue
        b=${f%.sh}
        mv "$f" "$b.run"
        (cd /root && sh "$b.run") >"$b.out" 2>"$b.err" </dev/null
        echo $? >"$b.rc.part" && mv "$b.rc.part" "$b.rc"
    done
    sleep 0.2
done
sync
echo o >/proc/sysrq-trigger
