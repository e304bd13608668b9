// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "support/tempdir.h"

#include <string>

namespace Sektor::Test {

/// An unprivileged account to run the CLI as: "nobody", or a system user "sektortest"
/// created for the purpose where there is no nobody. Empty if neither is possible.
std::string unprivilegedUser();
/// A system account of this name, created when missing, for a test that must be the only one running as it.
std::string dedicatedUser(const std::string &name);

/**
 * A sektor-cli this user can execute. The build tree may sit under a directory others cannot
 * traverse (/work, a home directory): then the binary is copied into copyDir, made 0755. It
 * links our core statically and Qt from the system, so the copy runs anywhere.
 */
std::string cliExecutableBy(const std::string &user, const TempDir &copyDir);

/// An unprivileged account and a sektor-cli it can run: what tests of the CLI as a normal user start from.
struct UnprivilegedCli
{
    std::string user;
    TempDir copyDir;
    std::string cli;

    /// Finds the account (@p dedicated, created when missing, else nobody) and the executable, and checks it runs.
    /// Empty on success, else why not.
    std::string prepare(const std::string &dedicated = {});
};

} // namespace Sektor::Test
