#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# The commit rule of CONTRIBUTING.md, kept by machine: git's commit-msg hook (written into the checkout on configure,
# cmake/SektorCommitMsgHook.cmake). A subject under 72 characters, a blank line, then a body that says why. Git's own
# messages (merges, fixup!/squash!, reverts) pass as git writes them.
# Usage: commit-msg.sh MESSAGE_FILE   (exit 1 with what is wrong)
set -eu
message=$(grep -v '^#' "$1" | sed -e '/^# ------------------------ >8 ------------------------$/,$d')
subject=$(printf '%s\n' "$message" | sed -n 1p)
case $subject in
"Merge "* | "fixup! "* | "squash! "* | "amend! "* | "Revert \""*) exit 0 ;;
esac
fail() {
    printf 'commit-msg: %s (CONTRIBUTING.md, "Commit messages")\n' "$1" >&2
    exit 1
}
[ -n "$subject" ] || fail "the subject line is empty"
length=$(printf '%s' "$subject" | LC_ALL=C.UTF-8 wc -m) # characters, whatever the caller's locale
[ "$length" -lt 72 ] || fail "the subject has $length characters: keep it under 72"
[ -z "$(printf '%s\n' "$message" | sed -n 2p)" ] || fail "the subject is one line, then a blank line"
[ -n "$(printf '%s\n' "$message" | sed -n '3,$p' | tr -d '[:space:]')" ] || fail "no body: say why in it"
exit 0
