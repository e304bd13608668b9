#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Installs what is missing, builds, and runs every test once, in the build where it means most
# (the tiers: cmake/SektorTestTiers.cmake, CONTRIBUTING.md):
# - the release build (build/, the package's own flags) runs static, timing, screens, perf, install,
#   fleet and drives (emulated drives in a QEMU guest, beside the tiers after timing: it uses one core);
# - the AddressSanitizer + UndefinedBehaviorSanitizer build (build-asan-ubsan/, -O1 -g1) runs unit,
#   system and bus, where a memory error or undefined behaviour can show.
# Each build builds only what its tiers need. Tests that need root run as root: directly when this
# script is root (as in CI), otherwise through sudo. In CI (CI set) every compiler warning is an
# error. Tests run one per core (SEKTOR_TEST_JOBS to change): those that share a system resource
# hold its RESOURCE_LOCK, and those that use every core run alone (RUN_SERIAL). Every tier writes a
# JUnit file into its build; the end is a table of the tiers' counts and wall times, the slowest
# tests and every skip with its reason.
#
#   tests/run-all.sh           everything, as above
#   tests/run-all.sh --quick   static and unit only, in the release build, as the calling user
#                              (no root, no devices, nothing installed): the loop while you work
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"
release_build="${SEKTOR_BUILD_DIR:-$src/build}"
sanitizer_build="$src/build-asan-ubsan"
# drives right after timing: it starts there and runs in the background (below).
release_tiers=(static timing drives screens perf install fleet)
sanitizer_tiers=(unit system bus)

quick=0
case "${1:-}" in
    --quick) quick=1 ;;
    "") ;;
    *) echo "usage: $0 [--quick]" >&2; exit 2 ;;
esac
if [ "$quick" -eq 1 ]; then
    release_tiers=(static unit)
    sanitizer_tiers=()
fi

werror=OFF
[ -n "${CI:-}" ] && werror=ON
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
run_tests() { if [ "$quick" -eq 1 ]; then "$@"; else as_root "$@"; fi; }
tier_targets() { printf 'tier-%s ' "$@"; }

report=()
started=$SECONDS
SEKTOR_CMAKE_ARGS="-DSEKTOR_WERROR=$werror" SEKTOR_BUILD_TARGETS="$(tier_targets "${release_tiers[@]}")" \
    "$src/packaging/build.sh"
report+=("build:release=$((SECONDS - started))")
if [ ${#sanitizer_tiers[@]} -gt 0 ]; then
    echo "== The sanitizer build (AddressSanitizer, UndefinedBehaviorSanitizer)"
    started=$SECONDS
    (cd "$src" && cmake --preset asan-ubsan >/dev/null \
        && cmake --build --preset asan-ubsan --parallel "$(nproc)" --target $(tier_targets "${sanitizer_tiers[@]}"))
    report+=("build:sanitizer=$((SECONDS - started))")
fi

# 120 s unless a test sets its own TIMEOUT (with a comment saying why): a hung test costs two
# minutes, not fifteen.
ctest_args=(--output-on-failure --no-tests=error --timeout 120 --parallel "${SEKTOR_TEST_JOBS:-$(nproc)}")
# Runs the programs under test save go to a history of the suite's own, never to the account's.
history_home="$release_build/tests/data-home"
status=0
# run_tier TIER CTEST_LOCATION...: one tier, with its wall time and JUnit file for the report.
run_tier() {
    local tier=$1
    shift
    local junit="$junit_dir/junit-$tier.xml" started=$SECONDS
    echo "== Tier $tier"
    rm -f "$junit"
    run_tests env -C "$src" XDG_DATA_HOME="$history_home" ctest "$@" "${ctest_args[@]}" \
        --label-regex "^$tier\$" --output-junit "$junit" || status=1
    report+=("$tier=$junit:$((SECONDS - started))")
}

junit_dir="$release_build/junit"
mkdir -p "$junit_dir"
# The drives tier's guests keep one core busy for minutes (TCG runs a guest on one thread), while the tiers after
# timing leave the other half the machine idle: so it runs beside them, once timing (which must run alone) is done,
# its output kept apart and printed after theirs.
background_tier=""
background_pid=""
background_log="$junit_dir/background-tier.log"
for tier in "${release_tiers[@]}"; do
    if [ "$tier" = drives ] && [ "$quick" -eq 0 ]; then
        background_tier=$tier
        (
            status=0
            run_tier "$tier" --test-dir "$release_build"
            echo "${report[-1]}" >"$background_log.report"
            exit "$status"
        ) >"$background_log" 2>&1 &
        background_pid=$!
        continue
    fi
    run_tier "$tier" --test-dir "$release_build"
done
for tier in "${sanitizer_tiers[@]}"; do
    # The preset sets the sanitizers' options (abort on the first error, the leak suppressions).
    run_tier "$tier" --preset asan-ubsan
done
if [ -n "$background_pid" ]; then
    wait "$background_pid" || status=1
    cat "$background_log"
    if [ -s "$background_log.report" ]; then
        report+=("$(cat "$background_log.report")")
    else
        echo "the $background_tier tier ended without a report" >&2
        status=1
    fi
fi

python3 "$src/tests/tier-report.py" "${report[@]}" || status=1
exit "$status"
