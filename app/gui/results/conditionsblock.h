// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QLabel>
#include <QStringList>

namespace Sektor::Gui {

/**
 * Why the figures are what they are: the drive's link and its ceiling, its temperature, the storage stack (encryption,
 * btrfs, a loop device…). A link beside the results caption, "Conditions (3)", as tall as the caption's text, with
 * every sentence in its tooltip; activated (mouse or keyboard), it shows details(), the list, which its owner places on
 * a row of its own (a laptop screen has no room for another line under the grid until the user asks for one). Both are
 * hidden when there is nothing to say.
 */
class ConditionsBlock : public QLabel
{
    Q_OBJECT
public:
    explicit ConditionsBlock(QWidget *parent = nullptr);

    /// The sentences (report/conditionsreport's conditionNotes()), already in the reader's language.
    void setNotes(const QStringList &notes);
    QStringList notes() const { return m_notes; }
    bool expanded() const { return m_expanded; }
    void setExpanded(bool expanded);
    QLabel *details() const { return m_details; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_details;
    QStringList m_notes;
    bool m_expanded = false;
};

} // namespace Sektor::Gui
