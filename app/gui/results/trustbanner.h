// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/caveats.h"

#include <QFrame>
#include <QList>
#include <QStringList>

class QLabel;
class QToolButton;
class QVBoxLayout;

namespace Sektor::Gui {

/**
 * A strip above the results, in the manner of KMessageWidget: what makes the figures below less than trustworthy,
 * in full sentences and never truncated, each note looking like its level: what the result measures (RAM, the page
 * cache) first, bold, with a warning icon, and the strip red (KMessageWidget's error type) when there is such a note,
 * amber otherwise; a less exact figure as a plain line; runs that varied as a quieter line with an information icon,
 * its tests listed once expanded. Hidden when there is nothing to say.
 */
class TrustBanner : public QFrame
{
    Q_OBJECT
public:
    explicit TrustBanner(QWidget *parent = nullptr);

    /// The most notes shown before "Show all": a banner of a dozen lines pushes the figures off a laptop's screen.
    static constexpr int ShownNotes = 4;

    /// A heading ("Read these figures with care:") and the notes, the most important first (foldedTrustNotes()):
    /// past ShownNotes, the first ones and "and N more"; a folded note's details only once expanded.
    void setNotes(const QString &heading, const QList<TrustNote> &notes);
    /// Notes that are neither caveats nor runs ("Before you start:", what differs between compared runs): plain lines.
    void setNotes(const QString &heading, const QStringList &notes);
    /// The notes' sentences.
    QStringList notes() const;
    /// What it shows now (bounded, or every note and detail once expanded), one line each.
    QString text() const;
    /// Whether every note and detail shows (after "Show all").
    bool isExpanded() const { return m_expanded; }
    void setExpanded(bool expanded);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void showNotes();
    void addLine(NoteLevel level, const QString &text, bool detail = false);
    QPixmap iconOf(NoteLevel level) const;
    bool hasDetails() const;

    QLabel *m_heading;
    QVBoxLayout *m_lines;
    QToolButton *m_toggle;
    QString m_headingText;
    QList<TrustNote> m_notes;
    QStringList m_shown; ///< The lines shown, for text().
    bool m_expanded = false;
    bool m_redrawQueued = false;
};

} // namespace Sektor::Gui
