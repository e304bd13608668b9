// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/widgets/verdictpanel.h"
#include "gui/widgets/findingcolours.h"

#include <QEvent>
#include <QLabel>

namespace Sektor::Gui {

VerdictPanel::VerdictPanel(QWidget *parent)
    : ResultsPanel(parent)
    , m_verdict(new QLabel(this))
    , m_details(new QLabel(this))
{
    QFont large = m_verdict->font();
    large.setBold(true);
    large.setPointSizeF(large.pointSizeF() * 1.4);
    m_verdict->setFont(large);
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::RichText);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

QColor VerdictPanel::toneColor(Tone tone)
{
    switch (tone) {
    case Tone::Good:
        return FindingColours::Good;
    case Tone::Attention:
        return FindingColours::Slow.darker(130); // the map's yellow is too light for words
    case Tone::Bad:
        return FindingColours::Error;
    case Tone::Open:
        break;
    }
    return FindingColours::Unread;
}

QString VerdictPanel::verdictText() const
{
    return m_verdict->text();
}

QString VerdictPanel::detailsText() const
{
    return m_details->text();
}

void VerdictPanel::showQuestion(const QString &question, const QString &whatItDoes)
{
    m_verdict->setText(question);
    m_verdict->setStyleSheet(QString());
    m_details->setText(whatItDoes);
}

void VerdictPanel::showVerdict(const QString &verdict, Tone tone, const QString &details)
{
    m_verdict->setText(verdict);
    m_verdict->setStyleSheet(QStringLiteral("color: %1;").arg(toneColor(tone).name()));
    m_details->setText(details);
}

void VerdictPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    ResultsPanel::changeEvent(event);
}

} // namespace Sektor::Gui
