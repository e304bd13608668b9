// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/results/resultscaption.h"
#include "gui/results/conditionsblock.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace Sektor::Gui {

ResultsCaption::ResultsCaption(QWidget *parent)
    : QWidget(parent)
    , m_text(new QLabel(this))
    , m_figure(new QComboBox(this))
    , m_conditions(new ConditionsBlock(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // The conditions' button shares the caption's row (no room for another on a laptop screen); their list, when
    // asked for, takes a row of its own.
    auto *row = new QHBoxLayout;
    row->addWidget(m_text, 1);
    row->addWidget(m_conditions);
    row->addWidget(m_figure);
    layout->addLayout(row);
    layout->addWidget(m_conditions->details());
    m_text->setWordWrap(true);
    // Names from a loaded file (a profile, a target) are shown as they are, never taken for HTML.
    m_text->setTextFormat(Qt::PlainText);
    m_figure->addItem(QString(), int(RunFigure::Median));
    m_figure->addItem(QString(), int(RunFigure::Best));
    connect(m_figure, &QComboBox::currentIndexChanged, this, [this] {
        retranslate();
        Q_EMIT figureChanged(figure());
    });
    retranslate();
}

void ResultsCaption::setRuns(int runs, bool kindTakesRuns)
{
    m_runs = runs;
    m_kindTakesRuns = kindTakesRuns;
    retranslate();
}

void ResultsCaption::setStaleSource(const QString &source, StaleBecause why)
{
    m_staleSource = source;
    m_staleBecause = why;
    retranslate();
}

void ResultsCaption::setConditions(const QStringList &notes)
{
    m_conditions->setNotes(notes);
}

RunFigure ResultsCaption::figure() const
{
    return RunFigure(m_figure->currentData().toInt());
}

QString ResultsCaption::text() const
{
    return m_text->text();
}

void ResultsCaption::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ResultsCaption::retranslate()
{
    m_figure->setItemText(0, tr("Median"));
    m_figure->setItemText(1, tr("Best run"));
    m_figure->setToolTip(tr("Show the median of the runs (Sektor) or the best run (as CrystalDiskMark does)"));
    m_figure->setAccessibleName(tr("Figure shown"));
    m_figure->setVisible(m_runs > 1);
    if (m_runs == 0)
        m_text->setText(tr("Pick a drive or folder above and press All (F5) to measure it."));
    else if (!m_staleSource.isEmpty() && m_staleBecause == StaleBecause::OtherProfile)
        m_text->setText(tr("These figures are from %1, not from the selected profile.").arg(m_staleSource));
    else if (!m_staleSource.isEmpty())
        m_text->setText(tr("These figures are from %1, not from the selected target.").arg(m_staleSource));
    else if (m_runs == 1 && !m_kindTakesRuns)
        m_text->setText(tr("Measured once over its whole length: this test has no repeated runs."));
    else if (m_runs == 1)
        m_text->setText(tr("The figures of a single run: use more runs to see how steady the drive is."));
    else if (figure() == RunFigure::Best)
        m_text->setText(tr("Best of %1 runs, as CrystalDiskMark shows it.").arg(m_runs));
    else
        m_text->setText(tr("Median of %1 runs (CrystalDiskMark shows the best).").arg(m_runs));
}

} // namespace Sektor::Gui
