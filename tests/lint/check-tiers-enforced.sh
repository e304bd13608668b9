#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# A test without a tier must fail the configure (cmake/SektorTestTiers.cmake): configures a small
# project with the module three times (no tier, two tiers, one tier) and checks each outcome.
# Usage: check-tiers-enforced.sh SOURCE_DIR
set -euo pipefail
modules="${1:?source directory}/cmake"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# configure NAME PROPERTIES: configures a project with one test, NAME, given these properties.
configure() {
    mkdir -p "$work/$1"
    cat > "$work/$1/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.22)
project(tiers NONE)
list(APPEND CMAKE_MODULE_PATH "$modules")
include(SektorTestTiers)
enable_testing()
add_test(NAME $1 COMMAND true)
$2
EOF
    cmake -S "$work/$1" -B "$work/$1/build" > "$work/$1.log" 2>&1
}

if configure untiered ""; then
    echo "FAIL: a test without a tier configured"; exit 1
fi
grep -q "Test 'untiered'.*has 0 tier labels" "$work/untiered.log" \
    || { echo "FAIL: the error does not name the test:"; cat "$work/untiered.log"; exit 1; }
if configure twotiers "set_tests_properties(twotiers PROPERTIES LABELS \"unit;timing\")"; then
    echo "FAIL: a test with two tiers configured"; exit 1
fi
configure onetier "set_tests_properties(onetier PROPERTIES LABELS \"unit;root\")" \
    || { echo "FAIL: a test with one tier (and another label) was refused:"; cat "$work/onetier.log"; exit 1; }
echo "no tier and two tiers refused, one tier accepted"
