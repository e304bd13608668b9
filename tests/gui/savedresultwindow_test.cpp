// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What the window shows of a result file version 0.1.0 wrote (tests/data/results-0.1.0), opened from the history:
// every visible text of its results tab (the grid's figures, the caption, the trust banner, a panel's table) and the
// figures of every chart (series names and points, axis titles and ranges), and the words of the results picture.
// Held to golden-window/NAME.txt so that a change of the window's code cannot change what it shows of a result.
//
// Compared as text, not as pixels: where a text sits and how wide it is depends on the fonts installed, so a picture
// of the window or the results PNG would differ between machines that show the same thing (tests/data/results-0.1.0
// README.md). The texts are sorted, so moving a widget to another parent or folder does not count as a change.
// SEKTOR_UPDATE_GOLDEN=1 writes the golden files instead of comparing (../report/golden.h; never in CI).
#include "golden.h"

#include "gui/results/resultcell.h"
#include "gui/share/resultsimage.h"
#include "gui/window/mainwindow.h"

#include "model/qstringprinter.h" // tests/model: readable test parameters
#include "support/savedresults.h"

#include <QAbstractBarSeries>
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSeries>
#include <QBarSet>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QValueAxis>
#include <QXYSeries>

#include <gtest/gtest.h>

#include <cstdlib>
#include <ctime>
#include <optional>
#include <string>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {

/// Dates as the window shows them depend on the time zone: the test shows them in UTC, and restores the zone after.
class UtcTimeZone
{
public:
    UtcTimeZone()
    {
        if (const char *tz = std::getenv("TZ"))
            m_saved = tz;
        setenv("TZ", "UTC", 1);
        tzset();
    }
    ~UtcTimeZone()
    {
        if (m_saved)
            setenv("TZ", m_saved->c_str(), 1);
        else
            unsetenv("TZ");
        tzset();
    }
    UtcTimeZone(const UtcTimeZone &) = delete;
    UtcTimeZone &operator=(const UtcTimeZone &) = delete;

private:
    std::optional<std::string> m_saved;
};

QString number(double value)
{
    return QString::number(value, 'g', 9);
}

/// The visible texts under @p page, one a line, sorted: labels, buttons, result cells, line edits, combo boxes, and
/// the cells and headers of tables.
QStringList visibleTexts(const QWidget &page)
{
    QStringList lines;
    const auto add = [&lines](const char *kind, const QString &text) {
        if (!text.isEmpty())
            lines << QLatin1String(kind) + QStringLiteral(": ")
                    + QString(text).replace(QLatin1Char('\n'), QStringLiteral("\\n"));
    };
    for (const QWidget *w : page.findChildren<QWidget *>()) {
        if (!w->isVisibleTo(&page))
            continue;
        if (const auto *label = qobject_cast<const QLabel *>(w))
            add("label", label->text());
        else if (const auto *cell = qobject_cast<const ResultCell *>(w))
            add("cell",
                cell->text()
                    + (cell->isMarked() ? QStringLiteral(" (marked: ") + cell->toolTip() + QLatin1Char(')')
                                        : QString()));
        else if (const auto *button = qobject_cast<const QAbstractButton *>(w))
            add("button", button->text());
        else if (const auto *edit = qobject_cast<const QLineEdit *>(w))
            add("edit", edit->text());
        else if (const auto *combo = qobject_cast<const QComboBox *>(w))
            add("combo", combo->currentText());
        else if (const auto *view = qobject_cast<const QAbstractItemView *>(w); view && view->model()) {
            const QAbstractItemModel *m = view->model();
            for (int c = 0; c < m->columnCount(); ++c)
                add("table header", m->headerData(c, Qt::Horizontal).toString());
            for (int r = 0; r < m->rowCount(); ++r)
                for (int c = 0; c < m->columnCount(); ++c)
                    add("table cell", QStringLiteral("%1,%2 ").arg(r).arg(c) + m->index(r, c).data().toString());
        }
    }
    lines.sort();
    return lines;
}

