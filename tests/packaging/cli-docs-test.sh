#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# cli-docs-test.sh SEKTOR_CLI MAN_PAGE COMPLETION_SCRIPT
# The man page and the bash completion know every option of `sektor-cli run` and the man page
# every exit code of `sektor-cli --help`, so neither drifts from the program.
set -euo pipefail
cli=$1 page=$2 completion=$3
failures=0

# Options as --help lists them, without Qt's own (--help-all).
mapfile -t options < <("$cli" run --help | grep -oE -- '--[a-z][a-z-]+' | grep -vx -- '--help-all' | sort -u)
[ ${#options[@]} -ge 10 ] || { echo "FAIL: only ${#options[@]} options read from sektor-cli run --help"; exit 1; }
for option in "${options[@]}"; do
    if ! grep -qF -- "${option//-/\\-}" "$page"; then
        echo "FAIL: $page does not document $option"
        failures=$((failures + 1))
    fi
    if ! grep -qE -- "(^|[ \"])$option([ \"]|$)" "$completion"; then
        echo "FAIL: $completion does not complete $option"
        failures=$((failures + 1))
    fi
done

# The station's own options, as `sektor-cli station --help` lists them before the test options it shares with run.
mapfile -t station < <("$cli" station --help | sed '/^The test options/,$d' | grep -oE -- '--[a-z][a-z-]+' | sort -u)
[ ${#station[@]} -ge 8 ] || { echo "FAIL: only ${#station[@]} options read from sektor-cli station --help"; exit 1; }
for option in "${station[@]}"; do
    if ! grep -qF -- "${option//-/\\-}" "$page"; then
        echo "FAIL: $page does not document station's $option"
        failures=$((failures + 1))
    fi
    if ! grep -qE -- "(^|[ \"])$option([ \"]|$)" "$completion"; then
        echo "FAIL: $completion does not complete station's $option"
        failures=$((failures + 1))
    fi
done
# The history's subcommands and their options, as `sektor-cli history --help` lists them.
mapfile -t subcommands < <("$cli" history --help | sed -n '/^Subcommands:/,$p' | grep -oE '^  [a-z]+' | tr -d ' ')
[ ${#subcommands[@]} -ge 8 ] || { echo "FAIL: only ${#subcommands[@]} history subcommands read"; exit 1; }
for sub in "${subcommands[@]}"; do
    if ! grep -qE "^\.B[IR]? \"?$sub( |\"|\$)" "$page"; then
        echo "FAIL: $page does not document history $sub"
        failures=$((failures + 1))
    fi
    if ! grep -qE -- "\"(.* )?$sub( .*)?\"|^ *$sub\)" "$completion"; then
        echo "FAIL: $completion does not complete history $sub"
        failures=$((failures + 1))
    fi
done
mapfile -t history_options < <("$cli" history --help | sed -n '/^Subcommands:/,$p' | grep -oE -- '--[a-z][a-z-]+' | sort -u)
for option in "${history_options[@]}"; do
    if ! grep -qF -- "${option//-/\\-}" "$page"; then
        echo "FAIL: $page does not document history's $option"
        failures=$((failures + 1))
    fi
    if ! grep -qE -- "(^|[ \"])$option([ \"]|$)" "$completion"; then
        echo "FAIL: $completion does not complete history's $option"
        failures=$((failures + 1))
    fi
done

# Exit codes: "Exit codes: 0 success, 2 bad arguments, …" in sektor-cli --help.
mapfile -t codes < <("$cli" --help | sed -n '/^Exit codes:/,$p' | grep -oE '(^|[:,] )[0-9]+ ' | grep -oE '[0-9]+')
[ ${#codes[@]} -ge 10 ] || { echo "FAIL: only ${#codes[@]} exit codes read from sektor-cli --help"; exit 1; }
for code in "${codes[@]}"; do
    if ! grep -qx "\.B $code" "$page"; then
        echo "FAIL: $page has no entry for exit code $code"
        failures=$((failures + 1))
    fi
done

[ "$failures" -eq 0 ] || exit 1
echo "${#options[@]} options, ${#station[@]} of station, ${#subcommands[@]} history subcommands and ${#codes[@]} exit codes documented and completed"
