// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/results/conditionsblock.h"

#include <QEvent>
#include <QLabel>

namespace Sektor::Gui {

ConditionsBlock::ConditionsBlock(QWidget *parent)
    : QLabel(parent)
    , m_details(new QLabel(this)) // placed by the owner (reparented there)
{
    // A link, not a button: no taller than the caption's line, which is all a laptop screen has to spare under the
    // grid.
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    setFocusPolicy(Qt::StrongFocus);
    m_details->setWordWrap(true);
    m_details->setTextFormat(Qt::RichText);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(this, &QLabel::linkActivated, this, [this] {
        setExpanded(!m_expanded);
    });
    setNotes({});
}

void ConditionsBlock::setNotes(const QStringList &notes)
{
    m_notes = notes;
    QString items;
    for (const QString &note : notes)
        items += QLatin1String("<li>") + note.toHtmlEscaped() + QLatin1String("</li>");
    m_details->setText(QLatin1String("<ul style=\"margin: 0\">") + items + QLatin1String("</ul>"));
    setVisible(!notes.isEmpty());
    setExpanded(m_expanded);
}

void ConditionsBlock::setExpanded(bool expanded)
{
    m_expanded = expanded;
    m_details->setVisible(expanded && !m_notes.isEmpty());
    retranslate();
}

void ConditionsBlock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QLabel::changeEvent(event);
}

void ConditionsBlock::retranslate()
{
    // The count is a plain number beside the word, so no plural forms are needed in any language.
    const QString label = m_expanded ? tr("Hide conditions") : tr("Conditions (%1)").arg(m_notes.size());
    setText(QLatin1String("<a href=\"#conditions\">") + label.toHtmlEscaped() + QLatin1String("</a>"));
    setToolTip(m_expanded
                   ? tr("Hide the conditions behind these figures")
                   : tr("Why the figures are what they are:") + QLatin1Char('\n') + m_notes.join(QLatin1Char('\n')));
    setAccessibleName(tr("Conditions behind these figures"));
    m_details->setAccessibleName(tr("Conditions behind these figures"));
}

} // namespace Sektor::Gui
