// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>

namespace Sektor {

/// What a bounded run of one of poppler's programs gave.
struct PopplerRun
{
    enum class Status {
        Done, ///< It exited 0; output holds what it wrote.
        Failed, ///< It exited with an error (a broken PDF, no such attachment).
        NotInstalled, ///< It could not be started.
        TooLarge, ///< Its output passed the limit: stopped there (SIGXFSZ), nothing of it kept.
        TimedOut, ///< Still running after ToolTimeoutMs, or past its CPU time: killed.
        Cancelled, ///< Stopped as asked: killed.
    };
    Status status = Status::NotInstalled;
    QByteArray output; ///< What it wrote into OutputPlaceholder (or its standard output), at most the limit given.
    QString messages; ///< The start of what it said on its standard error, simplified.
};

/// Stands in runPoppler()'s arguments for the file the program writes its output to.
inline constexpr char OutputPlaceholder[] = "@OUTPUT@";
/// Stands in runPoppler()'s arguments for the PDF it reads (its @p pdf descriptor).
inline constexpr char InputPlaceholder[] = "@INPUT@";

/**
 * A copy of @p bytes in a file without a name, for runPoppler() to read: what every tool reads is then the bytes read
 * once, whatever happens to the file they came from meanwhile. -1 when no such file can be made.
 */
int unnamedCopy(const QByteArray &bytes);

/**
 * Runs poppler's @p program (pdfdetach, pdftotext) with @p arguments, in which InputPlaceholder stands for the PDF
 * open as @p pdf (unnamedCopy()) and OutputPlaceholder for the file it writes (without it, its standard output is that
 * file), within limits a hostile PDF cannot pass (a 1 MB PDF whose attachment inflates to a gigabyte):
 * - the output goes into a file without a name (O_TMPFILE, or one unlinked at once), which the child reaches as
 *   /proc/self/fd/N: nothing is left behind however either process ends;
 * - no file it writes may grow past @p maxBytes (RLIMIT_FSIZE; it is stopped by SIGXFSZ: TooLarge), and at most that
 *   is read back;
 * - 1 GiB of address space, 30 s of CPU time and 30 s in all;
 * - killed when @p stopRequested says so (asked every 100 ms) or when this process dies (PR_SET_PDEATHSIG).
 * Standard input is empty.
 */
PopplerRun runPoppler(const QString &program,
                      const QStringList &arguments,
                      int pdf,
                      qint64 maxBytes,
                      const std::function<bool()> &stopRequested = {});

} // namespace Sektor
