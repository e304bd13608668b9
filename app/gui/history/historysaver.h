// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"
#include "peers/peerstanding.h"

#include <QObject>
#include <QPointer>
#include <QThread>

namespace Sektor::Gui {

/**
 * Keeps each finished run in the history, off the window's thread: SQLite may wait up to 5 s for another program
 * holding the file, and the window must not freeze meanwhile. A history that cannot take the run never costs it:
 * the run is kept as a JSON file, and finished() says why and where.
 */
class HistorySaver : public QObject
{
    Q_OBJECT
public:
    explicit HistorySaver(QObject *parent = nullptr);
    ~HistorySaver() override;

    void save(const RunResult &result);
    /// Where each test of @p result stands among its model's results in the history now, looked up on the caller's
    /// thread (a batch's or a station's certificate, written there), the result itself left out when it is kept
    /// already; all "not compared" when the history cannot be read.
    static PeerStandings peersOf(const RunResult &result);

Q_SIGNALS:
    /// The save is over: @p sentence says where the run went ("Saved in the history as run 12."); @p ok is false
    /// when the history could not take it.
    void finished(bool ok, const QString &sentence);
    /// After a save: where each test of the run that started at @p started stands among its model's results in the
    /// history (parallel to its tests), looked up on the saving thread too.
    void peersFound(const QDateTime &started, const Sektor::PeerStandings &standings);

private:
    /// What became of a run: whether it was saved, the sentence saying so, and its standings.
    struct Outcome
    {
        bool ok = false;
        QString sentence;
        PeerStandings peers;
    };
    static Outcome saveAndSay(const RunResult &result);
    /// Emits finished() and peersFound() with what saveAndSay() said, queued on the window's thread (called from any
    /// thread).
    void announce(const QDateTime &started, const Outcome &outcome);

    QList<QPointer<QThread>> m_threads;
};

} // namespace Sektor::Gui
