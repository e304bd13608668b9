// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/uniquefd.h"

#include <QString>

namespace Sektor::History {

/**
 * A folder that is the user's own, held open: files are then created relative to it (openat), so a link or a folder
 * someone else put in its place between a check and a use is never followed. In a shared folder (/tmp) anyone can
 * create a name first; a folder passes only when it is a real directory (opened with O_NOFOLLOW|O_DIRECTORY), owned by
 * the effective user and writable by no one else. It is then made 0700, as it is when created here.
 */
class OwnFolder
{
public:
    enum class Missing { Create, Leave };

    /// Opens @p path, creating it (mode 0700; its parent must exist) when missing and @p missing says so.
    static OwnFolder open(const QString &path, Missing missing = Missing::Create);
    /// A new folder of a name no one else has (mkdtemp: @p pathTemplate ends in "XXXXXX"), for when the usual one is
    /// taken by someone else.
    static OwnFolder createUnique(const QString &pathTemplate);

    bool isOpen() const { return m_fd.isValid(); }
    int fd() const { return m_fd.get(); }
    const QString &path() const { return m_path; }
    /// Why it was refused or could not be made, as a translated phrase ("it belongs to another user"); empty if open.
    const QString &problem() const { return m_problem; }

private:
    OwnFolder(QString path, UniqueFd fd, QString problem);
    static OwnFolder check(const QString &path, UniqueFd fd);

    QString m_path;
    UniqueFd m_fd;
    QString m_problem;
};

} // namespace Sektor::History
