// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "otheruser.h"
#include "clirun.h"

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
    return copyDir.copyExecutable(built, "sektor-cli");
}

std::string dedicatedUser(const std::string &name)
{
    if (getpwnam(name.c_str()) || run({"useradd", "--system", "--no-create-home", name}).exitCode == 0)
        return name;
    return {};
}

std::string UnprivilegedCli::prepare(const std::string &dedicated)
{
    user = dedicated.empty() ? unprivilegedUser() : dedicatedUser(dedicated);
    if (user.empty())
        return "no unprivileged account and useradd failed";
    cli = cliExecutableBy(user, copyDir);
    const CommandResult version = runCliAs(user, cli, {"--version"});
    return version.exitCode == 0 ? std::string() : user + " cannot run " + cli + ": " + version.err;
}

} // namespace Sektor::Test
