// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QByteArray>
#include <QString>

namespace Sektor {

/// The path that names standard output for a result file, as most command-line tools take it.
inline const QString StandardOutputPath = QStringLiteral("-");

/**
 * Why results cannot be written to this path, as one translated phrase ("its folder does not
 * exist"), or empty. Asked before a run, so a mistyped name does not cost a benchmark that took
 * minutes. Looks at the path only: opens nothing, creates nothing.
 */
QString resultFileProblem(const QString &path);

/**
 * Writes a result file. Only a regular file, or a new one, is replaced, and atomically (a
 * temporary file in the same folder, renamed when complete), so a failed write leaves the old
 * file and never a truncated one. A FIFO, a character device (a terminal, /dev/null) or
 * standard output ("-", /dev/stdout) receives the data as it is, with nothing renamed over it:
 * root writing --json /dev/null must not turn /dev/null into a regular file.
 * Returns the reason it failed, or empty.
 */
QString writeResultFile(const QString &path, const QByteArray &data);

} // namespace Sektor
