// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QFrame>
#include <QStringList>

class QLabel;
class QToolButton;

namespace Sektor::Gui {

/**
 * An amber strip above the results, in the manner of KMessageWidget's warning type: what makes
 * the figures below less than trustworthy, in full sentences and never truncated. Hidden when
 * there is nothing to say.
 */
class TrustBanner : public QFrame
{
    Q_OBJECT
public:
    explicit TrustBanner(QWidget *parent = nullptr);

    /// The most notes shown before "Show all": a banner of a dozen lines pushes the figures off a laptop's screen.
    static constexpr int ShownNotes = 4;

    /// A heading ("Before you start:", "Read these figures with care:") and one sentence per note, the most important
    /// first (what the result measures before how steady it was): past ShownNotes, the first ones and "and N more".
    void setNotes(const QString &heading, const QStringList &notes);
    QStringList notes() const { return m_notes; }
    /// What it shows now (bounded, or every note once expanded).
    QString text() const;
    /// Whether every note shows (after "Show all").
    bool isExpanded() const { return m_expanded; }
    void setExpanded(bool expanded);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateIcon();
    void showNotes();

    QLabel *m_icon;
    QLabel *m_text;
    QToolButton *m_toggle;
    QString m_heading;
    QStringList m_notes;
    bool m_expanded = false;
};

} // namespace Sektor::Gui
