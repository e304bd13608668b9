// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/resultfile.h"

#include "model/uniquefd.h"
#include "report/fileio.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QRegularExpression>

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

/// Links followed on the way to the file (the kernel's own limit is 40); a loop ends here.
constexpr int MaxLinksFollowed = 8;

QString systemError(int err)
{
    return QString::fromLocal8Bit(std::strerror(err));
}

QByteArray encoded(const QString &path)
{
    return QFile::encodeName(path);
}

/**
 * The names of a descriptor someone already opened (the shell's redirection, a pipe): written into as they are, never
 * created, truncated or renamed over. Only these: anything else under /dev or /proc (/dev/shm, a FIFO someone made)
 * is a file like any other, and a FIFO or a device there is refused.
 */
bool namesAStream(const QString &path)
{
    static const QRegularExpression streams(
        QStringLiteral("^(?:/dev/(?:stdout|stderr|fd/[0-9]+)|/proc/self/fd/[0-9]+)$"));
    return streams.match(path).hasMatch();
}

QString folderProblem(const QString &path)
{
    const QFileInfo folder(QFileInfo(path).absolutePath());
    if (!folder.isDir())
        return ResultFile::tr("its folder does not exist");
    if (::access(encoded(folder.absoluteFilePath()).constData(), W_OK | X_OK) != 0)
        return ResultFile::tr("permission denied");
    return {};
}

/// The file a result goes to once the links the user made are followed, or why there is none.
struct Destination
{
    QString path;
    QString problem;
    mode_t mode = 0666; ///< Of the file replaced; a new file gets the usual 0666 less the umask.
};

/**
 * Follows symbolic links only where the user (or root) made them: the user chose that redirection. A link that belongs
 * to someone else is refused, never followed and never replaced: in a shared folder (/tmp) it is how another user
 * would make the result land on a file of their choice (the kernel's protected_symlinks rule, applied before the
 * rename that would otherwise resolve it).
 */
Destination destination(const QString &path, int linksFollowed = 0)
{
    struct stat st
    {
    };
    if (::lstat(encoded(path).constData(), &st) != 0) {
        if (errno == ENOENT)
            return {path, folderProblem(path)};
        return {path, errno == ENOTDIR ? ResultFile::tr("its folder does not exist") : systemError(errno)};
    }
    if (S_ISLNK(st.st_mode)) {
        if (st.st_uid != ::geteuid() && st.st_uid != 0)
            return {path, ResultFile::tr("it is a symbolic link that belongs to another user")};
        if (linksFollowed >= MaxLinksFollowed)
            return {path, systemError(ELOOP)};
        return destination(QFileInfo(path).symLinkTarget(), linksFollowed + 1);
    }
    if (S_ISDIR(st.st_mode))
        return {path, ResultFile::tr("it is a directory")};
    if (!S_ISREG(st.st_mode))
        return {
            path,
            ResultFile::tr("it is not a regular file but a FIFO, a device or a socket (use - for standard output)")};
    if (::access(encoded(path).constData(), W_OK) != 0)
        return {path, ResultFile::tr("permission denied")};
    return {path, folderProblem(path), mode_t(st.st_mode & 0777)};
}

QString writeStream(const QString &path, const QByteArray &data)
{
    // No O_CREAT and no O_TRUNC: the descriptor is the opener's, written as it is.
    const UniqueFd fd(::open(encoded(path).constData(), O_WRONLY | O_NOCTTY | O_CLOEXEC));
    if (!fd.isValid())
        return systemError(errno);
    const int err = FileIo::writeAll(fd.get(), data);
    return err == 0 ? QString() : systemError(err);
}

/**
 * A temporary file beside the destination, complete and durable, then renamed onto it: a failed write leaves the old
 * file and never a truncated one. rename() replaces the name itself and never follows a link someone put there
 * after destination() looked, and the temporary file is created with O_EXCL|O_NOFOLLOW.
 */
QString replaceAtomically(const Destination &to, const QByteArray &data)
{
    const QFileInfo info(to.path);
    const UniqueFd folder(::open(encoded(info.absolutePath()).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!folder.isValid())
        return systemError(errno);
    const QByteArray name = encoded(info.fileName());
    QByteArray temporary;
    int err = EEXIST;
    for (int attempt = 0; attempt < 16 && err == EEXIST; ++attempt) {
        temporary = '.' + name + ".sektor-" + QByteArray::number(QRandomGenerator::global()->generate64(), 36);
        err = FileIo::createExclusive(folder.get(), temporary, data, to.mode);
    }
    if (err != 0)
        return systemError(err);
    if (::renameat(folder.get(), temporary.constData(), folder.get(), name.constData()) != 0) {
        err = errno;
        ::unlinkat(folder.get(), temporary.constData(), 0);
        return systemError(err);
    }
    ::fsync(folder.get()); // the rename itself durable; the file's data already is
    return {};
}
} // namespace

QString resultFileProblem(const QString &path)
{
    if (path.isEmpty())
        return ResultFile::tr("no file name was given");
    if (path == StandardOutputPath)
        return {};
    if (namesAStream(path))
        return ::access(encoded(path).constData(), W_OK) == 0 ? QString() : systemError(errno);
    if (encoded(path).size() >= PATH_MAX || encoded(QFileInfo(path).fileName()).size() > NAME_MAX)
        return ResultFile::tr("the name is too long");
    return destination(path).problem;
}

QString writeResultFile(const QString &path, const QByteArray &data)
{
    if (path == StandardOutputPath) {
        const int err = FileIo::writeAll(STDOUT_FILENO, data);
        return err == 0 ? QString() : systemError(err);
    }
    if (namesAStream(path))
        return writeStream(path, data);
    const Destination to = destination(path);
    if (!to.problem.isEmpty())
        return to.problem;
    return replaceAtomically(to, data);
}

} // namespace Sektor