/// One chart's figures: title, axes, and each series' name and values.
QString chartFigures(QChart *chart)
{
    QStringList lines {QStringLiteral("chart: ") + chart->title()};
    QStringList axes;
    for (QAbstractAxis *axis : chart->axes()) {
        QString line = QStringLiteral("  axis: ") + axis->titleText();
        if (const auto *value = qobject_cast<QValueAxis *>(axis))
            line += QStringLiteral(" [") + number(value->min()) + QStringLiteral(", ") + number(value->max())
                + QLatin1Char(']');
        axes << line;
    }
    axes.sort();
    lines << axes;
    QStringList series;
    for (QAbstractSeries *s : chart->series()) {
        QString line = QStringLiteral("  series: ") + s->name();
        if (const auto *xy = qobject_cast<QXYSeries *>(s)) {
            for (const QPointF &p : xy->points())
                line += QLatin1Char(' ') + number(p.x()) + QLatin1Char(',') + number(p.y());
        } else if (const auto *bars = qobject_cast<QAbstractBarSeries *>(s)) {
            for (const QBarSet *set : bars->barSets()) {
                line += QStringLiteral("\n    bars: ") + set->label();
                for (int i = 0; i < set->count(); ++i)
                    line += QLatin1Char(' ') + number(set->at(i));
            }
        }
        series << line;
    }
    series.sort();
    lines << series;
    return lines.join(QLatin1Char('\n'));
}

/// The figures of every chart in the window that has any data, sorted by what they say.
QStringList chartsFigures(const QWidget &window)
{
    QStringList charts;
    for (QChartView *view : window.findChildren<QChartView *>()) {
        if (view->chart() && !view->chart()->series().isEmpty())
            charts << chartFigures(view->chart());
    }
    charts.sort();
    return charts;
}

QString pictureWords(const RunResult &result)
{
    const ResultsImageText t = resultsImageText(result);
    QStringList lines {QStringLiteral("title: ") + t.title, QStringLiteral("subtitle: ") + t.subtitle};
    if (!t.figures.isEmpty())
        lines << QStringLiteral("figures: ") + t.figures;
    for (const TrustNote &note : t.notes)
        lines << QStringLiteral("note: ") + note.text;
    for (const QString &condition : t.conditions)
        lines << QStringLiteral("condition: ") + condition;
    for (const QString &fact : t.facts)
        lines << QStringLiteral("fact: ") + fact;
    lines << QStringLiteral("brand: ") + t.brand;
    return lines.join(QLatin1Char('\n'));
}

class SavedResultWindow : public ::testing::TestWithParam<QString>
{
};

std::string testName(const ::testing::TestParamInfo<QString> &info)
{
    QString name = info.param;
    name.replace(QLatin1Char('-'), QLatin1Char('_'));
    return name.toStdString();
}

} // namespace

TEST_P(SavedResultWindow, ShowsWhatVersion010Showed)
{
    const UtcTimeZone utc;
    const Expected<RunResult> result = readSavedResult(GetParam());
    ASSERT_TRUE(result) << qPrintable(result.error().detail);
    MainWindow window;
    window.showPastRun(*result, 1);
    const auto *tabs = window.findChild<QTabWidget *>();
    ASSERT_NE(tabs, nullptr);
    ASSERT_EQ(tabs->currentIndex(), 0) << "a past run opens on the results tab";
    const QString text = QStringLiteral("== results tab\n") + visibleTexts(*tabs->widget(0)).join(QLatin1Char('\n'))
        + QStringLiteral("\n== charts\n") + chartsFigures(window).join(QLatin1Char('\n'))
        + QStringLiteral("\n== results picture\n") + pictureWords(*result) + QLatin1Char('\n');
    Golden::expectMatchesFile(
        savedResultsFolder() + QStringLiteral("/golden-window/") + GetParam() + QStringLiteral(".txt"), text.toUtf8());
}

INSTANTIATE_TEST_SUITE_P(Version010, SavedResultWindow, ::testing::ValuesIn(savedResultNames()), testName);

TEST(SavedResultWindow, TheResultsPictureIsTheSameTwice)
{
    // Pixels are not compared with a golden file (fonts differ between machines, see above), but one machine draws
    // the same picture of the same result every time.
    for (const QString &name : savedResultNames()) {
        const Expected<RunResult> result = readSavedResult(name);
        ASSERT_TRUE(result) << qPrintable(name);
        EXPECT_EQ(renderResultsImage(*result), renderResultsImage(*result)) << qPrintable(name);
    }
}
