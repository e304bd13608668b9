#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# completion-test.sh COMPLETION_SCRIPT DIR_OF_SEKTOR_CLI
# Sources the bash completion for sektor-cli (with bash-completion loaded, as in an interactive
# shell) and checks what it offers for a few command lines. Profile and test names come from the
# built sektor-cli.
set -uo pipefail
script=$1
PATH="$2:$PATH"

main=/usr/share/bash-completion/bash_completion
if [ ! -r "$main" ]; then
    echo "bash-completion is not installed ($main); packaging/install-build-deps.sh installs it" >&2
    exit 1
fi
# bash_completion expects an interactive-like shell; nounset would trip it.
set +u
# shellcheck source=/dev/null
. "$main"
# shellcheck source=/dev/null
. "$script"

failures=0
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/target-dir" "$scratch/tdir2"
touch "$scratch/target-file"

# complete LINE: what completing at the end of LINE offers, one per line, sorted.
complete_line()
{
    local line=$1
    read -r -a COMP_WORDS <<<"$line"
    [[ $line == *" " ]] && COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE=$line
    COMP_POINT=${#line}
    COMPREPLY=()
    _sektor_cli sektor-cli "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    printf '%s\n' "${COMPREPLY[@]}" | LC_ALL=C sort
}

# expect LINE WORD...: the completions of LINE are exactly WORD...
expect()
{
    local line=$1
    shift
    local got want
    got=$(complete_line "$line")
    want=$(printf '%s\n' "$@" | LC_ALL=C sort)
    if [ "$got" != "$want" ]; then
        echo "FAIL: '$line'"$'\n'"  expected: ${want//$'\n'/ }"$'\n'"  got:      ${got//$'\n'/ }"
        failures=$((failures + 1))
    else
        echo "ok: '$line' -> ${got//$'\n'/ }"
    fi
}

# expect_some LINE WORD...: the completions of LINE include every WORD.
expect_some()
{
    local line=$1
    shift
    local got word
    got=$(complete_line "$line")
    for word in "$@"; do
        if ! grep -qxF -- "$word" <<<"$got"; then
            echo "FAIL: '$line' does not offer '$word'; got: ${got//$'\n'/ }"
            failures=$((failures + 1))
            return
        fi
    done
    echo "ok: '$line' offers $*"
}

expect "sektor-cli " run batch station report certificate profiles drives history help --help --version
expect "sektor-cli r" report run
expect "sektor-cli b" batch
expect "sektor-cli report --" --report-dir --operator --customer --sign-key --help
expect "sektor-cli c" certificate
expect "sektor-cli certificate " verify --help
expect "sektor-cli certificate verify --" --allowed-signers --json --help
expect "sektor-cli run --pro" --profile
expect_some "sektor-cli run --" --size --runs --time --warmup --interval --tests --modes --json --quiet --allow-destroy-data
expect "sektor-cli run --profile d" default default-mix demo demo-mix
expect "sektor-cli run --profile=nv" nvme nvme-mix
expect "sektor-cli run --profile q" qd-sweep
expect "sektor-cli run --engine " auto io_uring sync
expect "sektor-cli run --data z" zero
expect "sektor-cli run --modes read,w" read,write
expect "sektor-cli run --profile demo --tests " SEQ1M-Q8T1
expect "sektor-cli run --profile Real --tests SEQ1M-Q1T1,R" SEQ1M-Q1T1,RND4K-Q1T1
expect "sektor-cli run --profile sync-write --tests " SEQ4K-Q1T1-DSYNC SEQ512B-Q1T1-DSYNC
expect "sektor-cli drives --" --json --all --help
expect_some "sektor-cli batch --" --report-dir --operator --customer --sign-key --allow-destroy-data --profile --size --no-save
expect "sektor-cli batch --js"
expect_some "sektor-cli station --" --chain --report-dir --destroy-new-drives --include-loop-devices --power-off --take-present --sign-key \
    --json-log --operator --customer --profile --size --no-save
expect "sektor-cli station --js" --json-log
expect "sektor-cli station --allow"
expect "sektor-cli station --chain health-check,read-s" health-check,read-scan
expect "sektor-cli batch --profile d" default default-mix demo demo-mix
expect "sektor-cli history " list drives show compare export delete import pack --help
expect "sektor-cli history c" compare
expect "sektor-cli history list --" --drive --limit --json --help
expect "sektor-cli history compare 1 2 --" --unit --markdown --help
expect "sektor-cli history export 3 --" --json --csv --output --help
expect "sektor-cli history import --" --allowed-signers --allow-unsigned --help
expect "sektor-cli history pack --s" --sign-key

# TARGET: directories, not regular files; block devices under /dev.
expect "sektor-cli run --profile demo $scratch/t" "$scratch/target-dir" "$scratch/tdir2"
expect "sektor-cli run --time 1s $scratch/target-" "$scratch/target-dir"
mapfile -t block < <(find /dev -maxdepth 1 -type b | LC_ALL=C sort)
if [ ${#block[@]} -gt 0 ]; then
    expect_some "sektor-cli run /dev/" "${block[@]}"
    got=$(complete_line "sektor-cli run --allow-destroy-data /dev/")
    while read -r dev; do
        if [ -n "$dev" ] && [ ! -b "$dev" ]; then
            echo "FAIL: --allow-destroy-data offers $dev, not a block device"
            failures=$((failures + 1))
        fi
    done <<<"$got"
else
    echo "FAIL: no block device in /dev to complete"
    failures=$((failures + 1))
fi

[ "$failures" -eq 0 ] || { echo "$failures failures"; exit 1; }
