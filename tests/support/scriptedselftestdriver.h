// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/selftestdriver.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <vector>

namespace Sektor::Test {

/// A drive's self-tests scripted for tests: its test advances one step for each progress() call, along @p steps
/// (percent done), then ends as @p ending (never, when nullopt); an abort ends it as aborted. It logs each test it
/// ends, newest first, and counts starts and aborts. It offers the short and the extended test, the short one estimated
/// at two minutes.
class ScriptedDriver : public SelfTestDriver
{
public:
    ScriptedDriver(std::vector<int> steps, std::optional<SelfTestOutcome> ending)
        : m_steps(std::move(steps))
        , m_ending(ending)
    { }

    QList<SelfTestType> offered() const override { return {SelfTestType::Short, SelfTestType::Extended}; }
    std::optional<std::chrono::minutes> expectedDuration(SelfTestType type) const override
    {
        return type == SelfTestType::Short ? std::optional(std::chrono::minutes(2)) : std::nullopt;
    }
    Error start(SelfTestType type) override
    {
        ++starts;
        if (refuse)
            return Error::of(ErrorCode::DeviceBusy, QStringLiteral("a self-test runs"));
        m_type = type;
        m_running = true;
        return {};
    }
    Expected<SelfTestProgress> progress() override
    {
        if (m_running && m_step == m_steps.size() && m_ending)
            finish(*m_ending);
        if (!m_running)
            return SelfTestProgress {};
        const int done = m_steps.empty() ? 0 : m_steps[std::min(m_step, m_steps.size() - 1)];
        m_step = std::min(m_step + 1, m_steps.size());
        return SelfTestProgress {true, done, std::nullopt};
    }
    Error abort() override
    {
        ++aborts;
        if (m_running)
            finish(SelfTestOutcome::Aborted);
        return {};
    }
    Expected<SelfTestLog> log() override { return m_log; }

    SelfTestLog m_log;
    bool refuse = false;
    int starts = 0;
    int aborts = 0;
    std::optional<std::uint64_t> failingLba;

private:
    void finish(SelfTestOutcome outcome)
    {
        m_running = false;
        SelfTestLogEntry e;
        e.type = m_type;
        e.outcome = outcome;
        e.resultCode = outcome == SelfTestOutcome::Passed ? 0 : outcome == SelfTestOutcome::Failed ? 7 : 1;
        e.failingLba = outcome == SelfTestOutcome::Failed ? failingLba : std::nullopt;
        m_log.entries.prepend(e);
    }

    std::vector<int> m_steps;
    std::optional<SelfTestOutcome> m_ending;
    std::size_t m_step = 0;
    SelfTestType m_type = SelfTestType::None;
    bool m_running = false;
};

} // namespace Sektor::Test
