// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "agentclient.h"

#include <QElapsedTimer>

#include <chrono>
#include <csignal>
#include <thread>

namespace Sektor::Test {

namespace {
QStringList asAskUser(const HelperBus &bus, const std::string &script, const std::vector<std::string> &args)
{
    QStringList argv {QStringLiteral("-u"),
                      QLatin1String(HelperBus::AskUser),
                      QStringLiteral("--"),
                      QStringLiteral("env"),
                      QString::fromStdString("DBUS_SYSTEM_BUS_ADDRESS=" + bus.address()),
                      QStringLiteral("sh"),
                      QStringLiteral("-c"),
                      QString::fromStdString(script),
                      QStringLiteral("sh")};
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

AgentClient::AgentClient(const HelperBus &bus, const std::string &program, const std::vector<std::string> &args)
{
    std::vector<std::string> clientArgs {bus.program(program)};
    clientArgs.insert(clientArgs.end(), args.begin(), args.end());
    m_client.start(QStringLiteral("runuser"), asAskUser(bus, "echo $$; read go; exec \"$@\"", clientArgs));
    m_clientPid = readPid(m_client);
    if (m_clientPid <= 0) {
        m_error = "the client did not start";
        return;
    }
    // polkit finds an agent for a process subject by pid and start time: registered for this
    // very process, which keeps both across the exec above.
    m_agent.setProcessChannelMode(QProcess::MergedChannels);
    m_agent.start(QStringLiteral("runuser"),
                  asAskUser(bus,
                            "echo $$; exec script -qfc \"exec pkttyagent --process $1\" /dev/null",
                            {std::to_string(m_clientPid)}));
    m_agentPid = readPid(m_agent);
    if (m_agentPid <= 0) {
        m_error = "pkttyagent did not start";
        return;
    }
    // pkttyagent says nothing when it has registered; it does within a few milliseconds.
    std::this_thread::sleep_for(std::chrono::milliseconds(1000));
    m_client.write("go\n");
    m_client.waitForBytesWritten(1000);
}

AgentClient::~AgentClient()
{
    // Both run under runuser: end the programs themselves, by pid (script's pty hangs up pkttyagent).
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

void AgentClient::answer(const std::string &password)
{
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
