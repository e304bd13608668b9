// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QObject>
#include <QPointer>
#include <QThread>

#include <utility>

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

Q_SIGNALS:
    /// The save is over: @p sentence says where the run went ("Saved in the history as run 12."); @p ok is false
    /// when the history could not take it.
    void finished(bool ok, const QString &sentence);

private:
    /// Emits finished() with what saveAndSay() said, queued on the window's thread (called from any thread).
    void announce(const std::pair<bool, QString> &said);

    QList<QPointer<QThread>> m_threads;
};

} // namespace Sektor::Gui
