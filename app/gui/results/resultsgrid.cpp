// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/results/resultsgrid.h"
#include "gui/results/resultcell.h"
#include "gui/results/resulttooltip.h"
#include "gui/widgets/themedicon.h"

#include "model/kindtraits.h"
#include "peers/peertext.h"
#include "report/testgrid.h"

#include <QApplication>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

#include <algorithm>
#include <iterator>

namespace Sektor::Gui {

namespace {

/// "SEQ1M\nQ8T1": CrystalDiskMark's two-line button label (the name is not translated, as there).
QString buttonText(const TestSpec &spec)
{
    QString name = spec.name();
    const qsizetype space = name.indexOf(QLatin1Char(' '));
    if (space > 0)
        name[space] = QLatin1Char('\n');
    return name;
}

QList<IoMode> columnsFor(const Profile &profile)
{
    if (kindTraits(profile).ownModes) // sweeps, sync and sustained writes: the modes they run
        return profile.modes;
    // Read and Write always show, as in CrystalDiskMark, so unticking a mode keeps the layout.
    QList<IoMode> columns {IoMode::Read, IoMode::Write};
    if (profile.modes.contains(IoMode::Rewrite))
        columns << IoMode::Rewrite;
    if (profile.hasMix())
        columns << IoMode::Mix;
    return columns;
}

} // namespace

ResultsGrid::ResultsGrid(QWidget *parent)
    : QWidget(parent)
    , m_layout(new QGridLayout(this))
    , m_all(new QPushButton(this))
    , m_resume(new QPushButton(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setHorizontalSpacing(8);
    m_layout->setVerticalSpacing(6);
    m_all->setMinimumHeight(m_all->sizeHint().height() * 2);
    QFont bold = m_all->font();
    bold.setBold(true);
    m_all->setFont(bold);
    styleAllButton();
    m_layout->addWidget(m_all, 0, 0);
    connect(m_all, &QPushButton::clicked, this, [this] {
        if (m_running)
            Q_EMIT stopRequested();
        else
            Q_EMIT runAllRequested();
    });
    m_resume->setVisible(false);
    connect(m_resume, &QPushButton::clicked, this, &ResultsGrid::resumeRequested);
    setProfile(builtinProfiles().first());
}

void ResultsGrid::setProfile(const Profile &profile)
{
    // A kind whose panel says what it found (a capacity check, the small-files test's table, a health check's verdict,
    // a burn-in's findings) has no figure to show in a row: the start button stays, alone.
    const bool alone = !kindTraits(profile).gridRows;
    m_rows = alone ? QList<TestSpec>() : profile.tests;
    m_columns = alone ? QList<IoMode>() : columnsFor(profile);
    rebuild();
}

void ResultsGrid::rebuild()
{
    qDeleteAll(m_rowButtons);
    qDeleteAll(m_headers);
    for (const auto &row : std::as_const(m_cells))
        qDeleteAll(row);
    m_rowButtons.clear();
    m_headers.clear();
    m_cells.clear();
    // A column that was there before (Mix) keeps its stretch in the layout unless reset: it would stay as empty room.
    for (int c = 1; c < m_layout->columnCount(); ++c)
        m_layout->setColumnStretch(c, 0);
    for (int c = 0; c < m_columns.size(); ++c) {
        auto *header = new QLabel(this);
        header->setAlignment(Qt::AlignCenter);
        QFont f = header->font();
        f.setBold(true);
        header->setFont(f);
        m_layout->addWidget(header, 0, c + 1);
        m_layout->setColumnStretch(c + 1, 1);
        m_headers << header;
    }
    for (int r = 0; r < m_rows.size(); ++r) {
        auto *button = new QPushButton(buttonText(m_rows.at(r)), this);
        button->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Expanding);
        button->setEnabled(!m_running);
        connect(button, &QPushButton::clicked, this, [this, spec = m_rows.at(r)] {
            Q_EMIT runTestRequested(spec);
        });
        m_layout->addWidget(button, r + 1, 0);
        m_rowButtons << button;
        QList<ResultCell *> cells;
        for (int c = 0; c < m_columns.size(); ++c) {
            auto *cell = new ResultCell(this);
            m_layout->addWidget(cell, r + 1, c + 1);
            cells << cell;
        }
        m_cells << cells;
    }
    // Go On under the rows, where the start button's column is: a stopped run goes on from there.
    m_layout->addWidget(m_resume, int(m_rows.size()) + 1, 0);
    // Alone (a capacity check), the start button keeps its own width rather than the whole row's.
    m_layout->setAlignment(m_all, m_rows.isEmpty() ? Qt::AlignLeft : Qt::Alignment());
    m_layout->setAlignment(m_resume, m_rows.isEmpty() ? Qt::AlignLeft : Qt::Alignment());
    // Buttons made after the window's other widgets would come last in the Tab chain: put them after "All".
    QWidget *previous = m_all;
    for (QPushButton *button : std::as_const(m_rowButtons)) {
        QWidget::setTabOrder(previous, button);
        previous = button;
    }
    m_tests.clear();
    retranslate();
}

void ResultsGrid::setResults(const QList<TestResult> &tests)
{
    // A capacity probe's test is no figure: its speed is not what it measures (the verify panel shows what it found).
    m_tests.clear();
    std::copy_if(tests.cbegin(), tests.cend(), std::back_inserter(m_tests), [](const TestResult &t) {
        return t.isRunFigure();
    });
    retranslate(); // the Mix header names the share the results ran with
}

void ResultsGrid::setHeadline(const std::optional<KindHeadline> &headline)
{
    m_headline = headline;
    retranslate(); // its column's title
}

const KindHeadline *ResultsGrid::shownHeadline() const
{
    const bool shown = m_headline && m_rows.size() == 1 && m_columns.contains(m_headline->mode)
        && m_headline->isFigureOf(m_rows.first(), m_headline->mode)
        && findTest(m_tests, m_rows.first(), m_headline->mode);
    return shown ? &*m_headline : nullptr;
}

void ResultsGrid::setPeers(const QList<TestResult> &tests, const PeerStandings &standings)
{
    m_peerTests = tests;
    m_peers = standings;
    refreshValues();
}

void ResultsGrid::setCaveats(const QStringList &caveatIds)
{
    m_caveats = caveatIds;
    refreshValues();
}

void ResultsGrid::setFigure(RunFigure figure)
{
    m_figure = figure;
    refreshValues();
}

void ResultsGrid::setStale(bool stale)
{
    m_stale = stale;
    refreshValues();
}

void ResultsGrid::setUnit(DisplayUnit unit)
{
    m_unit = unit;
    retranslate();
}

void ResultsGrid::refreshValues()
{
    for (int r = 0; r < m_rows.size(); ++r) {
        for (int c = 0; c < m_columns.size(); ++c)
            fillCell(r, c);
    }
}

void ResultsGrid::fillCell(int row, int column)
{
    ResultCell *cell = m_cells.at(row).at(column);
    const TestSpec &spec = m_rows.at(row);
    const IoMode mode = m_columns.at(column);
    const TestResult *t = findTest(m_tests, spec, mode);
    // A rewrite runs on sequential rows only: a dash says the cell has no figure by design, not yet.
    const bool applies = modeApplies(mode, spec);
    const KindHeadline *headline = shownHeadline();
    if (headline && !headline->isFigureOf(spec, mode))
        headline = nullptr;
    if (headline)
        cell->setValue(headlineValueText(*headline), headlineBarFraction(*headline));
    else if (t)
        cell->setValue(formatResult(*t, m_unit, QLocale(), m_figure),
                       barFraction(unitValue(*t, m_unit, m_figure), m_unit));
    else
        cell->setValue(applies ? QString() : QStringLiteral("–"), 0);
    cell->setMarked(t && resultIsMarked(*t, m_caveats));
    cell->setStale(m_stale);
    const QString notApplicable = tr("A rewrite runs on the sequential tests only (not on durable ones)");
    if (headline)
        cell->setToolTip(resultToolTip(*t, m_caveats, *headline));
    else
        cell->setToolTip(t ? resultToolTip(*t, m_caveats) : applies ? QString() : notApplicable);
    if (const TestResult *peered = t ? findTest(m_peerTests, spec, mode) : nullptr) {
        if (const qsizetype at = peered - m_peerTests.constData(); at < m_peers.size() && m_peers.at(at).compared)
            cell->setToolTip(cell->toolTip() + QLatin1Char('\n') + peerLine(*t, m_peers.at(at), Wording::Translated));
    }
    const QString value = headline
        ? tr("%1 %2, %3").arg(cell->text(), headlineUnitLabel(headline->unit), headline->label)
        : t       ? tr("%1 %2").arg(cell->text(), unitLabel(m_unit))
        : applies ? tr("not measured")
                  : notApplicable;
    cell->setAccessibleName(tr("%1 %2: %3").arg(spec.name(), ioModeDisplayName(mode), value));
}

void ResultsGrid::setRunning(bool running)
{
    // A disabled button loses the focus to the next widget (the comment field): give it back after the run, so a
    // keyboard user can run the same test again.
    if (running && m_rowButtons.contains(QApplication::focusWidget()))
        m_focusBeforeRun = QApplication::focusWidget();
    m_running = running;
    for (QPushButton *b : std::as_const(m_rowButtons))
        b->setEnabled(!running);
    if (!running && m_focusBeforeRun) {
        m_focusBeforeRun->setFocus(Qt::OtherFocusReason);
        m_focusBeforeRun.clear();
    }
    if (!running)
        clearActiveTest();
    if (running)
        m_resume->setVisible(false);
    retranslate();
}

void ResultsGrid::setResumable(bool resumable)
{
    m_resume->setVisible(resumable && !m_running);
}

void ResultsGrid::setActiveTest(const TestSpec &spec, IoMode mode)
{
    for (int r = 0; r < m_rows.size(); ++r) {
        for (int c = 0; c < m_columns.size(); ++c)
            m_cells.at(r).at(c)->setActive(m_rows.at(r) == spec && m_columns.at(c) == mode);
    }
}

void ResultsGrid::clearActiveTest()
{
    for (const auto &row : std::as_const(m_cells)) {
        for (ResultCell *cell : row)
            cell->setActive(false);
    }
}

ResultCell *ResultsGrid::cell(int row, int column) const
{
    return m_cells.value(row).value(column);
}

QPushButton *ResultsGrid::testButton(int row) const
{
    return m_rowButtons.value(row);
}

int ResultsGrid::mixReadPercent() const
{
    // The share the mixed tests ran with, once they have; until then the one they will run with.
    for (const TestResult &t : m_tests) {
        if (t.mode == IoMode::Mix)
            return t.mixReadPercent;
    }
    return RunOptions {}.mixReadPercent;
}

void ResultsGrid::styleAllButton()
{
    // The one action most people came for: in the accent colour, as a default action is in KDE and GNOME apps.
    QPalette p = palette();
    p.setColor(QPalette::Button, p.color(QPalette::Highlight));
    p.setColor(QPalette::ButtonText, p.color(QPalette::HighlightedText));
    m_all->setPalette(p);
    const bool running = m_running;
    m_all->setIcon(running ? themedIcon("media-playback-stop", QStyle::SP_MediaStop, this)
                           : themedIcon("media-playback-start", QStyle::SP_MediaPlay, this));
}

void ResultsGrid::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        styleAllButton();
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ResultsGrid::retranslate()
{
    // With no rows (a capacity check, a small-files test) it starts the one test: "All" would promise tests that are
    // not there.
    const bool alone = m_rows.isEmpty();
    m_all->setText(m_running ? tr("Stop") : alone ? tr("Start") : tr("All"));
    styleAllButton();
    m_all->setToolTip(m_running   ? tr("Stop the run (Esc)")
                          : alone ? tr("Start the test")
                                  : tr("Run every test of the profile"));
    m_all->setAccessibleName(m_all->text());
    m_resume->setText(tr("Go On"));
    m_resume->setToolTip(tr("Go on where the run shown stopped, on the same drive; what it found is kept"));
    for (int c = 0; c < m_columns.size(); ++c) {
        QString mode = ioModeDisplayName(m_columns.at(c));
        if (m_columns.at(c) == IoMode::Mix)
            mode = tr("%1 %2/%3").arg(mode).arg(mixReadPercent()).arg(100 - mixReadPercent()); // "Mix 70/30"
        if (const KindHeadline *headline = shownHeadline(); headline && headline->mode == m_columns.at(c))
            m_headers.at(c)->setText(tr("%1 [%2]").arg(headlineTitle(*headline), headlineUnitLabel(headline->unit)));
        else
            m_headers.at(c)->setText(tr("%1 [%2]").arg(mode, unitLabel(m_unit)));
    }
    for (int r = 0; r < m_rowButtons.size(); ++r) {
        m_rowButtons.at(r)->setToolTip(tr("Run only %1").arg(m_rows.at(r).name()));
        m_rowButtons.at(r)->setAccessibleName(tr("Run %1").arg(m_rows.at(r).name()));
    }
    // Numbers follow the locale, which changes with the language.
    refreshValues();
}

} // namespace Sektor::Gui
