# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# cmake -DVERSION=<project version> -DPACKAGING=<source>/packaging -P check-consistency.cmake
# The newest release in the AppStream metainfo and in the Debian changelog is the project's
# version, and every icon PNG is as large as its name says.
set(failures 0)
macro(fail)
    message(SEND_ERROR ${ARGN})
    math(EXPR failures "${failures} + 1")
endmacro()

file(READ ${PACKAGING}/desktop/io.github.sektor.Sektor.metainfo.xml metainfo)
string(REGEX MATCH "<release version=\"([^\"]+)\"" _ "${metainfo}")
if(NOT CMAKE_MATCH_1 STREQUAL VERSION)
    fail("metainfo: newest release is ${CMAKE_MATCH_1}, the project is ${VERSION}")
endif()

file(STRINGS ${PACKAGING}/cpack/changelog first_line LIMIT_COUNT 1)
if(NOT first_line MATCHES "^sektor \\(${VERSION}\\) ")
    fail("cpack/changelog: newest entry is \"${first_line}\", the project is ${VERSION}")
endif()

# PNG: 8-byte signature, IHDR chunk length and type, then width and height (big-endian 32 bit).
file(GLOB pngs ${PACKAGING}/icons/*.png)
if(NOT pngs)
    fail("no icon PNGs in ${PACKAGING}/icons")
endif()
foreach(png IN LISTS pngs)
    get_filename_component(name ${png} NAME)
    string(REGEX MATCH "^([0-9]+)-apps-" _ "${name}")
    file(READ ${png} header OFFSET 16 LIMIT 8 HEX)
    string(SUBSTRING "${header}" 0 8 width)
    string(SUBSTRING "${header}" 8 8 height)
    math(EXPR width "0x${width}")
    math(EXPR height "0x${height}")
    if(NOT width EQUAL CMAKE_MATCH_1 OR NOT height EQUAL CMAKE_MATCH_1)
        fail("${name} is ${width}x${height}")
    endif()
endforeach()

if(failures)
    message(FATAL_ERROR "${failures} inconsistencies")
endif()
message(STATUS "metainfo, changelog (${VERSION}) and icons consistent")
