// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/history/comparedialog.h"
#include "gui/history/comparechart.h"
#include "gui/results/trustbanner.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace Sektor::Gui {

namespace {

/// Changes smaller than this are noise between two runs of one drive, and stay uncoloured.
constexpr double NoticeablePercent = 3.0;

QColor deltaColor(std::optional<double> percent, DisplayUnit unit)
{
    if (!percent || std::abs(*percent) < NoticeablePercent)
        return {};
    const bool better = (*percent > 0) == History::higherIsBetter(unit);
    return better ? QColor(0x1b, 0x7f, 0x3b) : QColor(0xc0, 0x1c, 0x28); // green, red: readable on light and dark
}

} // namespace

CompareDialog::CompareDialog(const QList<History::LabelledRun> &runs, QWidget *parent)
    : QDialog(parent)
    , m_runs(runs)
    , m_headline(new QLabel(this))
    , m_runList(new QLabel(this))
    , m_unit(new QComboBox(this))
    , m_differences(new TrustBanner(this))
    , m_table(new QTableWidget(this))
    , m_chart(new CompareChart(this))
{
    setWindowTitle(tr("Compare Runs"));
    QList<RunResult> results;
    for (const History::LabelledRun &r : m_runs)
        results << r.result;
    m_comparison = History::compareRuns(results);

    QFont bold = m_headline->font();
    bold.setBold(true);
    m_headline->setFont(bold);
    m_headline->setWordWrap(true);
    // The runs' profiles, drives and comments come from the history and imported files: text, never HTML.
    m_headline->setTextFormat(Qt::PlainText);
    m_runList->setTextFormat(Qt::PlainText);
    m_runList->setTextInteractionFlags(Qt::TextSelectableByMouse);
    for (DisplayUnit u : {DisplayUnit::MegabytesPerSecond,
                          DisplayUnit::GigabytesPerSecond,
                          DisplayUnit::Iops,
                          DisplayUnit::LatencyMicroseconds})
        m_unit->addItem(unitLabel(u), int(u));
    m_unit->setAccessibleName(tr("Unit"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto *unitRow = new QHBoxLayout;
    m_unitLabel = new QLabel(tr("&Unit:"), this);
    m_unitLabel->setBuddy(m_unit);
    unitRow->addWidget(m_runList, 1);
    unitRow->addWidget(m_unitLabel, 0, Qt::AlignTop);
    unitRow->addWidget(m_unit, 0, Qt::AlignTop);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *copyText = buttons->addButton(tr("Copy as &Text"), QDialogButtonBox::ActionRole);
    QPushButton *copyMarkdown = buttons->addButton(tr("Copy as &Markdown"), QDialogButtonBox::ActionRole);
    QPushButton *save = buttons->addButton(tr("&Save Image…"), QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Shared texts are in English, as the forums they go to read them; the screen speaks the user's language.
    connect(copyText, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(History::comparisonText(m_runs, unit(), Wording::English));
    });
    connect(copyMarkdown, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(History::comparisonMarkdown(m_runs, unit(), Wording::English));
    });
    connect(save, &QPushButton::clicked, this, &CompareDialog::saveImage);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &CompareDialog::fill);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addLayout(unitRow);
    layout->addWidget(m_differences);
    // Side by side: a profile's eight rows and their bars both get the dialog's full height on a laptop.
    auto *figures = new QHBoxLayout;
    figures->addWidget(m_table);
    figures->addWidget(m_chart, 1);
    layout->addLayout(figures, 1);
    layout->addWidget(buttons);
    fill();
    // Fits a 1280×646 laptop screen, with room for the panel.
    const QSize preferred(960, 620);
    resize(screen() ? preferred.boundedTo(screen()->availableGeometry().size()) : preferred);
}

DisplayUnit CompareDialog::unit() const
{
    return DisplayUnit(m_unit->currentData().toInt());
}

