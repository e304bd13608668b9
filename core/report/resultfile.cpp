// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/resultfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <climits>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Sektor {

namespace {
// lupdate files a tr() by the class it belongs to: a free tr() helper would file these strings under "Sektor", a
// context nothing looks up at run time, and they would never be translated.
class ResultFile
{
    Q_DECLARE_TR_FUNCTIONS(Sektor::ResultFile)
};

QString systemError(int err)
{
    return QString::fromLocal8Bit(std::strerror(err));
}

// A regular file reached through /dev or /proc (/dev/stdout, /proc/self/fd/1) is a descriptor
// someone already opened, typically the shell's redirection: write into it, never rename over it.
bool namesAnOpenDescriptor(const QString &path)
{
    return path.startsWith(QLatin1String("/dev/")) || path.startsWith(QLatin1String("/proc/"));
}

// Written into as it is: nothing may be renamed over a FIFO, a device or someone's descriptor.
bool isStream(const QString &path, const struct stat &st)
{
    return S_ISFIFO(st.st_mode) || S_ISCHR(st.st_mode) || (S_ISREG(st.st_mode) && namesAnOpenDescriptor(path));
}

QString writeAll(int fd, const QByteArray &data)
{
    for (qsizetype done = 0; done < data.size();) {
        const ssize_t n = ::write(fd, data.constData() + done, std::size_t(data.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return systemError(n < 0 ? errno : EIO);
        done += n;
    }
    return {};
}

QString writeStream(const QString &path, const QByteArray &data)
{
    // No O_CREAT and no O_TRUNC: what is written to is exactly what was checked.
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        return systemError(errno);
    QString problem = writeAll(fd, data);
    if (::close(fd) != 0 && problem.isEmpty())
        problem = systemError(errno);
    return problem;
}

QString replaceAtomically(const QString &path, const QByteArray &data)
{
    // Through a symbolic link the file it names is replaced, and the link stays.
    const QString canonical = QFileInfo(path).canonicalFilePath();
    QSaveFile file(canonical.isEmpty() ? path : canonical);
    bool written = file.open(QIODevice::WriteOnly);
    // On a full disk write() takes what fits and reports no error: write the rest until the
    // error shows, so it can be reported and the truncated file is never committed.
    for (qint64 done = 0; written && done < data.size();) {
        const qint64 n = file.write(data.constData() + done, data.size() - done);
        written = n > 0;
        done += n;
    }
    if (!written || !file.commit())
        return file.errorString();
    return {};
}

QString folderProblem(const QString &path)
{
    const QFileInfo folder(QFileInfo(path).absolutePath());
    if (!folder.isDir())
        return ResultFile::tr("its folder does not exist");
    if (::access(QFile::encodeName(folder.absoluteFilePath()).constData(), W_OK | X_OK) != 0)
        return ResultFile::tr("permission denied");
    return {};
}
} // namespace

QString resultFileProblem(const QString &path)
{
    if (path.isEmpty())
        return ResultFile::tr("no file name was given");
    if (path == StandardOutputPath)
        return {};
    if (QFile::encodeName(path).size() >= PATH_MAX || QFile::encodeName(QFileInfo(path).fileName()).size() > NAME_MAX)
        return ResultFile::tr("the name is too long");
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0) {
        if (errno == ENOENT)
            return folderProblem(path);
        return errno == ENOTDIR ? ResultFile::tr("its folder does not exist") : systemError(errno);
    }
    if (S_ISDIR(st.st_mode))
        return ResultFile::tr("it is a directory");
    if (!S_ISREG(st.st_mode) && !isStream(path, st))
        return ResultFile::tr("it is neither a file, a FIFO nor a character device");
    if (::access(QFile::encodeName(path).constData(), W_OK) != 0)
        return ResultFile::tr("permission denied");
    return isStream(path, st) ? QString() : folderProblem(path);
}

QString writeResultFile(const QString &path, const QByteArray &data)
{
    if (path == StandardOutputPath)
        return writeAll(STDOUT_FILENO, data);
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return errno == ENOENT ? replaceAtomically(path, data) : systemError(errno);
    if (isStream(path, st))
        return writeStream(path, data);
    if (S_ISREG(st.st_mode))
        return replaceAtomically(path, data);
    return resultFileProblem(path);
}

} // namespace Sektor
