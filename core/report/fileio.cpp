// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/fileio.h"

#include "model/uniquefd.h"

#include <algorithm>
#include <cerrno>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Sektor::FileIo {

int writeAll(int fd, const QByteArray &data)
{
    for (qsizetype done = 0; done < data.size();) {
        const ssize_t n = ::write(fd, data.constData() + done, std::size_t(data.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return n < 0 ? errno : EIO;
        done += n;
    }
    return 0;
}

int createExclusive(int dirFd, const QByteArray &name, const QByteArray &data, mode_t mode)
{
    UniqueFd fd(
        ::openat(dirFd, name.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, mode));
    if (!fd.isValid())
        return errno;
    int err = writeAll(fd.get(), data);
    if (err == 0 && ::fsync(fd.get()) != 0)
        err = errno;
    if (err == 0 && ::close(fd.release()) != 0)
        err = errno;
    // Created above with O_EXCL, so the name is ours to remove: a half-written result must not pass for a whole one.
    if (err != 0)
        ::unlinkat(dirFd, name.constData(), 0);
    return err;
}

int readAtMost(int fd, qint64 maxBytes, QByteArray &out)
{
    out.clear();
    struct stat st
    {
    };
    // Sized once from what the file says it holds, but the limit is kept while reading: a file can grow meanwhile.
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode))
        out.reserve(qsizetype(std::min<qint64>(st.st_size, maxBytes) + 1));
    char chunk[64 * 1024];
    for (;;) {
        const ssize_t n = ::read(fd, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return errno;
        if (n == 0)
            return 0;
        if (out.size() + n > maxBytes) {
            out.clear();
            out.squeeze();
            return EFBIG;
        }
        out.append(chunk, n);
    }
}

} // namespace Sektor::FileIo
