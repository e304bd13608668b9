// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <sys/types.h>

namespace Sektor::Cli {

/**
 * polkit's text agent (pkttyagent) for this process while a raw-device test goes through the
 * helper, so polkit can ask for the administrator password in the terminal when no desktop
 * agent runs (SSH, a console). Only on a terminal; a desktop agent, if any, keeps precedence
 * (--fallback). Stopped when the object goes.
 */
class PolkitTextAgent
{
public:
    PolkitTextAgent();
    ~PolkitTextAgent();
    PolkitTextAgent(const PolkitTextAgent &) = delete;
    PolkitTextAgent &operator=(const PolkitTextAgent &) = delete;

private:
    pid_t m_pid = -1;
};

} // namespace Sektor::Cli
