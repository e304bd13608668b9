// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QFrame>
#include <QStringList>

class QLabel;

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

    /// A heading ("Before you start:", "Read these figures with care:") and one sentence per note.
    void setNotes(const QString &heading, const QStringList &notes);
    QStringList notes() const { return m_notes; }
    QString text() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void updateIcon();

    QLabel *m_icon;
    QLabel *m_text;
    QStringList m_notes;
};

} // namespace Sektor::Gui
