// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "polkitagent.h"

#include "model/uniquefd.h"

#include <QByteArray>

#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace Sektor::Cli {

namespace {
constexpr int RegistrationTimeoutMs = 3000;
}

PolkitTextAgent::PolkitTextAgent()
{
    if (!isatty(STDIN_FILENO))
        return;
    int notify[2];
    if (pipe2(notify, O_CLOEXEC) != 0)
        return;
    const UniqueFd registered(notify[0]);
    UniqueFd agentsEnd(notify[1]);
    // The child's end must survive exec: a dup without O_CLOEXEC, at a number we name.
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, agentsEnd.get(), 3);
    const QByteArray pid = QByteArray::number(getpid());
    const char *argv[] = {"pkttyagent", "--process", pid.constData(), "--fallback", "--notify-fd", "3", nullptr};
    const bool spawned = posix_spawnp(&m_pid, "pkttyagent", &actions, nullptr, const_cast<char **>(argv), environ) == 0;
    posix_spawn_file_actions_destroy(&actions);
    agentsEnd.reset(); // the agent holds its own copy
    if (!spawned) {
        m_pid = -1;
        return;
    }
    // pkttyagent closes the fd once registered; wait for that so polkit finds it on the first ask.
    pollfd p {registered.get(), POLLIN, 0};
    poll(&p, 1, RegistrationTimeoutMs);
}

PolkitTextAgent::~PolkitTextAgent()
{
    if (m_pid <= 0)
        return;
    kill(m_pid, SIGTERM);
    waitpid(m_pid, nullptr, 0);
}

} // namespace Sektor::Cli
