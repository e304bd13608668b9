// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/charts/peerdistributionview.h"
#include "gui/charts/peerdistributionchart.h"

#include "model/wording.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace Sektor::Gui {

PeerDistributionView::PeerDistributionView(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_test(new QComboBox(this))
    , m_chart(new PeerDistributionChart(this))
{
    m_test->setObjectName(QStringLiteral("peerTest"));
    m_chart->setObjectName(QStringLiteral("peerDistribution"));
    m_label->setBuddy(m_test);
    auto *choice = new QHBoxLayout;
    choice->addWidget(m_label);
    choice->addWidget(m_test);
    choice->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(choice);
    layout->addWidget(m_chart, 1);
    connect(m_test, &QComboBox::currentIndexChanged, this, &PeerDistributionView::showChosen);
    retranslate();
    setVisible(false);
}

void PeerDistributionView::setPeers(const RunResult &result, const PeerStandings &standings)
{
    m_result = result;
    m_standings = standings;
    // Each compared test, by its row and mode as the grid names it; the first with enough results is shown first.
    const QSignalBlocker blocker(m_test);
    m_test->clear();
    int firstEnough = -1;
    for (qsizetype i = 0; i < result.tests.size() && i < standings.size(); ++i) {
        if (!standings.at(i).compared)
            continue;
        const TestResult &test = result.tests.at(i);
        if (firstEnough < 0 && standings.at(i).enough())
            firstEnough = m_test->count();
        m_test->addItem(test.spec.name() + QLatin1Char(' ')
                            + worded("Sektor::IoMode", ioModeTitle(test.mode), Wording::Translated),
                        int(i));
    }
    m_test->setCurrentIndex(std::max(firstEnough, 0));
    setVisible(m_test->count() > 0);
    showChosen();
}

void PeerDistributionView::showChosen()
{
    const int index = m_test->currentData().isValid() ? m_test->currentData().toInt() : -1;
    m_chart->showStanding(m_result, index, index >= 0 ? m_standings.at(index) : PeerStanding {});
}

void PeerDistributionView::retranslate()
{
    m_label->setText(tr("Among its model's results, &test:"));
}

void PeerDistributionView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (!m_result.tests.isEmpty())
            setPeers(m_result, m_standings); // the tests' names in the new language
    }
    QWidget::changeEvent(event);
}

} // namespace Sektor::Gui
