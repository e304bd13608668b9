# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# CPack pre-build script (CPACK_PRE_BUILD_SCRIPTS): adds Debian's copyright file and the compressed
# changelog to the staged tree, and refuses what would make a broken package.
if(NOT CPACK_PACKAGING_INSTALL_PREFIX STREQUAL "/usr")
    message(FATAL_ERROR "The Debian package installs into /usr, this build into "
        "${CPACK_PACKAGING_INSTALL_PREFIX}: configure with -DCMAKE_INSTALL_PREFIX=/usr "
        "(packaging/build-deb.sh does).")
endif()

# The newest changelog entry names the version being packaged.
file(STRINGS ${CPACK_SEKTOR_DOC_SOURCE_DIR}/changelog first_line LIMIT_COUNT 1)
if(NOT first_line MATCHES "^sektor \\(${CPACK_PACKAGE_VERSION}\\) ")
    message(FATAL_ERROR "packaging/cpack/changelog starts with \"${first_line}\"; add an entry for "
        "version ${CPACK_PACKAGE_VERSION} first.")
endif()

# With CPACK_SET_DESTDIR the staged tree is the temporary directory plus the absolute paths.
set(doc_dir ${CPACK_TEMPORARY_DIRECTORY}/usr/share/doc/${CPACK_PACKAGE_NAME})
file(MAKE_DIRECTORY ${doc_dir})
file(COPY_FILE ${CPACK_SEKTOR_DOC_SOURCE_DIR}/copyright ${doc_dir}/copyright)
file(COPY_FILE ${CPACK_SEKTOR_DOC_SOURCE_DIR}/changelog ${doc_dir}/changelog)
# gzip -n: no name or time stamp in the header, so the package is reproducible.
find_program(gzip gzip REQUIRED)
execute_process(COMMAND ${gzip} -9 -n -f ${doc_dir}/changelog COMMAND_ERROR_IS_FATAL ANY)
file(CHMOD ${doc_dir}/copyright ${doc_dir}/changelog.gz
    PERMISSIONS OWNER_READ OWNER_WRITE GROUP_READ WORLD_READ)
