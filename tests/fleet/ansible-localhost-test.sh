#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# ansible-localhost-test.sh SEKTOR_CLI PLAYBOOK
# Runs the fleet playbook twice against localhost (-c local) with the built sektor-cli on a folder of its own, then
# checks what a technician gets: one result file per host and run (the second run replaced nothing), nothing left on
# the host, the files imported into a history, and `sektor-cli report` writing a certificate per result and the
# summary page. And what another local user could do: results planted under the names the
# playbook once used in the measured folder (/var/tmp by default), and a package planted at its old fixed name in
# /tmp, are neither read, nor replaced, nor used; the play leaves no folder of its own in /tmp or /var/tmp, when it
# succeeds and when it fails.
set -euo pipefail
cli=$1 playbook=$2
for tool in ansible-playbook pdftotext python3; do
    command -v "$tool" >/dev/null || { echo "FAIL: $tool is not installed (packaging/install-build-deps.sh)"; exit 1; }
done
# Not named sektor-fleet.*: that is the playbook's own private folder, which must not outlive a play.
work=$(mktemp -d /var/tmp/sektor-fleettest.XXXXXX)
planted_package=/tmp/sektor-fleet.deb
planted_here=0
cleanup() {
    rm -rf "$work"
    [ "$planted_here" -eq 0 ] || rm -f "$planted_package"
}
trap cleanup EXIT
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

# The playbook's private folders (and anything else of its own) in the shared temporary folders.
own_leftovers() { find /tmp /var/tmp -maxdepth 1 -name 'sektor-fleet.*' 2>/dev/null | sort; }
check_nothing_left() {
    local now
    now=$(own_leftovers)
    [ "$now" = "$leftovers_before" ] || fail "$1 left in /tmp or /var/tmp: $(comm -13 <(echo "$leftovers_before") <(echo "$now"))"
}

# Another user's forged results, under every name the playbook once wrote to in the measured folder during the next
# three minutes (".sektor-HOST-TIME.json"), and a package under its old fixed name in /tmp.
forged='{"format": "sektor-result", "forged": true}'
for second in $(seq 0 180); do
    name="$work/target/.sektor-localhost-$(date -d "+$second seconds" +%Y%m%dT%H%M%S).json"
    printf '%s\n' "$forged" > "$name"
done
chown nobody "$work/target"/.sektor-localhost-*.json
if [ ! -e "$planted_package" ]; then
    printf 'not a package\n' > "$planted_package"
    chown nobody "$planted_package"
    planted_here=1
fi
# Taken after the planting: the planted package has a name of the playbook's kind and is there before every play.
leftovers_before=$(own_leftovers)
planted_sum=$(find "$work/target" "$planted_package" -type f -printf '%p %u %s %T@\n' | sort | sha256sum)
planted_count=$(find "$work/target" -type f | wc -l)

for run in 1 2; do
    if ! ansible-playbook -i localhost, -c local "$playbook" -e "@$work/vars.json" > "$work/playbook-$run.log" 2>&1; then
        cat "$work/playbook-$run.log"
        echo "FAIL: the playbook's run $run failed"
        exit 1
    fi
    grep -q 'SEQ    1MiB (Q=  8, T= 1)' "$work/playbook-$run.log" || fail "run $run shows no figures"
    check_nothing_left "run $run"
    sleep 1 # result names carry the time to the second
done

# A run that copies a package (its installation skipped: this machine's packages stay as they are), and one whose
# measurement fails: the private folder goes either way.
printf 'a package\n' > "$work/dummy.deb"
if ! ansible-playbook -i localhost, -c local "$playbook" -e "@$work/vars.json" -e sektor_install=true \
    -e "sektor_package=$work/dummy.deb" -e "sektor_results_dir=$work/results-copy" --skip-tags sektor-install \
    > "$work/playbook-copy.log" 2>&1; then
    cat "$work/playbook-copy.log"
    fail "the playbook failed with a package to copy"
fi
check_nothing_left "the run with a package copy"
if ansible-playbook -i localhost, -c local "$playbook" -e "@$work/vars.json" -e sektor_profile=no-such-profile \
    -e "sektor_results_dir=$work/results-failed" > "$work/playbook-failed.log" 2>&1; then
    fail "the playbook succeeded with a measurement that fails"
fi
check_nothing_left "the failed run"
[ ! -e "$work/results-failed" ] || [ -z "$(ls -A "$work/results-failed")" ] || fail "a failed run fetched a result"

[ "$(find "$work/target" "$planted_package" -type f -printf '%p %u %s %T@\n' | sort | sha256sum)" = "$planted_sum" ] \
    || fail "a planted result or package was replaced, removed or written to"
[ "$(find "$work/target" -type f | wc -l)" -eq "$planted_count" ] || fail "the measured folder gained or lost files"
if grep -rl '"forged"' "$work/results" "$work/results-copy" 2>/dev/null; then
    fail "a planted result was fetched"
fi

mapfile -t results < <(find "$work/results" -name 'sektor-localhost-*.json' | sort)
[ ${#results[@]} -eq 2 ] || fail "expected 2 result files, found ${#results[@]}: $(ls "$work/results")"
for result in "${results[@]}"; do
    python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["format"] == "sektor-result", d["format"]' \
        "$result" || fail "$result is not a Sektor result"
done
leftover=$(find "$work/target" -mindepth 1 ! -name '.sektor-localhost-*.json' | head -5)
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
