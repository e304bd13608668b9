#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Installs what building and testing Sektor needs on Debian 12 / Ubuntu 24.04.
# Only packages that are missing are installed, so a second run is quick and offline.
set -euo pipefail

packages=(
    cmake ninja-build g++ pkg-config git
    # Every build goes through it (packaging/build.sh, build-deb.sh, the sanitizer build): a second
    # build of the same sources, in another folder or another checkout, compiles nothing.
    ccache
    qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    extra-cmake-modules liburing-dev
    # The station's device events (sektor-cli station): libudev's monitor and enumeration.
    libudev-dev
    # The style checks of tests/lint.
    clang-format clang-tidy
    libgtest-dev libgmock-dev
    fio util-linux fdisk e2fsprogs xfsprogs btrfs-progs
    xvfb xauth fonts-dejavu-core
    # The helper's tests: a system bus with activation, polkit, its text agent and test users.
    dbus dbus-daemon dbus-bin polkitd procps passwd
    # A fake logind for the test that a run holds off sleep.
    python3-dbusmock
    # A FUSE filesystem for the tests of targets without O_TMPFILE and of stalled I/O.
    bindfs fuse3
    # Shaped block devices for tests of new test kinds (tests/support/shaped, design.md §9).
    nbdkit nbdkit-plugin-python libnbd-bin
    # The reference of the small-files test, as fio is of the block tests.
    bonnie++
    # The technicians' reports: their PDFs read back as text and rendered to pictures; the fleet playbook.
    poppler-utils ansible-core
    # Certificates anyone can verify: the QR code of the printed hash (libqrencode), read back from the
    # rendered page in the tests (zbarimg); signatures made and checked with OpenSSH's ssh-keygen.
    libqrencode-dev zbar-tools openssh-client
    # The drives tier (tests/drives, design.md §11): emulated NVMe, SATA and USB drives in a QEMU guest
    # that boots Debian's kernel from a busybox initrd, with udev, udisks2 and the oracles of what a
    # drive says about itself (smartctl, nvme-cli, sg3-utils) and of fake capacity (f3).
    qemu-system-x86 linux-image-amd64 busybox-static cpio udisks2 smartmontools nvme-cli sg3-utils f3
)
# Packaging and its checks: the .deb (cpack, dpkg-shlibdeps, lintian), the desktop file, AppStream,
# man page and completion validators, and what the install test uses.
packages+=(
    dpkg-dev fakeroot file lintian desktop-file-utils appstream groff-base man-db bash-completion
    gzip apt
)

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
        missing+=("$p")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
echo "Installing: ${missing[*]}" >&2
as_root apt-get update -q
as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
