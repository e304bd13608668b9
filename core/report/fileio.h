// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QByteArray>

#include <sys/types.h>

/// The file descriptor primitives result files are written and read with; each returns 0 or the errno.
namespace Sektor::FileIo {

/// Writes all of @p data to @p fd, through short writes and EINTR (a full disk shows as ENOSPC, not as a short file).
int writeAll(int fd, const QByteArray &data);

/**
 * Creates @p name in the folder open as @p dirFd and writes @p data into it, durable (fsync) before it returns. Never
 * through a link and never over an existing file (O_CREAT|O_EXCL|O_NOFOLLOW): a name someone else planted, whether a
 * link, a FIFO or a file, fails with EEXIST. A file not completely written is removed.
 */
int createExclusive(int dirFd, const QByteArray &name, const QByteArray &data, mode_t mode);

/// Reads @p fd to its end into @p out, never holding more than @p maxBytes: a longer (or growing) file fails with
/// EFBIG.
int readAtMost(int fd, qint64 maxBytes, QByteArray &out);

} // namespace Sektor::FileIo
