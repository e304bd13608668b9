// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/uniquefd.h"

#include <QByteArray>
#include <QObject>
#include <QSocketNotifier>
#include <QTimer>

#include <chrono>
#include <memory>

namespace Sektor::Helper {

/// Whether @p fd, passed by a caller, is a pipe this process may write to (and nothing else).
bool isWritablePipe(int fd);

/**
 * Writes a run's result into the pipe its caller passed, without ever blocking the helper: the
 * descriptor is made non-blocking and written as the reader drains it. A reader that stops
 * reading for Patience, or closes its end, ends the write; so does the whole transfer lasting
 * longer than its deadline, however steadily the reader trickles (each read restarts the
 * patience, never the deadline): the run slot waits for no reader longer than that. Either way
 * done() follows once and the descriptor is closed. The result then needs no D-Bus message,
 * whose size the bus limits.
 */
class ResultPipe : public QObject
{
    Q_OBJECT
public:
    static constexpr int PatienceMs = 30000;
    /**
     * The whole transfer's default deadline. The biggest result (a full position map of a large
     * drive, or a long sustained write's samples) is tens of MiB; an honest client reads at memory
     * speed, and even one slowed to 1 MB/s by a swapping machine is done within a minute. Twice
     * that; a trickle of 4 KiB every 25 s would otherwise hold the one run slot for days.
     */
    static constexpr std::chrono::milliseconds DefaultDeadline {120000};

    ResultPipe(UniqueFd fd, QByteArray data, std::chrono::milliseconds deadline, QObject *parent = nullptr);
    ~ResultPipe() override;

Q_SIGNALS:
    void done(bool complete);

private:
    void writeSome();
    void finish(bool complete);

    UniqueFd m_fd;
    QByteArray m_data;
    qsizetype m_written = 0;
    std::unique_ptr<QSocketNotifier> m_notifier;
    QTimer m_patience;
    QTimer m_deadline;
    bool m_finished = false;
};

} // namespace Sektor::Helper
