// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "support/shell.h"

#include <gtest/gtest.h>

#include <QProcess>
#include <QStringList>

#include <sys/wait.h>
#include <unistd.h>

namespace Sektor::Test {

CommandResult run(const std::vector<std::string> &argv, const std::string &stdinData)
{
    QProcess process;
    QStringList args;
    for (size_t i = 1; i < argv.size(); ++i)
        args << QString::fromStdString(argv[i]);
    process.start(QString::fromStdString(argv.at(0)), args);
    CommandResult result;
    if (!process.waitForStarted(10000)) {
        result.err = "could not start " + argv.at(0);
        return result;
    }
    if (!stdinData.empty())
        process.write(stdinData.data(), qint64(stdinData.size()));
    process.closeWriteChannel();
    process.waitForFinished(-1);
    result.out = process.readAllStandardOutput().toStdString();
    result.err = process.readAllStandardError().toStdString();
    result.exitCode = process.exitStatus() == QProcess::CrashExit ? 128 + 9 : process.exitCode();
    return result;
}

CommandResult runChecked(const std::vector<std::string> &argv)
{
    CommandResult result = run(argv);
    if (result.exitCode != 0)
        ADD_FAILURE() << describe(argv) << " exited " << result.exitCode << ": " << result.err;
    return result;
}

std::string describe(const std::vector<std::string> &argv)
{
    std::string s;
    for (const auto &a : argv) {
        if (!s.empty())
            s += ' ';
        s += "'" + a + "'";
    }
    return s;
}

pid_t deadPid()
{
    const pid_t child = ::fork();
    if (child == 0)
        ::_exit(0);
    ::waitpid(child, nullptr, 0);
    return child;
}

} // namespace Sektor::Test
