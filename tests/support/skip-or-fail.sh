# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Sourced (POSIX sh) by the test scripts ctest runs with SKIP_RETURN_CODE 77; the shell side of
# SEKTOR_SKIP_OR_FAIL_IN_CI in requireroot.h, with the same rule for "in CI" as its inCi().

# skip_or_fail_in_ci REASON...: a requirement of the script is missing. Outside CI the script ends
# as skipped (77) and says why; in CI it fails (1), because CI provides every requirement and a
# skip there would hide a broken setup as a pass.
skip_or_fail_in_ci() {
    case "${CI:-}" in
    "" | 0 | false)
        echo "SKIPPED: $*" >&2
        exit 77
        ;;
    *)
        echo "FAIL: CI must not skip this test, and it lacks a requirement: $*" >&2
        exit 1
        ;;
    esac
}
