# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Installs cmake/commit-msg.sh as the checkout's commit-msg hook, as KDEGitCommitHooks writes the pre-commit one: only
# in a git checkout, and never over a hook someone wrote themselves (one that is not ours is left and named).
function(sektor_configure_commit_msg_hook)
    find_package(Git QUIET)
    if(NOT GIT_FOUND OR NOT EXISTS "${CMAKE_SOURCE_DIR}/.git")
        return()
    endif()
    execute_process(COMMAND "${GIT_EXECUTABLE}" rev-parse --git-path hooks
        WORKING_DIRECTORY "${CMAKE_SOURCE_DIR}" OUTPUT_VARIABLE hooks OUTPUT_STRIP_TRAILING_WHITESPACE
        RESULT_VARIABLE failed)
    if(failed)
        return()
    endif()
    get_filename_component(hooks "${hooks}" ABSOLUTE BASE_DIR "${CMAKE_SOURCE_DIR}")
    set(hook "${hooks}/commit-msg")
    set(ours "#!/bin/sh\n# Written by Sektor's configure (cmake/SektorCommitMsgHook.cmake).\nexec \"${CMAKE_SOURCE_DIR}/cmake/commit-msg.sh\" \"$@\"\n")
    if(EXISTS "${hook}")
        file(READ "${hook}" present)
        if(NOT present MATCHES "SektorCommitMsgHook")
            message(STATUS "commit-msg hook ${hook} is not Sektor's: left as it is")
            return()
        endif()
    endif()
    file(MAKE_DIRECTORY "${hooks}")
    file(WRITE "${hook}" "${ours}")
    file(CHMOD "${hook}" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
endfunction()
