# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Every test carries exactly one tier, a ctest label that says what it needs and so where it runs
# (tests/run-all.sh; CONTRIBUTING.md explains them):
#   unit     no root, no devices, no child processes; runs in seconds            (sanitizer build)
#   system   root: loop, FUSE and shaped devices, filesystems, the CLI end to end,
#            GUI windows with runs                                                (sanitizer build)
#   bus      a private system bus with polkitd                                    (sanitizer build)
#   timing   asserts a rate, a duration or "within N s"                           (release build)
#   screens  screenshots under Xvfb                                                (release build)
#   perf     the comparisons with fio and the other references, as smoke tests    (release build)
#   static   source and file checks: style, layers, translations, packaging files (release build)
#   install  builds, installs, uses and purges the Debian package                  (release build)
#   fleet    the Ansible playbook against this machine                             (release build)
#   drives   emulated NVMe, SATA and USB drives in a QEMU guest (tests/drives)     (release build)
# A test added without a tier fails at configure time: add_test is wrapped so that, at the end of the
# folder that added it, its labels are checked. GoogleTest binaries get theirs from sektor_add_test.
set(SEKTOR_TEST_TIERS unit system bus timing screens perf static install fleet drives)
set(SEKTOR_SANITIZER_TIERS unit system bus)

# The tier among a test's labels, or a configure error naming the test.
function(_sektor_require_tier test)
    get_test_property(${test} LABELS labels)
    set(tiers)
    foreach(label IN LISTS labels)
        if(label IN_LIST SEKTOR_TEST_TIERS)
            list(APPEND tiers ${label})
        endif()
    endforeach()
    list(LENGTH tiers count)
    if(NOT count EQUAL 1)
        string(REPLACE ";" ", " known "${SEKTOR_TEST_TIERS}")
        message(FATAL_ERROR "Test '${test}' (${CMAKE_CURRENT_SOURCE_DIR}) has ${count} tier labels (${tiers}): "
            "give it exactly one of ${known} (cmake/SektorTestTiers.cmake says what each means).")
    endif()
endfunction()

function(add_test)
    _add_test(${ARGV})
    if(ARGV0 STREQUAL "NAME")
        set(test "${ARGV1}")
    else()
        set(test "${ARGV0}")
    endif()
    # Deferred to the end of this folder, after its set_tests_properties.
    cmake_language(EVAL CODE "cmake_language(DEFER CALL _sektor_require_tier [[${test}]])")
endfunction()

# sektor_tier_needs(TIER target...): building the tier (the target tier-TIER) builds these.
function(sektor_tier_needs tier)
    if(NOT tier IN_LIST SEKTOR_TEST_TIERS)
        message(FATAL_ERROR "sektor_tier_needs: '${tier}' is not a tier (${SEKTOR_TEST_TIERS})")
    endif()
    set_property(GLOBAL APPEND PROPERTY SEKTOR_TIER_TARGETS_${tier} ${ARGN})
endfunction()

# One target per tier, tier-TIER, that builds the programs under test and that tier's test programs,
# so a build for some tiers builds nothing else (tests/run-all.sh). Call once, after every test.
function(sektor_add_tier_targets)
    set(product sektor-cli sektor-helper)
    if(TARGET sektor)
        list(APPEND product sektor)
    endif()
    foreach(tier IN LISTS SEKTOR_TEST_TIERS)
        get_property(needs GLOBAL PROPERTY SEKTOR_TIER_TARGETS_${tier})
        add_custom_target(tier-${tier})
        add_dependencies(tier-${tier} ${product} ${needs})
    endforeach()
endfunction()
