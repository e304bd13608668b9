// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

#include <cstdint>

namespace Sektor {

struct RunResult;
struct TestResult;

/**
 * The run as text in CrystalDiskMark's layout (what people paste in forums), followed by a
 * clearly separated block of what CrystalDiskMark lacks (best and spread of runs, engine, I/O
 * mode, flags, filesystem, CPU, seed), so parsers of the classic layout still work.
 *
 * The text is a fixed, comparable English format, like CrystalDiskMark's: nothing in it is
 * translated and numbers never follow the locale ('.' decimal point, no grouping).
 *
 * Figures are medians of the measured runs (CrystalDiskMark shows the best); the Mode line says so.
 * The Date line shows result.started in the time zone the QDateTime carries: local time for a
 * fresh run (QDateTime::currentDateTime()), the recorded UTC offset for a result loaded with
 * fromJson(), so a reloaded report shows the same wall-clock time as the original.
 *
 * Every line ends with '\n' (also the last); no trailing spaces.
 */
QString cdmText(const RunResult &result);

/**
 * One result line: "  SEQ    1MiB (Q=  8, T= 1):  3512.345 MB/s [   3349.6 IOPS] <  2386.54 us>" (the label is
 * cdmTestLabel(), report/cdmlabel.h).
 * Block sizes below 1 KiB or not a multiple of 1 KiB are written in bytes padded to the width of
 * "KiB" ("  RND  512B   (Q=..."), so the columns stay aligned. No trailing newline.
 */
QString cdmResultLine(const TestResult &test);

/// A size as the Test line writes it: exact binary sizes stay exact ("1 GiB", "512 MiB"), others get one decimal
/// ("465.8 GiB").
QString cdmSizeText(std::uint64_t bytes);

} // namespace Sektor
