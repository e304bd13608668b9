// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/history/historysaver.h"

#include "model/threadstart.h"

#include "history/historystore.h"
#include "history/keptresult.h"
#include "history/peerlookup.h"
#include "history/storeerrortext.h"

#include <QCoreApplication>

namespace Sektor::Gui {

PeerStandings HistorySaver::peersOf(const RunResult &result)
{
    History::HistoryStore store;
    return History::peerStandingsOrNone(store, result);
}

/// What became of the run, in the user's language; runs on the saving thread.
HistorySaver::Outcome HistorySaver::saveAndSay(const RunResult &result)
{
    History::HistoryStore store;
    History::Saved saved;
    const History::StoreError error = store.save(result, &saved);
    QStringList said;
    if (const QString moved = History::movedAsideText(store); !moved.isEmpty())
        said << moved;
    if (!error.isError()) {
        said << QCoreApplication::translate("Sektor::Gui::HistorySaver", "Saved in the history as run %1.")
                    .arg(saved.id);
        const int brought = History::importKept(store).imported;
        if (brought == 1)
            said << QCoreApplication::translate("Sektor::Gui::HistorySaver",
                                                "An earlier run that could not be saved then was added too.");
        else if (brought > 1)
            said << QCoreApplication::translate("Sektor::Gui::HistorySaver",
                                                "%n earlier runs that could not be saved then were added too.",
                                                nullptr,
                                                brought);
        // Where each figure stands among its model's results, with the run just saved left out of them; a history
        // that cannot tell gives no standings rather than an error: the save went well.
        // An empty list here, not one of tests not compared (peerStandingsOrNone()): with it nothing is announced.
        PeerStandings peers;
        if (History::peerStandings(store, result, saved.id, peers).isError())
            peers.clear();
        return {true, said.join(QLatin1Char(' ')), peers};
    }
    said << History::storeErrorText(error, store.path());
    const History::KeptRun kept = History::keepUnsaved(result, store.path());
    said << kept.refused;
    said << (kept.path.isEmpty() ? QCoreApplication::translate("Sektor::Gui::HistorySaver",
                                                               "The run could not be kept elsewhere either: keep it "
                                                               "with File › Export JSON….")
                                 : QCoreApplication::translate("Sektor::Gui::HistorySaver",
                                                               "The run is kept in %1 and joins the history with the "
                                                               "next run saved.")
                                       .arg(kept.path));
    return {false, said.join(QLatin1Char(' ')), {}};
}

HistorySaver::HistorySaver(QObject *parent)
    : QObject(parent)
{ }

HistorySaver::~HistorySaver()
{
    // A save under way finishes (a transaction must not be cut); the window waits for it, at most SQLite's 5 s.
    for (const QPointer<QThread> &thread : std::as_const(m_threads)) {
        if (thread)
            thread->wait();
    }
}

void HistorySaver::save(const RunResult &result)
{
    QThread *thread = QThread::create([this, result] {
        announce(result.started, saveAndSay(result));
    });
    if (startThread(*thread)) {
        connect(thread, &QThread::finished, thread, &QObject::deleteLater);
        m_threads.removeAll(nullptr);
        m_threads << thread;
        return;
    }
    // The system refused the thread (a process limit): the run is saved here instead, the window waiting for it (at
    // most SQLite's 5 s), rather than never.
    delete thread;
    announce(result.started, saveAndSay(result));
}

void HistorySaver::announce(const QDateTime &started, const Outcome &outcome)
{
    QMetaObject::invokeMethod(
        this,
        [this, started, outcome] {
            Q_EMIT finished(outcome.ok, outcome.sentence);
            if (!outcome.peers.isEmpty())
                Q_EMIT peersFound(started, outcome.peers);
        },
        Qt::QueuedConnection);
}

} // namespace Sektor::Gui
