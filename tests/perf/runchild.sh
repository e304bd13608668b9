# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# runchild.sh: sourced by the perf scripts that stop what they started when interrupted.
# run_child CMD…: runs CMD in the background and waits for it, so that INT/TERM reach the script's trap at once,
# with its pid in child_pid meanwhile for the script's cleanup to stop it. Returns CMD's exit status.
child_pid=""
run_child() {
    "$@" &
    child_pid=$!
    local rc=0
    wait "$child_pid" || rc=$?
    child_pid=""
    return "$rc"
}
