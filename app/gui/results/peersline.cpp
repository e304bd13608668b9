// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/results/peersline.h"

#include "peers/peertext.h"

#include <QEvent>

namespace Sektor::Gui {

PeersLine::PeersLine(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setTextFormat(Qt::PlainText); // the model's name is the drive's own words
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setVisible(false);
}

void PeersLine::showPeers(const RunResult &result, const PeerStandings &standings)
{
    m_result = result;
    m_standings = standings;
    refresh();
}

void PeersLine::refresh()
{
    const QString line = peersSummary(m_result, m_standings, Wording::Translated);
    setText(line);
    setVisible(!line.isEmpty());
}

void PeersLine::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QLabel::changeEvent(event);
}

} // namespace Sektor::Gui
