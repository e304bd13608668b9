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

# The compiler and linker flags Debian's own packages are built with (fortify, stack protector,
# relro, bind now), so lintian's hardening checks hold. From the source directory: the flags map
# the current directory out of debug paths, and the same flags keep the next build incremental.
cd "$src"
export DEB_BUILD_MAINT_OPTIONS="hardening=+all"
cflags=(
    -DCMAKE_CXX_FLAGS="$(dpkg-buildflags --get CPPFLAGS) $(dpkg-buildflags --get CXXFLAGS)"
    -DCMAKE_EXE_LINKER_FLAGS="$(dpkg-buildflags --get LDFLAGS)"
    -DCMAKE_SHARED_LINKER_FLAGS="$(dpkg-buildflags --get LDFLAGS)"
)
cmake -S "$src" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr -DBUILD_TESTING=OFF \
    "${cflags[@]}" >&2
cmake --build "$build" --parallel "${SEKTOR_BUILD_JOBS:-$(nproc)}" >&2

rm -f "$build"/sektor_*.deb
(cd "$build" && cpack -G DEB) >&2
debs=("$build"/sektor_*.deb)
if [ ${#debs[@]} -ne 1 ] || [ ! -f "${debs[0]}" ]; then
    echo "build-deb.sh: expected one sektor_*.deb in $build, found: ${debs[*]}" >&2
    exit 1
fi
echo "${debs[0]}"
