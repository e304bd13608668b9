// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "runner/runner.h"

#include <QList>
#include <QPointer>

#include <memory>

namespace Sektor::Test {

/// A runner that runs nothing: it keeps its request and finishes when the test says (finish()), or with a cancel.
class FakeRunner : public Runner
{
    Q_OBJECT
public:
    bool start(const RunRequest &request) override;
    void cancel() override;
    bool isRunning() const override { return m_running; }

    /// Ends the run with @p outcome (its finished()).
    void finish(const RunOutcome &outcome);
    void progress(double fraction);
    const RunRequest &request() const { return m_request; }
    bool cancelled() const { return m_cancelled; }

    /// What a cancel ends with (Cancelled and an empty result unless set).
    RunOutcome outcomeOnCancel {RunResult {}, Error::of(ErrorCode::Cancelled)};

private:
    RunRequest m_request;
    bool m_running = false;
    bool m_cancelled = false;
};

/// Makes FakeRunners and keeps track of them, in the order they were made.
class FakeRunners
{
public:
    std::unique_ptr<Runner> make();
    int count() const { return int(m_runners.size()); }
    /// Runner @p i (nullptr once the station deleted it).
    FakeRunner *at(int i) const { return m_runners.value(i); }
    /// The runners still running.
    int running() const;

private:
    QList<QPointer<FakeRunner>> m_runners;
};

} // namespace Sektor::Test
