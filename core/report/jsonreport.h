// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/expected.h"
#include "model/results.h"

#include <QByteArray>
#include <QJsonObject>

namespace Sektor {

/// The "format" value of a Sektor result file, and the version this build writes and reads.
inline constexpr const char *JsonReportFormat = "sektor-result";
inline constexpr int JsonReportFormatVersion = 1;

/**
 * The whole run as JSON: {"format":"sektor-result","formatVersion":1,"program","profile",
 * "options","seed","target","system","backend","backendDetail","started","finished","warnings",
 * "notes","noteLevels","comment","totals","tests":[…]}. Keys are camelCase and stable; see the README of core/report.
 *
 * Numbers: JSON numbers are doubles for most readers (JavaScript, jq), exact up to 2^53, which
 * holds every nanosecond, byte and I/O count a benchmark can reach (2^53 ns is 104 days).
 * 64-bit values that need every bit are strings: the seeds and the exact latency sums ("sumNs").
 * Derived values (name, megabytesPerSecond, meanLatencyUs, spread, latency summaries of the
 * merged histograms) are written for readers' convenience and recomputed on loading.
 * Dates are ISO 8601 with milliseconds and UTC offset ("2025-06-20T12:34:56.000+02:00").
 * RunOptions::allowDeviceWrites is never written: consent to destroy data is not restored from a file.
 */
QJsonObject toJson(const RunResult &result);

/// toJson() as indented UTF-8 text, ending with a newline.
QByteArray toJsonBytes(const RunResult &result);

/**
 * The result's canonical JSON: the one byte form a certificate embeds and prints the SHA-256 of, and the result file
 * beside it holds (so `sha256sum` of that file gives the printed hash). It is toJsonBytes(): QJsonDocument's indented
 * form (four spaces, keys in sorted order as QJsonObject keeps them, Qt's shortest round-trip numbers, UTF-8 without
 * escapes beyond JSON's, "\n" line ends and a final newline). Reading it with fromJson() and writing it again gives the
 * same bytes.
 */
QByteArray canonicalResultJson(const RunResult &result);

/// One test's result, one interval sample and one test row, as they appear inside toJson(RunResult):
/// for streaming parts of a run (the helper sends them to its client as they happen).
QJsonObject toJson(const TestResult &test);
QJsonObject toJson(const Sample &sample);
QJsonObject toJson(const TestSpec &spec);

/// The strict readers of those parts; the error's detail names the first offending field.
Expected<TestResult> testResultFromJson(const QJsonObject &object);
Expected<Sample> sampleFromJson(const QJsonObject &object);
Expected<TestSpec> testSpecFromJson(const QJsonObject &object);

/**
 * Loads what toJsonBytes() wrote. Every field toJson() writes comes back unchanged, including
 * the latency histograms (dates come back as the same instant with the same UTC offset, as
 * Qt::OffsetFromUTC). Fails with ErrorCode::InvalidArgument, its detail naming the first
 * offending field, on text that is not JSON, another format or version, or a missing or
 * mistyped field.
 */
Expected<RunResult> fromJson(const QByteArray &json);

/// How the detail of fromJson()'s refusal begins: "not a Sektor result: tests[0].mode: unknown value". A sentence that
/// says so itself ("/x.json is not a Sektor result: …") shows the rest.
inline constexpr char NotAResultDetail[] = "not a Sektor result: ";

} // namespace Sektor
