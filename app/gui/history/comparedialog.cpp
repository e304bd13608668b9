// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/history/comparedialog.h"
#include "gui/history/comparechart.h"
#include "gui/results/trustbanner.h"
#include "gui/share/compareimage.h"
#include "gui/share/deltacolour.h"
#include "gui/share/sharefile.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace Sektor::Gui {

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
    m_copyImage = buttons->addButton(tr("Copy &Image"), QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // Shared texts are in English, as the forums they go to read them; the screen speaks the user's language.
    connect(copyText, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(History::comparisonText(m_runs, unit(), Wording::English));
    });
    connect(copyMarkdown, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(History::comparisonMarkdown(m_runs, unit(), Wording::English));
    });
    connect(save, &QPushButton::clicked, this, &CompareDialog::saveImage);
    connect(m_copyImage, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setImage(image());
    });
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
        for (const QString &note : History::runNoteLines(r)) // every run's caveats stay beside it
            lines << QLatin1String("    ") + note;
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
        m_table->setItem(row, 0, new QTableWidgetItem(History::comparedTestName(t)));
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
            if (const QColor colour = deltaColour(delta, u);
                colour.isValid() && m_comparison.changesMeanBetterOrWorse())
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
            if (const QColor colour = deltaColour(delta, DisplayUnit::MegabytesPerSecond);
                colour.isValid() && m_comparison.changesMeanBetterOrWorse())
                item->setForeground(colour); // more files per second is better, as more MB/s
            m_table->setItem(row, runs + run, item);
        }
    }
}

QImage CompareDialog::image() const
{
    // Sharp on the screen it was made on: twice the pixels on a HiDPI one, at the same logical size.
    return renderCompareImage(m_runs, unit(), ImagePalette::ofAppTheme(), devicePixelRatioF() > 1.0 ? 2.0 : 1.0);
}

void CompareDialog::saveImage()
{
    QDateTime newest;
    for (const History::LabelledRun &r : std::as_const(m_runs))
        newest = std::max(newest, r.result.started);
    saveWithDialog(this,
                   tr("Save Comparison Image"),
                   tr("PNG images (*.png)"),
                   QStringLiteral("png"),
                   defaultFileName(QStringLiteral("sektor-comparison"), newest, QStringLiteral("png")),
                   [this](const QString &path) {
                       return writeImage(path);
                   });
}

QString CompareDialog::writeImage(const QString &path) const
{
    return writePng(image(), path);
}

} // namespace Sektor::Gui
