// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "station/stationlogfile.h"

#include "model/uniquefd.h"

#include <QCoreApplication>
#include <QDir>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Sektor::Station {

namespace {
QString say(const char *text)
{
    return QCoreApplication::translate("Sektor::Station", text);
}

/**
 * station.log in @p folder, opened to append, as a descriptor: created or opened relative to the folder (no
 * component of the name is looked up again), never through a link at its name (O_NOFOLLOW), and only a regular file
 * of this user with no other name (a hard link planted in a shared folder would make root's station append to a file
 * of the attacker's choosing). -1 with why in @p why.
 */
int openLog(const QString &folder, QString *why)
{
    const UniqueFd dir(::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (!dir.isValid()) {
        *why = QString::fromLocal8Bit(std::strerror(errno));
        return -1;
    }
    UniqueFd log(::openat(dir.get(),
                          "station.log",
                          O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC,
                          0644));
    if (!log.isValid()) {
        *why = errno == ELOOP ? say(QT_TRANSLATE_NOOP("Sektor::Station", "it is a symbolic link"))
                              : QString::fromLocal8Bit(std::strerror(errno));
        return -1;
    }
    struct stat st
    {
    };
    if (::fstat(log.get(), &st) != 0 || !S_ISREG(st.st_mode) || st.st_uid != ::geteuid() || st.st_nlink != 1) {
        *why = say(QT_TRANSLATE_NOOP("Sektor::Station", "it is not a regular file of this user's own"));
        return -1;
    }
    // O_NONBLOCK only kept a FIFO planted there from blocking the open.
    ::fcntl(log.get(), F_SETFL, O_APPEND);
    return log.release();
}
} // namespace

bool StationLogFile::open(const QString &folder, QString *error)
{
    const QString path = QDir(folder).filePath(QStringLiteral("station.log"));
    QString why;
    const int fd = openLog(folder, &why);
    if (fd >= 0
        && m_file.open(fd, QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text, QFileDevice::AutoCloseHandle))
        return true;
    if (fd >= 0) {
        why = m_file.errorString();
        ::close(fd);
    }
    if (error)
        *error = say(QT_TRANSLATE_NOOP("Sektor::Station", "Could not write %1: %2")).arg(path, why);
    return false;
}

void StationLogFile::write(const StationEvent &event, bool json)
{
    m_file.write(stationLogLine(event, json) + '\n');
    m_file.flush();
}

} // namespace Sektor::Station
