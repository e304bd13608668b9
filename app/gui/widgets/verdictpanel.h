// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/widgets/resultspanel.h"

#include <QColor>

class QLabel;

namespace Sektor::Gui {

/**
 * The answer of a kind that ends in a verdict rather than speeds (the capacity check, the health check, the burn-in):
 * the verdict in large bold words in its tone's colour, and what it rests on under it; before a result, the question
 * the kind answers and what it does. Each kind lays the two out with its own views (a capacity bar, tables) and says
 * what they hold in retranslate(), which runs again when the language changes.
 */
class VerdictPanel : public ResultsPanel
{
    Q_OBJECT
public:
    /// How a verdict reads: good news, something to look at, a failure, or none yet (stopped early, too little seen).
    enum class Tone { Good, Attention, Bad, Open };
    /// The colour a verdict of @p tone is shown in, in the window and its pictures: the block maps' green, orange, red
    /// and grey.
    static QColor toneColor(Tone tone);

    void setStale(bool stale) override { setEnabled(!stale); }
    QString verdictText() const;
    /// What the verdict rests on, as rich text.
    QString detailsText() const;

protected:
    explicit VerdictPanel(QWidget *parent = nullptr);

    QLabel *verdictLabel() const { return m_verdict; }
    QLabel *detailsLabel() const { return m_details; }
    /// Before a result: the @p question the kind answers, and @p whatItDoes (rich text).
    void showQuestion(const QString &question, const QString &whatItDoes);
    /// The @p verdict in @p tone's colour, and @p details (rich text) under it.
    void showVerdict(const QString &verdict, Tone tone, const QString &details);
    /// Says it all again from the result it holds, in the language of now.
    virtual void retranslate() = 0;
    void changeEvent(QEvent *event) override;

private:
    QLabel *m_verdict;
    QLabel *m_details;
};

} // namespace Sektor::Gui
