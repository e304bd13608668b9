#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# The install test (ctest install.deb): builds the Debian package, checks it with lintian,
# installs it on this machine with apt, uses it from the installed paths only, purges it and
# checks that nothing of it is left. Root only: outside CI it skips (exit 77) when not root; in
# CI (CI=true) a missing privilege or tool fails.
#
# Each step is one function, run in order by main(). Whatever happens, cleanup() purges the
# package and removes the test user, loop device, polkit rules, bus and polkitd this script made.
#
# Environment: SEKTOR_SOURCE_DIR (default: this checkout), SEKTOR_DEB_BUILD_DIR (passed on to
# packaging/build-deb.sh), SEKTOR_BUILD_JOBS.
set -Eeuo pipefail
. "$(dirname "$0")/../support/skip-or-fail.sh"

src="${SEKTOR_SOURCE_DIR:-$(cd "$(dirname "$0")/../.." && pwd)}"
package=sektor
test_user=sektor-install-test
# Only what the package put there may be used: no build tree, no inherited library path.
installed_env=(env -i PATH=/usr/bin:/bin LANG=C.UTF-8 HOME=/nonexistent)

work=""            # scratch directory of this run
run_dir=""         # the directory the unprivileged run tests in
user_tmp=""        # the test user's own temporary and runtime folders
deb=""             # the package file
installed_by_us=0  # cleanup purges only a package this run installed
user_created=0     # cleanup removes only a user this run created
bus_pid=""         # the system bus this run started, if none was running
polkit_pid=""      # the polkitd this run started
loop=""            # the loop device of the raw-device test
loop_backing=""
rules=/etc/polkit-1/rules.d/00-sektor-install-test.rules

step() { printf '\n== %s\n' "$*"; }
# Whether dpkg has the package installed, half-installed or with configuration files left.
package_present() {
    local status
    status="$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null)" || return 1
    [[ -n $status && $status != *not-installed ]]
}
fail() {
    echo "FAIL: $*" >&2
    exit 1
}

cleanup() {
    local status=$?
    set +e
    trap - ERR
    if [ "$installed_by_us" -eq 1 ] && package_present; then
        echo "cleanup: purging $package" >&2
        DEBIAN_FRONTEND=noninteractive apt-get purge -y -q "$package" >&2
    fi
    [ -n "$loop" ] && losetup -d "$loop"
    [ -n "$loop_backing" ] && rm -f "$loop_backing"
    rm -f "$rules"
    [ -n "$polkit_pid" ] && kill "$polkit_pid" 2>/dev/null
    if [ -n "$bus_pid" ]; then
        kill "$bus_pid" 2>/dev/null
        sleep 0.2
        rm -f /run/dbus/pid /run/dbus/system_bus_socket
    fi
    pkill -KILL -f '/sektor-helper$' 2>/dev/null
    if [ "$user_created" -eq 1 ]; then
        userdel "$test_user" 2>/dev/null
    fi
    [ -n "$run_dir" ] && rm -rf "$run_dir"
    [ -n "$user_tmp" ] && rm -rf "$user_tmp"
    [ -n "$work" ] && rm -rf "$work"
    exit "$status"
}

