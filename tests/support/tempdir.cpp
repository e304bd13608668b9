// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "support/tempdir.h"

#include <algorithm>
#include <filesystem>
#include <stdexcept>
#include <vector>

#include <cstdlib>

namespace Sektor::Test {

TempDir::TempDir(const std::string &parent)
{
    std::string templ = parent + "/sektor-test.XXXXXX";
    if (!mkdtemp(templ.data()))
        std::abort();
    m_path = templ;
}

TempDir::~TempDir()
{
    std::error_code ec;
    std::filesystem::remove_all(m_path, ec);
}

std::string TempDir::copyExecutable(const std::string &program, const std::string &name) const
{
    namespace fs = std::filesystem;
    const auto everyone = fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec | fs::perms::others_read
        | fs::perms::others_exec;
    const std::string copy = file(name);
    std::error_code ec;
    fs::copy_file(program, copy, fs::copy_options::overwrite_existing, ec);
    fs::permissions(m_path, everyone, ec);
    fs::permissions(copy, everyone, ec);
    return copy;
}

std::string listDirectory(const std::string &path)
{
    std::vector<std::string> names;
    std::error_code ec;
    for (const auto &entry : std::filesystem::directory_iterator(path, ec))
        names.push_back(entry.path().filename().string());
    // A folder that cannot be listed must not pass for an empty one in a "nothing was left" check; one that is not
    // there holds nothing.
    if (ec && ec != std::errc::no_such_file_or_directory)
        return "<cannot list " + path + ": " + ec.message() + ">";
    std::sort(names.begin(), names.end());
    std::string joined;
    for (const auto &n : names)
        joined += (joined.empty() ? "" : " ") + n;
    return joined;
}

} // namespace Sektor::Test
