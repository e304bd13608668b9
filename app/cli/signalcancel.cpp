// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "signalcancel.h"

#include <atomic>
#include <csignal>

namespace Sektor::Cli {

namespace {
CancelToken *s_token = nullptr;
std::atomic<int> s_signal{0};
static_assert(std::atomic<int>::is_always_lock_free);

extern "C" void onSignal(int signalNumber)
{
    int none = 0;
    s_signal.compare_exchange_strong(none, signalNumber);
    if (s_token)
        s_token->cancel();
}

constexpr int HandledSignals[] = {SIGINT, SIGTERM, SIGHUP};
} // namespace

SignalCancel::SignalCancel(CancelToken &token)
{
    s_token = &token;
    struct sigaction action{};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int sig : HandledSignals)
        sigaction(sig, &action, nullptr);
}

SignalCancel::~SignalCancel()
{
    struct sigaction action{};
    action.sa_handler = SIG_DFL;
    for (int sig : HandledSignals)
        sigaction(sig, &action, nullptr);
    s_token = nullptr;
}

int SignalCancel::receivedSignal()
{
    return s_signal.load();
}

} // namespace Sektor::Cli
