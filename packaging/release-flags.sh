# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Sourced by packaging/build.sh and packaging/build-deb.sh: the one release configuration. The
# tests' release build and the Debian package compile with the same flags, so what the tests run is
# what ships, and ccache serves the package build (inside install.deb too) from the tests' build
# rather than compiling everything a third time.
#
# Sets release_cmake_args (CMake -D options). The compiler and linker flags are the ones Debian's own
# packages are built with (fortify, stack protector, relro, bind now), so lintian's hardening checks
# hold. They are computed in the source directory: -ffile-prefix-map maps it out of debug paths.
# Without dpkg-buildflags (not a Debian-like system) the build is a plain Release build.
release_cmake_args=(-DCMAKE_BUILD_TYPE=Release)
if command -v dpkg-buildflags >/dev/null; then
    release_cmake_args+=(
        -DCMAKE_CXX_FLAGS="$(cd "$src" && DEB_BUILD_MAINT_OPTIONS="hardening=+all" dpkg-buildflags --get CPPFLAGS) $(cd "$src" && DEB_BUILD_MAINT_OPTIONS="hardening=+all" dpkg-buildflags --get CXXFLAGS)"
        -DCMAKE_EXE_LINKER_FLAGS="$(DEB_BUILD_MAINT_OPTIONS="hardening=+all" dpkg-buildflags --get LDFLAGS)"
        -DCMAKE_SHARED_LINKER_FLAGS="$(DEB_BUILD_MAINT_OPTIONS="hardening=+all" dpkg-buildflags --get LDFLAGS)"
    )
fi
