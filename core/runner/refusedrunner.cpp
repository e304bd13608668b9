// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "runner/refusedrunner.h"

#include <QMetaObject>

namespace Sektor {

RefusedRunner::RefusedRunner(const Error &error, QObject *parent)
    : Runner(parent)
    , m_error(error)
{
    qRegisterMetaType<Sektor::RunOutcome>();
}

bool RefusedRunner::start(const RunRequest &request)
{
    if (m_running)
        return false;
    m_running = true;
    RunOutcome outcome;
    outcome.result.target.path = request.target;
    outcome.result.profileId = request.profile.id;
    outcome.result.profileName = request.profile.name;
    outcome.error = m_error;
    // Queued: the caller connects to finished() after start() returns.
    QMetaObject::invokeMethod(
        this,
        [this, outcome] {
            m_running = false;
            Q_EMIT finished(outcome);
        },
        Qt::QueuedConnection);
    return true;
}

Error RefusedRunner::threadRefused(const QString &which)
{
    Error e = Error::of(ErrorCode::ResourceLimit);
    e.detail = which;
    return e;
}

} // namespace Sektor
