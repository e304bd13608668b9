// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"
#include "peers/peerstanding.h"

#include <QLabel>

namespace Sektor::Gui {

/// The line under the results grid: where the run stands among the results of its model in the history
/// (peersSummary(): "Against the 37 results of … in the history: SEQ1M Q8T1 Read at the 38th percentile (median …)",
/// or "Too few results of … to compare it with (3)."); hidden when no test of the run was compared.
class PeersLine : public QLabel
{
    Q_OBJECT
public:
    explicit PeersLine(QWidget *parent = nullptr);

    /// @p standings runs parallel to @p result's tests; empty when none were looked up.
    void showPeers(const RunResult &result, const PeerStandings &standings);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    RunResult m_result;
    PeerStandings m_standings;
};

} // namespace Sektor::Gui
