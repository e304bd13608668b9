// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"
#include "peers/peerstanding.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace Sektor::Gui {

class PeerDistributionChart;

/// The Charts tab's distribution of a model's results (PeerDistributionChart) for the test chosen above it; hidden for
/// a result none of whose tests is compared.
class PeerDistributionView : public QWidget
{
    Q_OBJECT
public:
    explicit PeerDistributionView(QWidget *parent = nullptr);

    /// @p standings runs parallel to @p result's tests; empty when none were looked up.
    void setPeers(const RunResult &result, const PeerStandings &standings);
    PeerDistributionChart *chart() const { return m_chart; }
    QComboBox *testChoice() const { return m_test; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void showChosen();
    void retranslate();

    QLabel *m_label;
    QComboBox *m_test;
    PeerDistributionChart *m_chart;
    RunResult m_result;
    PeerStandings m_standings;
};

} // namespace Sektor::Gui
