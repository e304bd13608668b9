#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Fuzzes the result reader (readUntrustedResult(): the CLI's bounded read, fromJson(), the text and CSV of what it
# accepts, the round trip) with libFuzzer under ASan and UBSan, in a clang build directory of its own. Not part of
# the normal build or CI; the same harness replays its corpus and fixed mutations there (test_fuzz).
#
#   tests/fuzz/run-fuzz.sh [SECONDS [LIBFUZZER FLAGS...]]   default 600 s; SEKTOR_FUZZ_BUILD_DIR (default build-fuzz)
#
# Starts from the app's own results (test_fuzz writes them: SEKTOR_FUZZ_WRITE_SEEDS) and tests/fuzz/corpus; the
# corpus grows in $build/corpus, crashes land in $build/crashes. Prints libFuzzer's figures (inputs run, coverage).
set -euo pipefail
src="$(cd "$(dirname "$0")/../.." && pwd)"
build="${SEKTOR_FUZZ_BUILD_DIR:-$src/build-fuzz}"
seconds="${1:-600}"
shift || true
flags="-fsanitize=address,undefined -fsanitize=fuzzer-no-link -fno-omit-frame-pointer -g1"
cmake -S "$src" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
    -DCMAKE_CXX_FLAGS="$flags" -DCMAKE_C_FLAGS="$flags" \
    -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
    -DSEKTOR_FUZZ=ON -DSEKTOR_WERROR=OFF >/dev/null
cmake --build "$build" --parallel "${SEKTOR_FUZZ_BUILD_JOBS:-$(nproc)}" --target fuzz_resultreader test_fuzz
mkdir -p "$build/corpus" "$build/crashes" "$build/seeds"
# The seeds: the fixtures of every kind of test and the files earlier builds wrote, as test_fuzz reads them.
SEKTOR_FUZZ_WRITE_SEEDS="$build/seeds" ASAN_OPTIONS=detect_leaks=0 \
    "$build/bin/test_fuzz" --gtest_filter='ResultReaderFuzz.EverySeedIsAResult' >/dev/null
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=1" UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
exec "$build/bin/fuzz_resultreader" "$build/corpus" "$build/seeds" "$src/tests/fuzz/corpus" \
    -max_total_time="$seconds" -max_len=1048576 -rss_limit_mb=4096 -timeout=30 \
    -artifact_prefix="$build/crashes/" -print_final_stats=1 "$@"
