// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "support/tempdir.h"

#include <QByteArray>
#include <QString>

#include <sys/stat.h>

namespace Sektor::Test {

/**
 * Points the temporary folder (keepUnsaved()'s last resort) at a folder of the test's own while it lives, and hides
 * $XDG_RUNTIME_DIR (tried before it). @p shared: the folder is like /tmp, anyone may create names in it (1777).
 */
class TemporaryFolder
{
public:
    explicit TemporaryFolder(bool shared = false)
        : m_oldTmp(qgetenv("TMPDIR"))
        , m_oldRuntime(qgetenv("XDG_RUNTIME_DIR"))
    {
        if (shared)
            ::chmod(m_dir.path().c_str(), 01777);
        qputenv("TMPDIR", QByteArray::fromStdString(m_dir.path()));
        qunsetenv("XDG_RUNTIME_DIR");
    }
    ~TemporaryFolder()
    {
        m_oldTmp.isNull() ? qunsetenv("TMPDIR") : qputenv("TMPDIR", m_oldTmp);
        m_oldRuntime.isNull() ? qunsetenv("XDG_RUNTIME_DIR") : qputenv("XDG_RUNTIME_DIR", m_oldRuntime);
    }
    TemporaryFolder(const TemporaryFolder &) = delete;
    TemporaryFolder &operator=(const TemporaryFolder &) = delete;

    QString path() const { return QString::fromStdString(m_dir.path()); }
    std::string file(const std::string &name) const { return m_dir.file(name); }

private:
    TempDir m_dir;
    QByteArray m_oldTmp;
    QByteArray m_oldRuntime;
};

} // namespace Sektor::Test
