// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "otheruser.h"
#include "clirun.h"

#include <filesystem>

#include <pwd.h>

namespace Sektor::Test {

std::string unprivilegedUser()
{
    for (const char *name : {"nobody", "sektortest"}) {
        if (getpwnam(name))
            return name;
    }
    if (run({"useradd", "--system", "--no-create-home", "sektortest"}).exitCode == 0)
        return "sektortest";
    return {};
}

std::string cliExecutableBy(const std::string &user, const TempDir &copyDir)
{
    const std::string built = cliPath();
    if (run({"runuser", "-u", user, "--", "test", "-x", built}).exitCode == 0)
        return built;
    namespace fs = std::filesystem;
    const fs::path copy = fs::path(copyDir.path()) / "sektor-cli";
    std::error_code ec;
    fs::copy_file(built, copy, fs::copy_options::overwrite_existing, ec);
    const auto readExecute = fs::perms::owner_all | fs::perms::group_read | fs::perms::group_exec | fs::perms::others_read | fs::perms::others_exec;
    fs::permissions(copyDir.path(), readExecute, ec);
    fs::permissions(copy, readExecute, ec);
    return copy.string();
}

} // namespace Sektor::Test