void CompareDialog::fill()
{
    m_headline->setText(tr("%n runs compared.", nullptr, int(m_runs.size())) + QLatin1Char(' ')
                        + History::driveMatchText(m_comparison.drives));
    QStringList lines;
    QStringList labels;
    for (const History::LabelledRun &r : m_runs) {
        lines << History::runDescription(r);
        for (const QString &note : History::runNotes(r)) // every run's caveats stay beside it
            lines << QLatin1String("    ") + History::runNoteLine(note);
        labels << r.label;
    }
    m_runList->setText(lines.join(QLatin1Char('\n')));
    m_differences->setNotes(tr("Conditions differ between these runs; the figures may differ for that reason:"),
                            History::differenceTexts(m_comparison));

    const DisplayUnit u = unit();
    const int runs = int(m_runs.size());
    m_table->clear();
    m_table->setRowCount(int(m_comparison.tests.size() + m_comparison.phases.size()));
    m_table->setColumnCount(1 + runs + runs - 1);
    // Small-files runs have no block tests: their phases are in files per second, whatever the unit.
    const bool blockTests = !m_comparison.tests.isEmpty();
    m_unit->setVisible(blockTests);
    m_unitLabel->setVisible(blockTests);
    QStringList header {blockTests ? tr("Test [%1]").arg(unitLabel(u)) : tr("Test")};
    header << labels;
    for (int i = 1; i < runs; ++i)
        header << tr("%1 vs %2").arg(labels.at(i), labels.first());
    m_table->setHorizontalHeaderLabels(header);
    for (int row = 0; row < m_comparison.tests.size(); ++row) {
        const History::ComparedTest &t = m_comparison.tests.at(row);
        m_table->setItem(row, 0, new QTableWidgetItem(t.spec.name() + QLatin1Char(' ') + History::modeName(t.mode)));
        for (int run = 0; run < runs; ++run) {
            const History::ComparedFigures &f = t.runs.at(run);
            auto *item = new QTableWidgetItem(f.measured ? formatValue(f.in(u), u) : QStringLiteral("–"));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, 1 + run, item);
        }
        for (int run = 1; run < runs; ++run) {
            const History::ComparedFigures &base = t.runs.constFirst();
            const History::ComparedFigures &f = t.runs.at(run);
            const std::optional<double> delta
                = base.measured && f.measured ? History::deltaPercent(base.in(u), f.in(u)) : std::nullopt;
            auto *item = new QTableWidgetItem(History::deltaText(delta));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (const QColor colour = deltaColor(delta, u); colour.isValid())
                item->setForeground(colour);
            m_table->setItem(row, runs + run, item);
        }
    }
    fillPhaseRows(int(m_comparison.tests.size()));
    // The table as wide as its columns, so that no figure hides behind a scroll bar; the chart takes the rest. The
    // chart draws block tests only: for small-files runs (phases in files per second) the table is the whole story.
    m_table->resizeColumnsToContents();
    const int tableWidth = m_table->horizontalHeader()->length() + 2 * m_table->frameWidth()
        + m_table->verticalScrollBar()->sizeHint().width();
    m_table->setMinimumWidth(tableWidth);
    m_table->setMaximumWidth(blockTests ? tableWidth : QWIDGETSIZE_MAX);
    // Alone, the table fills the dialog: its figure columns share the width rather than leave an empty area beside.
    for (int column = 1; column < m_table->columnCount(); ++column)
        m_table->horizontalHeader()->setSectionResizeMode(
            column, blockTests ? QHeaderView::ResizeToContents : QHeaderView::Stretch);
    m_chart->setVisible(blockTests);
    m_chart->setComparison(m_comparison, labels, u);
}

void CompareDialog::fillPhaseRows(int firstRow)
{
    // Files per second whatever the unit chosen: the small-files test has no MB/s, IOPS or block latency.
    const int runs = int(m_runs.size());
    for (int i = 0; i < m_comparison.phases.size(); ++i) {
        const History::ComparedPhase &p = m_comparison.phases.at(i);
        const int row = firstRow + i;
        m_table->setItem(row, 0, new QTableWidgetItem(History::phaseName(p)));
        for (int run = 0; run < runs; ++run) {
            const std::optional<double> &f = p.filesPerSecond.at(run);
            auto *item = new QTableWidgetItem(f ? QLocale().toString(*f, 'f', 0) : QStringLiteral("–"));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(row, 1 + run, item);
        }
        for (int run = 1; run < runs; ++run) {
            const std::optional<double> delta = History::phaseDelta(p, run);
            auto *item = new QTableWidgetItem(History::deltaText(delta));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (const QColor colour = deltaColor(delta, DisplayUnit::MegabytesPerSecond); colour.isValid())
                item->setForeground(colour); // more files per second is better, as more MB/s
            m_table->setItem(row, runs + run, item);
        }
    }
}

QImage CompareDialog::image()
{
    return grab().toImage();
}

void CompareDialog::saveImage()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Comparison Image"), QStringLiteral("sektor-comparison.png"), tr("PNG images (*.png)"));
    if (!path.isEmpty() && !image().save(path, "PNG"))
        QMessageBox::warning(this, tr("Save Comparison Image"), tr("The image could not be saved to %1.").arg(path));
}

} // namespace Sektor::Gui
