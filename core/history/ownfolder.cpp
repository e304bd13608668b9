// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "history/ownfolder.h"

#include <QCoreApplication>
#include <QFile>

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Sektor::History {

namespace {
// A class, so that lupdate files the strings under a context looked up at run time.
class OwnFolderText
{
    Q_DECLARE_TR_FUNCTIONS(Sektor::History::OwnFolder)
};

QString systemError(int err)
{
    return QString::fromLocal8Bit(std::strerror(err));
}

/// Why @p path could not be opened as a folder without following a link.
QString openProblem(const QByteArray &path, int err)
{
    struct stat st
    {
    };
    if (::lstat(path.constData(), &st) == 0 && S_ISLNK(st.st_mode))
        return OwnFolderText::tr("it is a symbolic link");
    if (err == ENOTDIR)
        return OwnFolderText::tr("it is not a folder");
    return systemError(err);
}
} // namespace

OwnFolder::OwnFolder(QString path, UniqueFd fd, QString problem)
    : m_path(std::move(path))
    , m_fd(std::move(fd))
    , m_problem(std::move(problem))
{ }

OwnFolder OwnFolder::check(const QString &path, UniqueFd fd)
{
    struct stat st
    {
    };
    if (::fstat(fd.get(), &st) != 0)
        return {path, {}, systemError(errno)};
    if (!S_ISDIR(st.st_mode))
        return {path, {}, OwnFolderText::tr("it is not a folder")};
    if (st.st_uid != ::geteuid())
        return {path, {}, OwnFolderText::tr("it belongs to another user")};
    if ((st.st_mode & (S_IWGRP | S_IWOTH)) != 0)
        return {path, {}, OwnFolderText::tr("others can write to it")};
    // Ours and closed to others' writes: closed to their reading too, for what it holds are the user's results.
    if ((st.st_mode & 07777) != S_IRWXU && ::fchmod(fd.get(), S_IRWXU) != 0)
        return {path, {}, systemError(errno)};
    return {path, std::move(fd), {}};
}

OwnFolder OwnFolder::open(const QString &path, Missing missing)
{
    const QByteArray encoded = QFile::encodeName(path);
    // mkdir() never follows a link either: a name someone planted, link or not, is EEXIST and checked below.
    if (missing == Missing::Create && ::mkdir(encoded.constData(), S_IRWXU) != 0 && errno != EEXIST)
        return {path, {}, systemError(errno)};
    UniqueFd fd(::open(encoded.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!fd.isValid())
        return {path, {}, openProblem(encoded, errno)};
    return check(path, std::move(fd));
}

OwnFolder OwnFolder::createUnique(const QString &pathTemplate)
{
    QByteArray encoded = QFile::encodeName(pathTemplate);
    if (::mkdtemp(encoded.data()) == nullptr)
        return {pathTemplate, {}, systemError(errno)};
    return open(QFile::decodeName(encoded), Missing::Leave);
}

} // namespace Sektor::History