require_root_and_tools() {
    [ "$(id -u)" -eq 0 ] \
        || skip_or_fail_in_ci "the install test installs a package and needs root (tests/run-all.sh uses sudo)"
    local tool missing=()
    for tool in apt-get dpkg dpkg-deb dpkg-query cmake cpack dpkg-shlibdeps lintian runuser useradd userdel man desktop-file-validate \
        dbus-daemon dbus-send pkaction losetup pgrep pkill; do
        command -v "$tool" >/dev/null || missing+=("$tool")
    done
    [ ${#missing[@]} -eq 0 ] || fail "missing tools: ${missing[*]} (packaging/install-build-deps.sh installs them)"
    # Never touch an installation that is not ours.
    if package_present; then
        fail "$package is already installed on this machine; the test would replace and purge it"
    fi
}

build_package() {
    step "Building the package (packaging/build-deb.sh)"
    # In CI with CI's flags (every warning an error), as the release build of the tests has them:
    # then ccache serves the package's build from that build instead of compiling it all again.
    local cmake_args="${SEKTOR_CMAKE_ARGS:-}"
    [ -n "${CI:-}" ] && cmake_args="-DSEKTOR_WERROR=ON $cmake_args"
    deb="$(SEKTOR_CMAKE_ARGS="$cmake_args" "$src/packaging/build-deb.sh")"
    [ -f "$deb" ] || fail "build-deb.sh printed no package file: '$deb'"
    echo "$deb"
    dpkg-deb --info "$deb"
    dpkg-deb --contents "$deb"
}

# Errors fail; every warning must be one we keep on purpose (packaging/cpack/lintian-kept-warnings,
# each with its reason).
run_lintian() {
    step "lintian"
    local output kept tag unexpected=()
    output="$(lintian --display-info --tag-display-limit 0 "$deb" 2>&1)" || true
    echo "${output:-(no tags)}"
    if grep -q '^E: ' <<<"$output"; then
        fail "lintian reports errors"
    fi
    kept="$(awk '!/^#/ && NF {print $1}' "$src/packaging/cpack/lintian-kept-warnings")"
    while read -r tag; do
        if [ -n "$tag" ] && ! grep -qxF -- "$tag" <<<"$kept"; then
            unexpected+=("$tag")
        fi
    done < <(sed -n 's/^W: [^:]*: \([^ ]*\).*/\1/p' <<<"$output" | sort -u)
    [ ${#unexpected[@]} -eq 0 ] || fail "lintian warnings not in lintian-kept-warnings: ${unexpected[*]}"
}

# Which paths of the package exist before it is installed: shared directories (/usr/bin…) must
# survive the purge, everything else must be gone after it.
record_preexisting_paths() {
    dpkg-deb --fsys-tarfile "$deb" | tar -t | sed 's|^\./|/|; s|/$||' | grep -v '^$' | sort -u >"$work/package-paths"
    : >"$work/preexisting"
    local path
    while read -r path; do
        if [ -e "$path" ]; then
            echo "$path" >>"$work/preexisting"
        fi
    done <"$work/package-paths"
}

install_package() {
    step "apt-get install $deb"
    record_preexisting_paths
    installed_by_us=1
    # Dependencies only (build dependencies have them all); Recommends (dbus, polkitd) are the
    # helper steps' business.
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$deb"
    dpkg -L "$package" | sort >"$work/dpkg-list"
}

check_installed_files() {
    step "Installed files"
    local file
    for file in /usr/bin/sektor-cli /usr/share/man/man1/sektor-cli.1.gz \
        /usr/share/bash-completion/completions/sektor-cli \
        /usr/share/sektor/ansible/sektor-fleet.yml /usr/share/sektor/ansible/inventory.example \
        /usr/share/doc/sektor/copyright /usr/share/doc/sektor/changelog.gz; do
        grep -qxF "$file" "$work/dpkg-list" || fail "$file is not in the package"
        [ -f "$file" ] || fail "$file is not installed"
    done
    # The desktop integration comes with the desktop app.
    if grep -qxF /usr/bin/sektor "$work/dpkg-list"; then
        for file in /usr/share/applications/io.github.sektor.Sektor.desktop \
            /usr/share/metainfo/io.github.sektor.Sektor.metainfo.xml \
            /usr/share/icons/hicolor/scalable/apps/io.github.sektor.Sektor.svg \
            /usr/share/icons/hicolor/48x48/apps/io.github.sektor.Sektor.png \
            /usr/share/man/man1/sektor.1.gz; do
            [ -f "$file" ] || fail "$file is not installed"
        done
        desktop-file-validate /usr/share/applications/io.github.sektor.Sektor.desktop
    elif grep -q 'io.github.sektor.Sektor' "$work/dpkg-list"; then
        fail "desktop integration files installed without the desktop app"
    fi
    if grep -q '/sektor-helper$' "$work/dpkg-list"; then
        check_helper_files
    fi
    # Nothing outside /usr; programs root-owned and not writable by others; no setuid bits.
    ! grep -v '^/usr\(/\|$\)\|^/\.$' "$work/dpkg-list" || fail "files outside /usr"
    [ "$(stat -c '%U:%G %a' /usr/bin/sektor-cli)" = "root:root 755" ] || fail "sektor-cli: $(stat -c '%U:%G %a' /usr/bin/sektor-cli)"
    local path
    while read -r path; do
        if [ -f "$path" ] && { [ -u "$path" ] || [ -g "$path" ]; }; then
            fail "setuid or setgid: $path"
        fi
    done <"$work/dpkg-list"
}

# The helper's system integration in the paths the system bus, polkitd and systemd read, each
# naming the installed helper. (Starting it through D-Bus and polkit is a separate step.)
check_helper_files() {
    local file helper activation=/usr/share/dbus-1/system-services/io.github.sektor.Helper.service
    helper="$(grep '/sektor-helper$' "$work/dpkg-list")"
    [ "$(stat -c '%U:%G %a' "$helper")" = "root:root 755" ] || fail "$helper: $(stat -c '%U:%G %a' "$helper")"
    for file in "$activation" /usr/share/dbus-1/system.d/io.github.sektor.Helper.conf \
        /usr/share/polkit-1/actions/io.github.sektor.policy /usr/lib/systemd/system/sektor-helper.service \
        /usr/share/dbus-1/interfaces/io.github.sektor.Helper1.xml; do
        [ -f "$file" ] || fail "$file is not installed"
    done
    grep -qxF "Exec=$helper" "$activation" || fail "$activation does not start $helper"
    grep -qxF "User=root" "$activation" || fail "$activation does not run the helper as root"
    grep -qxF "ExecStart=$helper" /usr/lib/systemd/system/sektor-helper.service ||
        fail "sektor-helper.service does not start $helper"
}

check_cli() {
    step "sektor-cli from the installed paths"
    local version
    version="$(sed -n 's/^project(Sektor VERSION \([0-9.]*\).*/\1/p' "$src/CMakeLists.txt")"
    "${installed_env[@]}" sektor-cli --version | tee "$work/version"
    grep -qxF "sektor-cli $version" "$work/version" || fail "expected version $version"
    "${installed_env[@]}" sektor-cli drives
    [ "$("${installed_env[@]}" man -w sektor-cli)" = /usr/share/man/man1/sektor-cli.1.gz ] || fail "man -w sektor-cli"
    "${installed_env[@]}" man -P cat sektor-cli >"$work/man-page"
    grep -q 'EXIT STATUS' "$work/man-page" || fail "man sektor-cli does not render"
    # bash-completion loads the completion on demand from its installed directory.
    "${installed_env[@]}" bash -c '. /usr/share/bash-completion/bash_completion &&
        __load_completion sektor-cli && complete -p sektor-cli' >"$work/completion"
    grep -q '_sektor_cli' "$work/completion" || fail "bash completion for sektor-cli is not loaded"
}

ensure_test_user() {
    if ! id "$test_user" >/dev/null 2>&1; then
        useradd --system --no-create-home --shell /usr/sbin/nologin "$test_user"
        user_created=1
    fi
    # The user has no home, so its runs cannot reach a history and are kept aside in the temporary folder, and Qt
    # makes a runtime folder there: a temporary and a runtime folder of the user's own, removed by cleanup, so that
    # nothing of the test stays in /tmp.
    if [ -z "$user_tmp" ]; then
        user_tmp="$(mktemp -d /var/tmp/sektor-install-user.XXXXXX)"
        mkdir -m 0700 "$user_tmp/tmp" "$user_tmp/runtime"
        chown -R "$test_user:" "$user_tmp"
        installed_env+=(TMPDIR="$user_tmp/tmp" XDG_RUNTIME_DIR="$user_tmp/runtime")
    fi
}

# A short Demo run on a directory, as a user without privileges: no password, no root.
check_file_run_as_user() {
    step "File-target run as $test_user"
    ensure_test_user
    run_dir="$(mktemp -d /var/tmp/sektor-install-test.XXXXXX)"
    chown "$test_user:" "$run_dir"
    runuser -u "$test_user" -- "${installed_env[@]}" sektor-cli run --profile Demo --size 16MiB \
        --runs 1 --time 0.2s --warmup 0 --interval 0 --quiet "$run_dir" | tee "$work/run-output" ||
        fail "sektor-cli run as $test_user failed"
    # The read and the write result of SEQ1M Q8T1, in the CrystalDiskMark layout.
    [ "$(grep -cE 'SEQ +1MiB \(Q= *8, T= *1\): +[0-9.]+ MB/s' "$work/run-output")" -eq 2 ] ||
        fail "no read and write result of SEQ1M Q8T1 in the output"
    [ -z "$(ls -A "$run_dir")" ] || fail "test file left behind in $run_dir: $(ls -A "$run_dir")"
    rmdir "$run_dir"
    run_dir=""
}

polkit_on_bus() {
    dbus-send --system --print-reply --dest=org.freedesktop.DBus / org.freedesktop.DBus.NameHasOwner \
        string:org.freedesktop.PolicyKit1 | grep -q 'boolean true'
}

# The system bus and polkitd as a desktop has them (started here when none runs, as on this CI
# machine without systemd), so the installed activation file, bus policy and polkit actions are
# the ones in use, and the helper is started through dbus-daemon-launch-helper as User=root.
start_system_bus_and_polkit() {
    if ! dbus-send --system --print-reply --dest=org.freedesktop.DBus / org.freedesktop.DBus.GetId >/dev/null 2>&1; then
        # A socket or link nobody listens on is what a killed run left behind.
        if [ -S /run/dbus/system_bus_socket ] || [ -L /run/dbus/system_bus_socket ]; then
            rm -f /run/dbus/system_bus_socket
        fi
        rm -f /run/dbus/pid
        mkdir -p /run/dbus
        dbus-daemon --system --fork --print-pid >"$work/bus-pid"
        bus_pid="$(cat "$work/bus-pid")"
    else
        # A running bus reads new policy and activation files only when told.
        dbus-send --system --print-reply --dest=org.freedesktop.DBus / org.freedesktop.DBus.ReloadConfig >/dev/null
    fi
    if ! polkit_on_bus; then
        /usr/lib/polkit-1/polkitd --no-debug >"$work/polkitd.log" 2>&1 &
        polkit_pid=$!
        for _ in $(seq 50); do
            polkit_on_bus && break
            sleep 0.1
        done
    fi
}

# pkaction shows the installed actions with their German and Portuguese messages.
check_polkit_actions() {
    step "polkit actions, translated"
    pkaction --action-id io.github.sektor.benchmark-write --verbose | tee "$work/pkaction-en"
    grep -q 'implicit any: *auth_admin$' "$work/pkaction-en" || fail "benchmark-write must need an administrator"
    grep -q 'implicit active: *auth_admin$' "$work/pkaction-en" || fail "benchmark-write must never be kept"
    # polkit 122's pkaction always asks polkitd for the untranslated texts (an empty locale);
    # the same EnumerateActions call with a locale, as desktop agents make it, returns ours.
    local lang
    for lang in de_DE pt_BR; do
        dbus-send --system --print-reply --dest=org.freedesktop.PolicyKit1 /org/freedesktop/PolicyKit1/Authority \
            org.freedesktop.PolicyKit1.Authority.EnumerateActions "string:$lang.UTF-8" >"$work/actions-$lang"
    done
    grep -qF 'ALLE DATEN AUF DIESEM LAUFWERK WERDEN ZERSTÖRT' "$work/actions-de_DE" || fail "no German message"
    grep -qF 'Ein Laufwerk durch direktes Lesen vermessen' "$work/actions-de_DE" || fail "no German description"
    grep -qF 'TODOS OS DADOS DESTA UNIDADE SERÃO DESTRUÍDOS' "$work/actions-pt_BR" || fail "no Portuguese message"
    grep -qF 'Medir o desempenho de uma unidade lendo-a diretamente' "$work/actions-pt_BR" || fail "no Portuguese description"
}

# A raw loop device read by the unprivileged user: sektor-cli asks the installed helper, which
# the system bus activates and polkit authorizes through a rules file for the test user.
check_device_run_through_helper() {
    step "Raw-device read as $test_user through the installed helper"
    ensure_test_user
    cat >"$rules" <<RULES
polkit.addRule(function(action, subject) {
    if (action.id == "io.github.sektor.benchmark-read" && subject.user == "$test_user")
        return polkit.Result.YES;
});
RULES
    loop_backing="$(mktemp /var/tmp/sektor-install-loop.XXXXXX)"
    truncate -s 64M "$loop_backing"
    loop="$(losetup --find --show "$loop_backing")"
    # polkitd notices new rules files by itself; give it a moment.
    sleep 1
    runuser -u "$test_user" -- "${installed_env[@]}" sektor-cli run --profile Demo --size 16MiB \
        --runs 1 --time 0.2s --warmup 0 --interval 0 --quiet "$loop" | tee "$work/device-output" ||
        fail "sektor-cli run $loop as $test_user failed"
    [ "$(grep -cE 'SEQ +1MiB \(Q= *8, T= *1\): +[0-9.]+ MB/s' "$work/device-output")" -eq 1 ] ||
        fail "no read result of SEQ1M Q8T1 for $loop"
    # The user cannot read the device itself, so the result came through the activated helper.
    if runuser -u "$test_user" -- test -r "$loop"; then fail "$test_user can read $loop without the helper"; fi
    pgrep -f '/sektor-helper$' >/dev/null || fail "the helper did not stay for its idle time"
}

# The desktop app from the installed paths starts and closes cleanly without a display.
check_gui_offscreen() {
    step "sektor starts offscreen as $test_user"
    runuser -u "$test_user" -- "${installed_env[@]}" QT_QPA_PLATFORM=offscreen sektor --quit-when-shown ||
        fail "sektor did not start and quit cleanly"
}

purge_package() {
    step "apt-get purge $package"
    DEBIAN_FRONTEND=noninteractive apt-get purge -y -q "$package"
    installed_by_us=0
}

check_nothing_left() {
    step "Nothing of the package left"
    if package_present; then
        fail "dpkg still knows $package: $(dpkg-query -W -f='${Status}' "$package")"
    fi
    local path left=()
    while read -r path; do
        if ! grep -qxF "$path" "$work/preexisting" && { [ -e "$path" ] || [ -L "$path" ]; }; then
            left+=("$path")
        fi
    done < <(sort -u "$work/dpkg-list" "$work/package-paths")
    [ ${#left[@]} -eq 0 ] || fail "left behind: ${left[*]}"
    echo "all $(wc -l <"$work/dpkg-list") paths of the package removed or shared"
}

# The fleet playbook's install step with this very package: on localhost (Ansible's local connection), with the
# package not installed, the playbook copies and installs it, measures with the installed sektor-cli and fetches
# the result. (tests/fleet runs the rest of the playbook with the built sektor-cli on every CI run.)
check_fleet_playbook_installs_package() {
    step "The fleet playbook installs $deb on localhost"
    package_present && fail "$package is still installed before the playbook's run"
    command -v ansible-playbook >/dev/null || fail "ansible-playbook is not installed (packaging/install-build-deps.sh)"
    local fleet="$work/fleet"
    mkdir -p "$fleet/target" "$fleet/results"
    installed_by_us=1
    # No sudo here: as root, become goes through su.
    ANSIBLE_HOME="$fleet/ansible" ANSIBLE_LOCAL_TEMP="$fleet/ansible/tmp" ANSIBLE_NOCOLOR=1 \
        ANSIBLE_PYTHON_INTERPRETER=/usr/bin/python3 SEKTOR_HISTORY="$fleet/history.sqlite" \
        ansible-playbook -i localhost, -c local "$src/packaging/ansible/sektor-fleet.yml" \
        -e ansible_become_method=su -e "sektor_package=$deb" -e "sektor_target=$fleet/target" \
        -e sektor_profile=Demo -e "sektor_results_dir=$fleet/results" \
        -e '{"sektor_options": ["--size", "16MiB", "--runs", "1", "--time", "200ms", "--warmup", "0", "--no-save"]}' \
        >"$fleet/playbook.log" 2>&1 || { cat "$fleet/playbook.log"; fail "the fleet playbook failed"; }
    package_present || fail "the playbook did not install $package"
    [ "$(dpkg-query -W -f='${Version}' "$package")" = "$(dpkg-deb -f "$deb" Version)" ] ||
        fail "the playbook installed another version of $package than $deb"
    local results
    results=$(find "$fleet/results" -name 'sektor-localhost-*.json' | wc -l)
    [ "$results" -eq 1 ] || fail "expected the host's result, found $results: $(ls "$fleet/results")"
    grep -q '"format": *"sektor-result"' "$fleet/results"/sektor-localhost-*.json || fail "the fetched file is no result"
    [ -z "$(find "$fleet/target" -mindepth 1 | head -1)" ] || fail "the playbook left files in the target"
    echo "installed by the playbook: $(dpkg-query -W -f='${Package} ${Version}' "$package"); 1 result fetched"
}

main() {
    trap 'echo "FAIL: line $LINENO: $BASH_COMMAND" >&2' ERR
    require_root_and_tools
    work="$(mktemp -d)"
    trap cleanup EXIT
    build_package
    run_lintian
    install_package
    check_installed_files
    check_cli
    check_file_run_as_user
    start_system_bus_and_polkit
    check_polkit_actions
    check_device_run_through_helper
    check_gui_offscreen
    purge_package
    check_nothing_left
    check_fleet_playbook_installs_package
    purge_package
    check_nothing_left
    step "install.deb passed in ${SECONDS}s"
}

main "$@"
