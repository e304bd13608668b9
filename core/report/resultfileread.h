// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QByteArray>
#include <QString>

namespace Sektor {

/**
 * The most a result file may hold. The biggest the app writes is about 170 MB (jsonshape.h: the Default profile with
 * every option at its widest, 10 minutes × 9 runs of 100 ms samples on each test); a file beyond this is not a result,
 * and reading it whole would only cost memory (/dev/zero never ends).
 */
inline constexpr qint64 MaxResultFileBytes = 256ll * 1024 * 1024;

/**
 * Reads a result file into @p out: only a regular file (a FIFO, a device such as /dev/zero or a directory is refused
 * without waiting on it), never more than MaxResultFileBytes, a limit kept while reading so that a file that grows
 * meanwhile is refused too. Returns why it cannot be read as one translated phrase, or empty.
 */
QString readResultFileBytes(const QString &path, QByteArray &out);

/// The same, from a file already open (openat()'d in a folder checked first).
QString readResultFileBytes(int fd, QByteArray &out);

} // namespace Sektor
