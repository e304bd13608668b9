// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <string>

namespace Sektor::Test {

/// A fresh directory, removed with its contents when the object goes away (also when a test fails).
class TempDir
{
public:
    /// parent: where to create it ("/var/tmp" by default: a real disk, unlike /tmp on some systems).
    explicit TempDir(const std::string &parent = "/var/tmp");
    ~TempDir();
    TempDir(const TempDir &) = delete;
    TempDir &operator=(const TempDir &) = delete;

    const std::string &path() const { return m_path; }
    std::string file(const std::string &name) const { return m_path + "/" + name; }
    /**
     * Copies an executable in as @p name, and makes it and this directory readable and runnable
     * by everyone: for tests that run our programs as another user, who may not be able to
     * reach the build tree. Returns the copy's path.
     */
    std::string copyExecutable(const std::string &program, const std::string &name) const;

private:
    std::string m_path;
};

/// Names of the entries in a directory (without "." and ".."), sorted.
std::string listDirectory(const std::string &path);

} // namespace Sektor::Test
