// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "agentclient.h"

#include <QDeadlineTimer>
#include <QElapsedTimer>

#include <chrono>
#include <csignal>
#include <fcntl.h>
#include <filesystem>
#include <termios.h>
#include <thread>
#include <unistd.h>

namespace Sektor::Test {

namespace {
QStringList
asUser(const std::string &user, const HelperBus &bus, const std::string &script, const std::vector<std::string> &args)
{
    QStringList argv {QStringLiteral("-u"), QString::fromStdString(user), QStringLiteral("--"), QStringLiteral("env")};
    for (const std::string &variable : bus.userEnvironment(user))
        argv.append(QString::fromStdString(variable));
    argv << QStringLiteral("sh") << QStringLiteral("-c") << QString::fromStdString(script) << QStringLiteral("sh");
    for (const std::string &arg : args)
        argv.append(QString::fromStdString(arg));
    return argv;
}
} // namespace

int AgentClient::readPid(QProcess &process)
{
    // Each shell prints its pid first, then execs: the pid is the program's own.
    if (!process.canReadLine() && !process.waitForReadyRead(5000))
        return -1;
    bool ok = false;
    const int pid = process.readLine().trimmed().toInt(&ok);
    return ok ? pid : -1;
}

AgentClient::AgentClient(const HelperBus &bus,
                         const std::string &program,
                         const std::vector<std::string> &args,
                         const std::string &user)
{
    std::vector<std::string> clientArgs {bus.program(program)};
    clientArgs.insert(clientArgs.end(), args.begin(), args.end());
    m_client.start(QStringLiteral("runuser"), asUser(user, bus, "echo $$; read go; exec \"$@\"", clientArgs));
    m_clientPid = readPid(m_client);
    if (m_clientPid <= 0) {
        m_error = "the client did not start";
        return;
    }
    // polkit finds an agent for a process subject by pid and start time: registered for this
    // very process, which keeps both across the exec above. The shell inside script prints the
    // agent's own pid, with descriptor 3 already open for --notify-fd (see waitForRegistration()).
    const std::string agent
        = "exec 3>/dev/null; echo $$; exec pkttyagent --notify-fd 3 --process " + std::to_string(m_clientPid);
    m_agent.setProcessChannelMode(QProcess::MergedChannels);
    m_agent.start(QStringLiteral("runuser"), asUser(user, bus, "exec script -qfc \"$1\" /dev/null", {agent}));
    m_agentPid = readPid(m_agent);
    if (m_agentPid <= 0) {
        m_error = "pkttyagent did not start";
        return;
    }
    if (!waitForRegistration()) {
        m_error = "pkttyagent did not register with polkitd: " + agentOutput();
        return;
    }
    m_client.write("go\n");
    m_client.waitForBytesWritten(1000);
}

bool AgentClient::waitForRegistration()
{
    // pkttyagent closes its --notify-fd once polkitd has the agent, and at once opens the terminal,
    // which may get the same number: registered is "no longer /dev/null".
    namespace fs = std::filesystem;
    const fs::path process = "/proc/" + std::to_string(m_agentPid);
    for (QDeadlineTimer deadline(15000); !deadline.hasExpired();) {
        std::error_code ec;
        if (!fs::exists(process, ec))
            return false;
        if (fs::read_symlink(process / "fd" / "3", ec) != "/dev/null")
            return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return false;
}

AgentClient::~AgentClient()
{
    // Both run under runuser: end the programs themselves, by pid (script ends with pkttyagent).
    for (int pid : {m_clientPid, m_agentPid}) {
        if (pid > 0)
            kill(pid, SIGKILL);
    }
    for (QProcess *process : {&m_client, &m_agent}) {
        if (!process->waitForFinished(3000))
            process->kill();
        process->waitForFinished(1000);
    }
}

std::string AgentClient::agentOutput()
{
    m_agentSeen += m_agent.readAll().toStdString();
    return m_agentSeen;
}

bool AgentClient::waitForPrompt(int timeoutMs)
{
    return waitForAgentSaying("Password:", timeoutMs);
}

bool AgentClient::waitForPromptOrEnd(int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < timeoutMs) {
        if (agentOutput().find("Password:") != std::string::npos)
            return true;
        // Waiting on the client is what lets QProcess see it end.
        if (m_client.state() == QProcess::NotRunning || m_client.waitForFinished(25))
            return false;
        m_agent.waitForReadyRead(25);
    }
    return false;
}

bool AgentClient::waitForAgentSaying(const std::string &text, int timeoutMs)
{
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < timeoutMs) {
        if (agentOutput().find(text) != std::string::npos)
            return true;
        m_agent.waitForReadyRead(100);
    }
    return false;
}

bool AgentClient::waitForEchoOff(int timeoutMs)
{
    // pkttyagent prints its prompt and only then turns echo off with TCSAFLUSH, which throws away what was typed
    // before: a password written at the sight of "Password:" can be lost, and polkit then waits for one in vain. The
    // kernel flushes before it changes the flags, so once echo is off whatever is written now is read.
    namespace fs = std::filesystem;
    const fs::path fds = "/proc/" + std::to_string(m_agentPid) + "/fd";
    for (QDeadlineTimer deadline(timeoutMs); !deadline.hasExpired();
         std::this_thread::sleep_for(std::chrono::milliseconds(5))) {
        std::error_code ec;
        for (const fs::directory_entry &fd : fs::directory_iterator(fds, ec)) {
            std::error_code linkError;
            const std::string target = fs::read_symlink(fd.path(), linkError).string();
            if (target.rfind("/dev/pts/", 0) != 0)
                continue;
            const int tty = open(target.c_str(), O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
            if (tty < 0)
                continue;
            termios attributes {};
            const bool echoOff = tcgetattr(tty, &attributes) == 0 && !(attributes.c_lflag & ECHO);
            close(tty);
            if (echoOff)
                return true;
            break;
        }
    }
    return false;
}

void AgentClient::answer(const std::string &password)
{
    waitForEchoOff(5000);
    m_agent.write(QByteArray::fromStdString(password + "\n"));
    m_agent.waitForBytesWritten(1000);
}

std::string AgentClient::finish(int timeoutMs)
{
    if (!m_client.waitForFinished(timeoutMs) && m_clientPid > 0)
        kill(m_clientPid, SIGKILL);
    m_client.waitForFinished(3000);
    return m_client.readAllStandardOutput().toStdString();
}

} // namespace Sektor::Test
