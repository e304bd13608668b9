#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# The commit-msg hook (cmake/commit-msg.sh) on planted messages: what CONTRIBUTING.md asks passes, a subject of 72
# characters or more, a subject of two lines and a message without a body are refused, git's own messages pass.
# Usage: commit-msg-test.sh SOURCE_DIR
set -euo pipefail
hook="${1:?source directory}/cmake/commit-msg.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0

# expect OUTCOME NAME MESSAGE: the hook accepts (pass) or refuses (refuse) MESSAGE.
expect() {
    printf '%s' "$3" > "$work/msg"
    if sh "$hook" "$work/msg" 2> "$work/err"; then got=pass; else got=refuse; fi
    if [ "$got" != "$1" ]; then
        echo "FAIL: $2: expected $1, got $got $(cat "$work/err")"
        failures=$((failures + 1))
    fi
}

long=$(printf 'x%.0s' $(seq 72))
umlauts="Prüfung für Änderungen: $(printf 'ü%.0s' $(seq 40))" # 64 characters, 104 bytes
expect pass "subject and body" $'A stall is held to the drive\'s own timeout\n\nWhy it changed.\n'
expect pass "a body after git's comments" $'Subject\n\nWhy.\n# Please enter the commit message\n'
expect pass "71 characters" "$(printf 'x%.0s' $(seq 71))"$'\n\nWhy.\n'
expect pass "characters, not bytes" "$umlauts"$'\n\nWhy.\n'
expect refuse "72 characters" "$long"$'\n\nWhy.\n'
expect refuse "no body" $'Subject only\n'
expect refuse "only comments below" $'Subject\n\n# Please enter the commit message\n'
expect refuse "a subject of two lines" $'Subject\ncontinued\n\nWhy.\n'
expect refuse "empty" $'\n\nWhy.\n'
expect pass "a merge" $'Merge branch \'x\'\n'
expect pass "a fixup" $'fixup! Subject\n'
[ "$failures" = 0 ] || exit 1
echo "the commit rule holds on 11 planted messages"
