// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/uniquefd.h"
#include "runner/runner.h"

#include <QThread>

#include <memory>

namespace Sektor {

/**
 * Runs the engine on a worker thread of this process: file targets, and devices when the
 * process may open them itself. Signals arrive queued on the runner's thread.
 */
class LocalRunner : public Runner
{
    Q_OBJECT
public:
    explicit LocalRunner(QObject *parent = nullptr);
    /// Cancels a run still going and waits for its thread (the engine stops within 200 ms).
    ~LocalRunner() override;

    bool start(const RunRequest &request) override;
    /// As start(), on a block device the caller opened and validated; takes ownership of @p fd
    /// (closed at once when a run is already going).
    bool startOnOpenedDevice(const RunRequest &request, UniqueFd fd);
    void cancel() override;
    bool isRunning() const override;

private:
    /// Ends a run whose worker thread the system refused, with a ResourceLimit error.
    void refuseStart(const RunRequest &request);

    std::shared_ptr<CancelToken> m_cancel;
    QThread *m_thread = nullptr; ///< Owned; set while a run goes.
};

} // namespace Sektor
