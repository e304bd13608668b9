// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "runner/runner.h"

namespace Sektor {

/**
 * A runner that could not be made (the thread Qt's D-Bus needs to reach the helper was refused): start() ends the
 * run at once with its error, queued as every ending is, so the caller handles it as any other failed run.
 */
class RefusedRunner : public Runner
{
    Q_OBJECT
public:
    explicit RefusedRunner(const Error &error, QObject *parent = nullptr);

    bool start(const RunRequest &request) override;
    void cancel() override { }
    bool isRunning() const override { return m_running; }

    /// The error of a thread the system refused: ResourceLimit, saying which thread.
    static Error threadRefused(const QString &which);

private:
    Error m_error;
    bool m_running = false;
};

} // namespace Sektor
