#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Builds the Debian package: a release build (prefix /usr, Debian's hardening flags, no tests) in
# its own build directory, then CPack. Prints the path of the .deb on stdout; everything else goes
# to stderr. Build directory: $SEKTOR_DEB_BUILD_DIR, else ./build-deb; jobs: $SEKTOR_BUILD_JOBS.
set -euo pipefail
src="$(cd "$(dirname "$0")/.." && pwd)"
build="${SEKTOR_DEB_BUILD_DIR:-$src/build-deb}"
"$src/packaging/install-build-deps.sh" >&2

# The release configuration the tests build too (packaging/release-flags.sh): ccache then serves
# this build from theirs. SEKTOR_CMAKE_ARGS: more -D options (the install test passes CI's -Werror on).
# shellcheck source=packaging/release-flags.sh
. "$src/packaging/release-flags.sh"
# shellcheck disable=SC2086 # SEKTOR_CMAKE_ARGS is a list of options
cmake -S "$src" -B "$build" -G Ninja \
    -DCMAKE_INSTALL_PREFIX=/usr -DBUILD_TESTING=OFF "${release_cmake_args[@]}" ${SEKTOR_CMAKE_ARGS:-} >&2
cmake --build "$build" --parallel "${SEKTOR_BUILD_JOBS:-$(nproc)}" >&2

rm -f "$build"/sektor_*.deb
(cd "$build" && cpack -G DEB) >&2
debs=("$build"/sektor_*.deb)
if [ ${#debs[@]} -ne 1 ] || [ ! -f "${debs[0]}" ]; then
    echo "build-deb.sh: expected one sektor_*.deb in $build, found: ${debs[*]}" >&2
    exit 1
fi
echo "${debs[0]}"
