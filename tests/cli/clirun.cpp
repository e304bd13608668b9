// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "clirun.h"

#include <QDir>
#include <QFileInfo>

#include <thread>

namespace Sektor::Test {

std::string cliPath()
{
    return SEKTOR_CLI_PATH;
}

CommandResult runCli(const std::vector<std::string> &args)
{
    std::vector<std::string> argv {cliPath()};
    argv.insert(argv.end(), args.begin(), args.end());
    return run(argv);
}

CommandResult runCliAs(const std::string &user, const std::string &cli, const std::vector<std::string> &args)
{
    std::vector<std::string> argv {"runuser", "-u", user, "--", cli};
    argv.insert(argv.end(), args.begin(), args.end());
    return run(argv);
}

BackgroundCli::BackgroundCli(const std::vector<std::string> &args)
{
    QStringList arguments;
    for (const std::string &a : args)
        arguments << QString::fromStdString(a);
    m_process.start(QString::fromStdString(cliPath()), arguments);
    if (m_process.waitForStarted(10000))
        m_pid = m_process.processId();
}

BackgroundCli::~BackgroundCli()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.kill();
        m_process.waitForFinished(10000);
    }
}

bool BackgroundCli::running() const
{
    return m_process.state() == QProcess::Running;
}

bool BackgroundCli::waitForFileUnder(const std::string &dir, std::chrono::milliseconds timeout)
{
    const QString prefix = QString::fromStdString(dir) + QLatin1Char('/');
    const QDir fds(QStringLiteral("/proc/%1/fd").arg(m_pid));
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < deadline) {
        // Reading the pipes keeps QProcess's state current (it notices the exit here too).
        m_process.waitForReadyRead(10);
        if (!running())
            return false;
        for (const QString &entry : fds.entryList(QDir::NoDotAndDotDot | QDir::System | QDir::Files)) {
            if (QFileInfo(fds.filePath(entry)).symLinkTarget().startsWith(prefix))
                return true;
        }
    }
    return false;
}

std::optional<int> BackgroundCli::waitForExit(std::chrono::milliseconds timeout)
{
    if (running() && !m_process.waitForFinished(int(timeout.count())))
        return std::nullopt;
    if (m_process.exitStatus() != QProcess::NormalExit)
        return std::nullopt;
    return m_process.exitCode();
}

std::string BackgroundCli::out()
{
    return m_process.readAllStandardOutput().toStdString();
}

std::string BackgroundCli::err()
{
    return m_process.readAllStandardError().toStdString();
}

} // namespace Sektor::Test
