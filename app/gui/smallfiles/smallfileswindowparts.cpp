// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/smallfiles/smallfileswindowparts.h"
#include "gui/smallfiles/smallfilescharts.h"
#include "gui/smallfiles/smallfilesfigures.h"
#include "gui/smallfiles/smallfilespanel.h"

#include "gui/charts/chartstyle.h"
#include "gui/share/imagefiguretable.h"

#include "report/kinds/smallfilesreport.h"

#include <QCoreApplication>

namespace Sektor::Gui {

namespace {
/// Files per second and latency per file, side by side.
class SmallFilesCharts : public KindCharts
{
public:
    explicit SmallFilesCharts(QWidget *page)
        : m_rate(new SmallFilesRateChart(page))
        , m_latency(new SmallFilesLatencyChart(page))
    { }

    QList<ResultChart *> charts() const override { return {m_rate, m_latency}; }

    ChartsLayout layout(const CommonCharts &common, const RunResult &result) const override
    {
        Q_UNUSED(common)
        Q_UNUSED(result)
        return {{m_rate, m_latency}, false};
    }

private:
    ResultChart *m_rate;
    ResultChart *m_latency;
};
} // namespace

const char *SmallFilesWindowParts::moreSummary(Profile::Kind kind) const
{
    Q_UNUSED(kind)
    return QT_TRANSLATE_NOOP("Sektor::Gui::RunMoreOptions",
                             "How many files, how large, what is synced, in how many folders at once, and how long "
                             "each step is measured");
}

bool SmallFilesWindowParts::holds(const RunResult &result) const
{
    return smallFilesOf(result) != nullptr;
}

ResultsPanel *SmallFilesWindowParts::makeResultsPanel(QWidget *parent) const
{
    auto *panel = new SmallFilesPanel(parent);
    panel->setObjectName(QStringLiteral("smallFilesPanel"));
    return panel;
}

std::unique_ptr<KindCharts> SmallFilesWindowParts::makeCharts(QWidget *page) const
{
    return std::make_unique<SmallFilesCharts>(page);
}

ImageHeading SmallFilesWindowParts::imageHeading(const RunResult &result, const QString &profile) const
{
    const SmallFilesResult *files = smallFilesOf(result);
    if (!files)
        return {};
    // Files, not a test file; rounds, not runs.
    return {QCoreApplication::translate("Sektor::Gui::ResultsImage", "%1 · %2 · in %3")
                .arg(profile, smallFilesSetupText(*files), filesPerSecondUnit()),
            QString()};
}

void SmallFilesWindowParts::drawImageBody(QPainter &p,
                                          const QFont &base,
                                          const RunResult &result,
                                          const QRect &area) const
{
    const SmallFilesResult *files = smallFilesOf(result);
    if (!files)
        return;
    // Its table as the window shows it: an operation per row, sequential and random files per second.
    ImageFigureTable table;
    for (int c = 0; c < int(std::size(FileOrders)); ++c)
        table.columns << ImageFigureTable::Column {fileOrderName(FileOrders[c]), seriesColor(c)};
    for (FileOperation operation : FileOperations) {
        table.rows << fileOperationName(operation, files->fileBytes);
        QList<ImageFigureTable::Cell> cells;
        for (FileOrder order : FileOrders) {
            const FilePhaseResult *phase = files->phase(order, operation);
            cells << (phase ? ImageFigureTable::Cell {filesPerSecondText(phase->filesPerSecond()),
                                                      filesPerSecondFraction(phase->filesPerSecond())}
                            : ImageFigureTable::Cell {});
        }
        table.cells << cells;
    }
    drawFigureTable(p, base, table, area);
}

const char *SmallFilesWindowParts::wrongTargetWhy(Profile::Kind) const
{
    return QT_TRANSLATE_NOOP("Sektor::Gui::RunOptionsBar",
                             "Makes, reads and deletes files: choose a folder on the drive, not the device.");
}

} // namespace Sektor::Gui
