// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/resultfileread.h"

#include "model/uniquefd.h"
#include "report/fileio.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>

namespace Sektor {

namespace {
// As in resultfile.cpp: a class, so that lupdate files the strings under a context looked up at run time.
class ResultFileRead
{
    Q_DECLARE_TR_FUNCTIONS(Sektor::ResultFileRead)
};
} // namespace

QString readResultFileBytes(int fd, QByteArray &out)
{
    out.clear();
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0)
        return QString::fromLocal8Bit(std::strerror(errno));
    if (S_ISDIR(st.st_mode))
        return ResultFileRead::tr("it is a directory");
    if (!S_ISREG(st.st_mode))
        return ResultFileRead::tr("it is not a regular file but a FIFO, a device or a socket");
    // Opened without blocking, so that a FIFO was refused above instead of waiting for a writer; a regular file reads
    // the same either way.
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    if (const int err = FileIo::readAtMost(fd, MaxResultFileBytes, out); err != 0) {
        return err == EFBIG ? ResultFileRead::tr("it is larger than %1 MiB, far more than any result")
                                  .arg(MaxResultFileBytes / (1024 * 1024))
                            : QString::fromLocal8Bit(std::strerror(err));
    }
    return {};
}

QString readResultFileBytes(const QString &path, QByteArray &out)
{
    out.clear();
    const UniqueFd fd(::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    if (!fd.isValid())
        return QString::fromLocal8Bit(std::strerror(errno));
    return readResultFileBytes(fd.get(), out);
}

} // namespace Sektor
