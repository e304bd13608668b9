# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# The Debian package, built by CPack from exactly what `cmake --install` installs (so the helper's
# D-Bus and polkit files and the desktop app are in it once their install() rules exist).
# Included last by the top-level CMakeLists, when every target is known. packaging/build-deb.sh
# configures a release build with the prefix /usr and runs cpack.

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME sektor)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "Sektor contributors")
set(CPACK_PACKAGE_CONTACT "Sektor contributors <sektor-benchmark@users.noreply.github.com>")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/sektor-benchmark/sektor")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "measure the speed of SSDs, hard disks and USB drives")

# Lines of at most 80 characters (CPack indents them, but does not wrap); the list is what this
# build installs.
set(contents "")
if(TARGET sektor)
    string(APPEND contents "\n  * sektor, the desktop application")
endif()
string(APPEND contents "\n  * sektor-cli, the command-line tool")
if(TARGET sektor-helper)
    string(APPEND contents "\n  * sektor-helper, a D-Bus service authorized by polkit that runs\n    benchmarks on raw block devices for users without root privileges")
endif()
set(CPACK_PACKAGE_DESCRIPTION "Sektor measures the sequential, random 4K and queue-depth performance
of a drive, either in a directory on a mounted filesystem (with a test file
that is removed afterwards) or on a raw block device. Results follow the
CrystalDiskMark layout, report the median of several runs with best value
and spread, and include latency percentiles.

This package contains:${contents}\n")  # the final newline keeps the last line's indentation

# The file layout is the install tree: DESTDIR staging (as distribution packagers do), never a
# relocated prefix. This also keeps ECM's icon-cache refresh from running on the build machine.
set(CPACK_SET_DESTDIR ON)
set(CPACK_PACKAGING_INSTALL_PREFIX ${CMAKE_INSTALL_PREFIX})
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# The helper needs a system bus and polkit; sektor-cli and file tests in the app work without.
# `sektor-cli certificate verify` reads certificates with poppler's pdfdetach and pdftotext; signing them (--sign-key)
# and checking their signatures runs OpenSSH's ssh-keygen.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "polkitd, dbus, poppler-utils, openssh-client")
# Plugins are loaded at run time, so dpkg-shlibdeps cannot see them.
if(TARGET sektor)
    set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
    string(APPEND CPACK_DEBIAN_PACKAGE_RECOMMENDS ", qt6-wayland")
endif()

# The helper's systemd unit: systemd reloads its unit files after install and removal.
if(TARGET sektor-helper)
    set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA ${CMAKE_CURRENT_LIST_DIR}/postinst ${CMAKE_CURRENT_LIST_DIR}/postrm)
endif()

# Debian's own documents (copyright, changelog.gz) go into the staged tree just before packaging:
# they belong to this package format, not to `cmake --install`.
# (CPack hands every CPACK_* variable to that script.)
set(CPACK_PRE_BUILD_SCRIPTS ${CMAKE_CURRENT_LIST_DIR}/deb-docs.cmake)
set(CPACK_SEKTOR_DOC_SOURCE_DIR ${CMAKE_CURRENT_LIST_DIR})

include(CPack)
