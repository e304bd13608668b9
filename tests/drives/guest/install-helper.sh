#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Run by guest.sh before the system bus and polkitd start: this build's sektor-helper where the package puts what the
# bus and polkit read (its bus policy, its activation file, its actions), a normal user USER (uid UID) and a polkit rule
# that gives that user Sektor's rights without a password, so that user's sektor-cli goes to the helper as on a
# desktop. The guest's / is the host's, read-only: each folder written is a copy of it mounted in its place.
#   install-helper.sh BIN_DIR HELPER_DATA_DIR USER UID
set -eu
bin=$1 data=$2 user=$3 uid=$4
copy_over() {
    mkdir -p "/run/overlay$1"
    cp -a "$1/." "/run/overlay$1/"
    mount --bind "/run/overlay$1" "$1"
}
for d in /usr/share/dbus-1/system.d /usr/share/dbus-1/system-services /usr/share/polkit-1/actions \
         /usr/share/polkit-1/rules.d; do
    copy_over "$d"
done
cp "$data/io.github.sektor.Helper.conf" /usr/share/dbus-1/system.d/
cp "$data/io.github.sektor.policy" /usr/share/polkit-1/actions/
# Activated as the package's is: the bus's setuid launcher starts Exec as root.
printf '[D-BUS Service]\nName=io.github.sektor.Helper\nExec=%s\nUser=root\n' "$bin/sektor-helper" \
    >/usr/share/dbus-1/system-services/io.github.sektor.Helper.service
cat >/usr/share/polkit-1/rules.d/10-sektor-test.rules <<RULES
polkit.addRule(function(action, subject) {
    if (action.id.indexOf("io.github.sektor.") == 0 && subject.user == "$user")
        return polkit.Result.YES;
});
RULES
# The user: lines of their own in copies of the account files (useradd would write into /etc itself).
for f in passwd group; do
    cp "/etc/$f" "/run/$f"
    mount --bind "/run/$f" "/etc/$f"
done
echo "$user:x:$uid:$uid:Sektor test user:/home/$user:/bin/sh" >>/etc/passwd
echo "$user:x:$uid:" >>/etc/group
mkdir -p "/home/$user" && chown "$uid:$uid" "/home/$user"
