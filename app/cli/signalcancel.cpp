// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "signalcancel.h"

#include <QByteArray>
#include <QCoreApplication>

#include <atomic>
#include <csignal>
#include <iterator>

#include <unistd.h>

namespace Sektor::Cli {

namespace {
CancelToken *s_token = nullptr;
std::atomic<int> s_signal {0};
static_assert(std::atomic<int>::is_always_lock_free);

// Translated before any signal arrives: a handler may only call async-signal-safe functions.
QByteArray s_forcedExitNotice;

extern "C" void onSignal(int signalNumber)
{
    int none = 0;
    if (!s_signal.compare_exchange_strong(none, signalNumber)) {
        [[maybe_unused]] const ssize_t n
            = ::write(STDERR_FILENO, s_forcedExitNotice.constData(), std::size_t(s_forcedExitNotice.size()));
        ::_exit(128 + signalNumber);
    }
    if (s_token)
        s_token->cancel();
}

constexpr int HandledSignals[] = {SIGINT, SIGTERM, SIGHUP};
} // namespace

SignalCancel::SignalCancel(CancelToken &token)
    : m_outerToken(s_token)
    , m_outerActions {}
{
    static_assert(std::size(HandledSignals) == std::size(decltype(m_outerActions) {}));
    s_token = &token;
    s_forcedExitNotice
        = QCoreApplication::translate("sektor-cli", "sektor-cli: stopped at once by a second signal.\n").toLocal8Bit();
    struct sigaction action
    {
    };
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (std::size_t i = 0; i < std::size(HandledSignals); ++i)
        sigaction(HandledSignals[i], &action, &m_outerActions[i]);
    // A signal the guard outside already caught (between its start and this one's) stops what this one guards too.
    if (s_signal.load() != 0)
        token.cancel();
}

SignalCancel::~SignalCancel()
{
    for (std::size_t i = 0; i < std::size(HandledSignals); ++i)
        sigaction(HandledSignals[i], &m_outerActions[i], nullptr);
    s_token = m_outerToken;
}

int SignalCancel::receivedSignal()
{
    return s_signal.load();
}

} // namespace Sektor::Cli
