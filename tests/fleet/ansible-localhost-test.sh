#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# ansible-localhost-test.sh SEKTOR_CLI PLAYBOOK
# Runs the fleet playbook twice against localhost (-c local) with the built sektor-cli on a folder of its own, then
# checks what a technician gets: one result file per host and run (the second run replaced nothing), nothing left on
# the host, the files imported into a history, and `sektor-cli report` writing a certificate per result and the
# summary page.
set -euo pipefail
cli=$1 playbook=$2
for tool in ansible-playbook pdftotext python3; do
    command -v "$tool" >/dev/null || { echo "FAIL: $tool is not installed (packaging/install-build-deps.sh)"; exit 1; }
done
work=$(mktemp -d /var/tmp/sektor-fleet.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir "$work/target" "$work/results" "$work/reports"
export ANSIBLE_HOME="$work/ansible" ANSIBLE_LOCAL_TEMP="$work/ansible/tmp" ANSIBLE_REMOTE_TEMP="$work/ansible/tmp"
export ANSIBLE_NOCOLOR=1 ANSIBLE_RETRY_FILES_ENABLED=0 ANSIBLE_PYTHON_INTERPRETER=/usr/bin/python3
export SEKTOR_HISTORY="$work/history.sqlite"
cat > "$work/vars.json" <<JSON
{"sektor_install": false, "sektor_cli": "$cli", "sektor_target": "$work/target", "sektor_profile": "Demo",
 "sektor_options": ["--size", "16MiB", "--runs", "1", "--time", "200ms", "--warmup", "0", "--interval", "0", "--no-save"],
 "sektor_results_dir": "$work/results"}
JSON
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

for run in 1 2; do
    if ! ansible-playbook -i localhost, -c local "$playbook" -e "@$work/vars.json" > "$work/playbook-$run.log" 2>&1; then
        cat "$work/playbook-$run.log"
        echo "FAIL: the playbook's run $run failed"
        exit 1
    fi
    grep -q 'SEQ    1MiB (Q=  8, T= 1)' "$work/playbook-$run.log" || fail "run $run shows no figures"
    sleep 1 # result names carry the time to the second
done

mapfile -t results < <(find "$work/results" -name 'sektor-localhost-*.json' | sort)
[ ${#results[@]} -eq 2 ] || fail "expected 2 result files, found ${#results[@]}: $(ls "$work/results")"
for result in "${results[@]}"; do
    python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["format"] == "sektor-result", d["format"]' \
        "$result" || fail "$result is not a Sektor result"
done
leftover=$(find "$work/target" -mindepth 1 | head -5)
[ -z "$leftover" ] || fail "left on the host: $leftover"

import=$("$cli" history import "${results[@]}" 2>&1) || fail "history import failed: $import"
[ "$(grep -c 'imported as run' <<<"$import")" -eq 2 ] || fail "history import did not take both: $import"

summary=$("$cli" report --report-dir "$work/reports" --customer ACME "${results[@]}" 2>"$work/report.err") \
    || fail "report failed: $(cat "$work/report.err")"
grep -q '^2 drives, all finished\.' <<<"$summary" || fail "report summary: $summary"
grep -q "$(hostname):$work/target" <<<"$summary" || fail "the summary does not name host:target: $summary"
[ "$(find "$work/reports" -name '*.pdf' | wc -l)" -eq 3 ] || fail "expected 2 certificates and a summary page: $(ls "$work/reports")"
page=$(find "$work/reports" -name 'batch_*.pdf')
pdftotext "$page" - | grep -q 'Customer ACME' || fail "the summary page does not name the customer"

[ "$failures" -eq 0 ] || exit 1
echo "the playbook ran twice on localhost; 2 results fetched, imported and reported"
