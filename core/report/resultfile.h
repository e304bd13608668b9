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
 * Writes a result file. Standard output ("-") and the names of a descriptor already open ("/dev/stdout",
 * "/dev/stderr", "/dev/fd/N", "/proc/self/fd/N") receive the data as it is. Any other path is a regular file, new or
 * replaced atomically (a temporary file in the same folder, complete and fsynced, renamed onto the name), so a failed
 * write leaves the old file and never a truncated one; a FIFO, a device or a socket there is refused, and so is a
 * symbolic link that belongs to another user (never followed, never replaced). A link of the user's own (or root's)
 * is followed: the file it names is replaced and the link stays.
 * Returns the reason it failed, or empty.
 */
QString writeResultFile(const QString &path, const QByteArray &data);

} // namespace Sektor
