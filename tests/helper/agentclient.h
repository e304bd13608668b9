// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "helperbus.h"

#include <QProcess>

#include <string>
#include <vector>

namespace Sektor::Test {

/**
 * A client run as HelperBus::AskUser (or another asked user, HelperBus::Options::askUsers) with a real polkit
 * authentication agent (pkttyagent, on a pty as it insists) registered for exactly that client process. polkit then
 * waits for the password for as long as the test likes: the window in which a device can be swapped, a Cancel sent, or
 * another user served. The client starts only once the agent is registered.
 */
class AgentClient
{
public:
    AgentClient(const HelperBus &bus,
                const std::string &program,
                const std::vector<std::string> &args,
                const std::string &user = HelperBus::AskUser);
    ~AgentClient();
    AgentClient(const AgentClient &) = delete;
    AgentClient &operator=(const AgentClient &) = delete;

    bool ok() const { return m_error.empty(); }
    const std::string &error() const { return m_error; }

    /// The agent shows polkit's prompt: the helper is waiting for this authorization now.
    bool waitForPrompt(int timeoutMs = 15000);
    /// The same, but false at once when the client ended without a prompt (refused before polkit asked).
    bool waitForPromptOrEnd(int timeoutMs = 15000);
    /// The agent printed @p text (e.g. "AUTHENTICATION COMPLETE": polkit accepted the password).
    bool waitForAgentSaying(const std::string &text, int timeoutMs = 15000);
    /// What the agent showed so far (the prompt text with its details).
    std::string agentOutput();
    /// Types @p password into the agent once it reads it (a wrong one is a "no").
    void answer(const std::string &password);
    /// The client's output once it exited (killed after @p timeoutMs).
    std::string finish(int timeoutMs = 20000);

private:
    static int readPid(QProcess &process);
    /// Whether the agent reads the password now (its terminal's echo is off); false after @p timeoutMs.
    bool waitForEchoOff(int timeoutMs);
    /// Whether polkitd has the agent for the client now; false if the agent ended or 15 s passed.
    bool waitForRegistration();

    QProcess m_client;
    QProcess m_agent;
    int m_clientPid = -1;
    int m_agentPid = -1;
    std::string m_agentSeen;
    std::string m_error;
};

} // namespace Sektor::Test
