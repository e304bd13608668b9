// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "fakerunner.h"

namespace Sektor::Test {

bool FakeRunner::start(const RunRequest &request)
{
    if (m_running)
        return false;
    m_request = request;
    m_running = true;
    return true;
}

void FakeRunner::cancel()
{
    m_cancelled = true;
    if (m_running)
        finish(outcomeOnCancel);
}

void FakeRunner::finish(const RunOutcome &outcome)
{
    m_running = false;
    Q_EMIT finished(outcome);
}

void FakeRunner::progress(double fraction)
{
    Progress p;
    p.fraction = fraction;
    Q_EMIT progressed(p);
}

std::unique_ptr<Runner> FakeRunners::make()
{
    auto runner = std::make_unique<FakeRunner>();
    m_runners << runner.get();
    return runner;
}

int FakeRunners::running() const
{
    int n = 0;
    for (const QPointer<FakeRunner> &r : m_runners)
        n += r && r->isRunning() ? 1 : 0;
    return n;
}

} // namespace Sektor::Test
