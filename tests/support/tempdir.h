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

private:
    std::string m_path;
};

/// Names of the entries in a directory (without "." and ".."), sorted.
std::string listDirectory(const std::string &path);

} // namespace Sektor::Test
