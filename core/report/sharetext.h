// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "peers/peerstanding.h"

#include <QString>
#include <QStringList>

namespace Sektor {

struct RunResult;

/**
 * Results for forums and chats, beside the CrystalDiskMark layout of cdmText(). Like it, these
 * are fixed English and locale-independent ('.' decimals, no grouping), so pasted results
 * compare across languages. Values are medians of the measured runs in MB/s; every line ends
 * with '\n'.
 */

/// A Markdown table (Test | Read | Write | Mix in MB/s, with IOPS and mean latency), where each test stands among its
/// model's results (peerLine(), one list item each, when @p peers has any), and the run's facts.
QString markdownText(const RunResult &result, const PeerStandings &peers = {});

/// BBCode for forums: a bold title, the result lines in a [code] block (columns stay aligned), the peers' lines (as
/// markdownText()), the facts.
QString bbcodeText(const RunResult &result, const PeerStandings &peers = {});

/**
 * One CSV line per test with a header line: test, mode, pattern, block size, queue depth,
 * threads, median/best/worst MB/s, IOPS, mean and percentile latencies in µs, runs. RFC 4180
 * (comma separated, CRLF-free, fields quoted only where needed). A kind whose figures are not a grid's (a sustained
 * write…) adds its figures as columns (KindReport::csvColumns(), report/kindreport.h); Markdown and BBCode add its
 * text block.
 */
QString csvText(const RunResult &result);

/**
 * The facts of a run as "Label: value" lines, fixed English: program, profile, test size and
 * runs, target and filesystem, drive(s) with firmware and transport, engine, date, OS and
 * kernel, comment (when there is one).
 */
QStringList shareFacts(const RunResult &result);

} // namespace Sektor
