// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/share/compareimage.h"
#include "gui/share/deltacolour.h"
#include "gui/share/imagedrawing.h"
#include "gui/share/imagefiguretable.h"

#include "gui/charts/chartstyle.h"

#include "history/historywording.h"
#include "model/profile.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <functional>

namespace Sektor::Gui {

namespace {

// The layout, shared by the words (what fits a card is decided with the fonts it is drawn in) and the drawing.
constexpr int Margin = 16;
constexpr int Gap = 8; ///< Between cards, and between the bands.
constexpr int CardIndent = 10; ///< The run's colour strip and the space after it.
constexpr int BoxPadding = 6; ///< Inside the amber and blue boxes.
constexpr int SmallPixels = 11; ///< Notes, conditions, a card's facts.
constexpr int NoteLines = 5; ///< A card's notes: as many whole ones as fit this many lines.
constexpr int DifferenceLines = 2;

QRect contentArea()
{
    return QRect(QPoint(0, 0), CompareImageSize).adjusted(Margin, Margin, -Margin, -Margin);
}

int cardWidth(qsizetype runs)
{
    const int count = int(std::max<qsizetype>(1, runs));
    return (contentArea().width() - Gap * (count - 1)) / count;
}

QFont baseFont()
{
    return QGuiApplication::font();
}

/**
 * @p lead and as many whole @p items after it (joined by @p separator) as fit @p maxLines lines of @p width in the
 * small font, the first always; when some are left out, a last item from @p more says how many.
 */
QStringList fitted(const QString &lead,
                   const QStringList &items,
                   const QString &separator,
                   int width,
                   int maxLines,
                   const std::function<QString(int)> &more)
{
    const QFontMetrics metrics(imageFont(baseFont(), SmallPixels));
    const auto height = [&](const QStringList &shown) {
        return metrics.boundingRect(QRect(0, 0, width, 0), Qt::TextWordWrap, lead + shown.join(separator)).height();
    };
    const int budget = metrics
                           .boundingRect(QRect(0, 0, width, 0),
                                         Qt::TextWordWrap,
                                         QStringList(maxLines, QStringLiteral("X")).join(u'\n'))
                           .height();
    QStringList shown;
    for (qsizetype i = 0; i < items.size(); ++i) {
        QStringList candidate = shown;
        candidate << items.at(i);
        if (const qsizetype left = items.size() - i - 1; left > 0)
            candidate << more(int(left));
        if (!shown.isEmpty() && height(candidate) > budget)
            break;
        shown << items.at(i);
    }
    if (const qsizetype left = items.size() - shown.size(); left > 0)
        shown << more(int(left));
    return shown;
}

QString datesOf(const QList<History::LabelledRun> &runs)
{
    QDate first;
    QDate last;
    for (const History::LabelledRun &r : runs) {
        const QDate day = r.result.started.toLocalTime().date();
        first = first.isValid() ? std::min(first, day) : day;
        last = last.isValid() ? std::max(last, day) : day;
    }
    const QLocale locale;
    if (first == last)
        return locale.toString(first, QLocale::ShortFormat);
    //: The dates of the compared runs in the comparison picture: "11/1/26 to 11/29/26".
    return QCoreApplication::translate("Sektor::Gui::CompareImage", "%1 to %2")
        .arg(locale.toString(first, QLocale::ShortFormat), locale.toString(last, QLocale::ShortFormat));
}

CompareImageRun cardOf(const History::LabelledRun &run, int width)
{
    const RunResult &r = run.result;
    const ResultsImageText shared = resultsImageText(r); // the drive and where, named as its own picture names them
    CompareImageRun card;
    card.label = run.label;
    // The date first (in local time, as the dialog lists the runs): it tells the runs apart when a narrow card elides
    // the rest.
    card.what = QStringList {QLocale().toString(r.started.toLocalTime(), QLocale::ShortFormat),
                             profileDisplayName(r.profileId, r.profileName),
                             History::testSizeText(r)}
                    .join(QStringLiteral(" · "));
    card.drive = shared.title;
    card.where = shared.where;
    QStringList notes;
    for (const QString &note : History::runNotes(run))
        notes << QStringLiteral("⚠ ") + note;
    card.notes = fitted({}, notes, QStringLiteral("\n"), width - CardIndent - 2 * BoxPadding, NoteLines, [](int left) {
        //: Under a run's caveats in the comparison picture, when not all of them fit; Copy as Text has them all.
        return QCoreApplication::translate(
            "Sektor::Gui::CompareImage", "and %n more notes in the shared text", nullptr, left);
    });
    return card;
}

QString differencesLead()
{
    return QStringLiteral("ℹ ") + History::differencesHeading() + QLatin1Char(' ');
}

QString drivesTitle(const QList<History::LabelledRun> &runs, History::DriveMatch match)
{
    const int count = int(runs.size());
    const QList<MeasuredDrive> &drives = runs.constFirst().result.target.drives;
    if (match != History::DriveMatch::Same || drives.isEmpty())
        return QCoreApplication::translate("Sektor::Gui::CompareImage", "Comparison of %n runs", nullptr, count);
    const MeasuredDrive &d = drives.constFirst();
    //: The comparison picture's title when every run measured one drive: "Samsung SSD 980 PRO: comparison of 3 runs".
    return QCoreApplication::translate("Sektor::Gui::CompareImage", "%1: comparison of %n runs", nullptr, count)
        .arg(d.model.isEmpty() ? d.name : d.model);
}

// ---- drawing

struct Canvas
{
    QPainter &p;
    QFont base;
    const ImageColours &colours;

    QFont font(int pixelSize, bool bold = false) const { return imageFont(base, pixelSize, bold); }
};

int drawTitleBand(const Canvas &c, const CompareImageText &text, const QRect &content)
{
    c.p.setPen(c.colours.muted);
    c.p.setFont(c.font(11, true));
    c.p.drawText(content, Qt::AlignRight | Qt::AlignTop, text.brand);
    const int brandWidth = c.p.fontMetrics().horizontalAdvance(text.brand) + 12;
    c.p.setPen(c.colours.ink);
    c.p.setFont(c.font(20, true));
    const QFontMetrics title = c.p.fontMetrics();
    c.p.drawText(QRect(content.left(), content.top(), content.width() - brandWidth, title.height()),
                 Qt::AlignLeft | Qt::AlignTop,
                 title.elidedText(text.title, Qt::ElideRight, content.width() - brandWidth));
    int y = content.top() + title.height() + 2;
    c.p.setPen(c.colours.muted);
    c.p.setFont(c.font(12));
    c.p.drawText(QRect(content.left(), y, content.width(), 18),
                 Qt::AlignLeft | Qt::AlignTop,
                 c.p.fontMetrics().elidedText(text.subtitle, Qt::ElideRight, content.width()));
    return y + 18 + Gap;
}

/// @p text wrapped in a box tinted in @p colour across @p content from @p y, in the painter's font; returns the y
/// below.
int drawTextBox(const Canvas &c, const QString &text, const QColor &colour, const QRect &content, int y)
{
    const QRect inner(content.left() + BoxPadding, y + BoxPadding, content.width() - 2 * BoxPadding, 0);
    const QRect needed = c.p.boundingRect(inner, Qt::TextWordWrap, text);
    const QRect box(content.left(), y, content.width(), needed.height() + 2 * BoxPadding);
    drawTintedBox(c.p, box, colour);
    c.p.setPen(c.colours.ink);
    c.p.drawText(needed, Qt::TextWordWrap, text);
    return box.bottom() + 1 + Gap;
}

/// What is known about the drives: a line, or an amber box when the runs did not all measure one drive.
int drawDrives(const Canvas &c, const CompareImageText &text, const QRect &content, int y)
{
    c.p.setFont(c.font(12, true));
    if (!text.drivesWarn) {
        c.p.setPen(c.colours.ink);
        const QRect line
            = c.p.boundingRect(QRect(content.left(), y, content.width(), 0), Qt::TextWordWrap, text.drives);
        c.p.drawText(line, Qt::TextWordWrap, text.drives);
        return line.bottom() + 1 + Gap;
    }
    return drawTextBox(c, QStringLiteral("⚠ ") + text.drives, c.colours.amber, content, y);
}

/// A card per run, side by side in the runs' order: its colour strip, label, profile, drive, where and caveats.
int drawRunCards(const Canvas &c, const CompareImageText &text, const QRect &content, int y)
{
    const int width = cardWidth(text.runs.size());
    const QFont small = c.font(SmallPixels);
    const int line = 17;
    const auto notesHeight = [&](const CompareImageRun &run) {
        if (run.notes.isEmpty())
            return 0;
        const QRect inner(0, 0, width - CardIndent - 2 * BoxPadding, 0);
        return QFontMetrics(small).boundingRect(inner, Qt::TextWordWrap, run.notes.join(QLatin1Char('\n'))).height()
            + 2 * BoxPadding + 4;
    };
    int tallestNotes = 0;
    for (const CompareImageRun &run : text.runs)
        tallestNotes = std::max(tallestNotes, notesHeight(run));
    const int height = 3 * line + tallestNotes;
    for (int i = 0; i < text.runs.size(); ++i) {
        const CompareImageRun &run = text.runs.at(i);
        const int left = content.left() + i * (width + Gap);
        const int textLeft = left + CardIndent;
        const int textWidth = width - CardIndent;
        c.p.fillRect(QRect(left, y, 4, height), seriesColor(i));
        c.p.setFont(c.font(13, true));
        c.p.setPen(seriesColor(i));
        c.p.drawText(QRect(textLeft, y, textWidth, line), Qt::AlignLeft | Qt::AlignVCenter, run.label);
        const int labelWidth = c.p.fontMetrics().horizontalAdvance(run.label) + 8;
        c.p.setFont(c.font(12));
        c.p.setPen(c.colours.muted);
        c.p.drawText(QRect(textLeft + labelWidth, y, textWidth - labelWidth, line),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     c.p.fontMetrics().elidedText(run.what, Qt::ElideRight, textWidth - labelWidth));
        c.p.setPen(c.colours.ink);
        c.p.drawText(QRect(textLeft, y + line, textWidth, line),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     c.p.fontMetrics().elidedText(run.drive, Qt::ElideRight, textWidth));
        c.p.setFont(small);
        c.p.setPen(c.colours.muted);
        c.p.drawText(QRect(textLeft, y + 2 * line, textWidth, line),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     c.p.fontMetrics().elidedText(run.where, Qt::ElideRight, textWidth));
        if (!run.notes.isEmpty()) {
            const QRect box(textLeft, y + 3 * line + 2, textWidth, notesHeight(run) - 4);
            drawTintedBox(c.p, box, c.colours.amber);
            c.p.setPen(c.colours.ink);
            c.p.drawText(box.adjusted(BoxPadding, BoxPadding, -BoxPadding, -BoxPadding),
                         Qt::TextWordWrap,
                         run.notes.join(QLatin1Char('\n')));
        }
    }
    return y + height + Gap;
}

int drawDifferences(const Canvas &c, const CompareImageText &text, const QRect &content, int y)
{
    if (text.differences.isEmpty())
        return y;
    c.p.setFont(c.font(SmallPixels));
    return drawTextBox(
        c, differencesLead() + text.differences.join(QStringLiteral(" · ")), c.colours.infoBlue, content, y);
}

/// A change's colour in the picture's theme; invalid (the ink) for noise.
QColor changeColour(std::optional<double> percent, DisplayUnit unit, const ImageColours &colours)
{
    switch (changeOf(percent, unit)) {
    case Change::Better:
        return colours.better;
    case Change::Worse:
        return colours.worse;
    case Change::Noise:
        break;
    }
    return {};
}

/**
 * A row of the table: each run's figure (@p values, none where a run lacks the test) over a bar as long as its share
 * of the row's best, then each later run's change against the first, coloured by whether it is better in @p better
 * (where @p colourChanges: not between memory and a drive).
 */
void addRow(ImageFigureTable &table,
            const QString &name,
            const QList<std::optional<double>> &values,
            const std::function<QString(double)> &format,
            DisplayUnit better,
            bool colourChanges)
{
    double best = 0;
    for (const std::optional<double> &v : values)
        best = std::max(best, v.value_or(0));
    QList<ImageFigureTable::Cell> cells;
    for (const std::optional<double> &v : values)
        cells << (v ? ImageFigureTable::Cell {format(*v), best > 0 ? *v / best : 0.0} : ImageFigureTable::Cell {});
    for (qsizetype i = 1; i < values.size(); ++i) {
        const std::optional<double> delta = values.constFirst() && values.at(i)
            ? History::deltaPercent(*values.constFirst(), *values.at(i))
            : std::nullopt;
        cells << ImageFigureTable::Cell {
            History::deltaText(delta), 0, false, colourChanges ? changeColour(delta, better, table.colours) : QColor()};
    }
    table.rows << name;
    table.cells << cells;
}

/// A row per test (or small-files phase), a column per run in its colour, then a column per run after the first with
/// its change against the first.
ImageFigureTable figureTable(const QList<History::LabelledRun> &runs,
                             const History::RunComparison &comparison,
                             DisplayUnit unit,
                             const ImageColours &colours)
{
    ImageFigureTable table;
    table.colours = colours;
    for (int i = 0; i < runs.size(); ++i)
        table.columns << ImageFigureTable::Column {runs.at(i).label, seriesColor(i)};
    for (int i = 1; i < runs.size(); ++i)
        table.columns << ImageFigureTable::Column {QCoreApplication::translate("Sektor::Gui::CompareDialog", "%1 vs %2")
                                                       .arg(runs.at(i).label, runs.constFirst().label),
                                                   colours.muted};
    const auto inUnit = [unit](double v) {
        return formatValue(v, unit);
    };
    for (const History::ComparedTest &t : comparison.tests) {
        QList<std::optional<double>> values;
        for (const History::ComparedFigures &f : t.runs)
            values << (f.measured ? std::optional<double>(f.in(unit)) : std::nullopt);
        addRow(table, History::comparedTestName(t), values, inUnit, unit, comparison.changesMeanBetterOrWorse());
    }
    const auto filesPerSecond = [](double v) {
        return QLocale().toString(v, 'f', 0);
    };
    // Files per second whatever the unit: more is better, as more MB/s.
    for (const History::ComparedPhase &phase : comparison.phases)
        addRow(table,
               History::phaseName(phase),
               phase.filesPerSecond,
               filesPerSecond,
               DisplayUnit::MegabytesPerSecond,
               comparison.changesMeanBetterOrWorse());
    return table;
}

} // namespace

CompareImageText compareImageText(const QList<History::LabelledRun> &runs, DisplayUnit unit)
{
    CompareImageText text;
    if (runs.isEmpty())
        return text;
    QList<RunResult> results;
    for (const History::LabelledRun &r : runs)
        results << r.result;
    const History::RunComparison comparison = History::compareRuns(results);
    text.title = drivesTitle(runs, comparison.drives);
    const QString figures = comparison.tests.isEmpty()
        ? QCoreApplication::translate("Sektor::Gui::CompareImage", "in files per second")
        : QCoreApplication::translate("Sektor::Gui::CompareImage", "in %1").arg(unitLabel(unit));
    //: The comparison picture's subtitle: "11/1/26 to 11/29/26 · in MB/s · changes against #1".
    text.subtitle = QCoreApplication::translate("Sektor::Gui::CompareImage", "%1 · %2 · changes against %3")
                        .arg(datesOf(runs), figures, runs.constFirst().label);
    text.drives = History::driveMatchText(comparison.drives);
    text.drivesWarn = comparison.drives != History::DriveMatch::Same;
    const int width = cardWidth(runs.size());
    for (const History::LabelledRun &run : runs)
        text.runs << cardOf(run, width);
    const QStringList differences = History::differenceTexts(comparison);
    if (!differences.isEmpty()) {
        text.differences
            = fitted(differencesLead(),
                     differences,
                     QStringLiteral(" · "),
                     contentArea().width() - 2 * BoxPadding,
                     DifferenceLines,
                     [](int left) {
                         return QCoreApplication::translate(
                             "Sektor::Gui::ResultsImage", "… and %n more in the shared text", nullptr, left);
                     });
    }
    const QString version = QCoreApplication::applicationVersion();
    text.brand = version.isEmpty() ? QStringLiteral("Sektor") : QStringLiteral("Sektor %1").arg(version);
    return text;
}

QImage renderCompareImage(const QList<History::LabelledRun> &runs,
                          DisplayUnit unit,
                          const ImageColours &colours,
                          qreal devicePixelRatio)
{
    QImage image(CompareImageSize * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(colours.paper);
    if (runs.isEmpty())
        return image;
    const CompareImageText text = compareImageText(runs, unit);
    QList<RunResult> results;
    for (const History::LabelledRun &r : runs)
        results << r.result;
    const History::RunComparison comparison = History::compareRuns(results);

    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const Canvas c {p, baseFont(), colours};
    const QRect content = contentArea();
    int y = drawTitleBand(c, text, content);
    y = drawDrives(c, text, content, y);
    y = drawRunCards(c, text, content, y);
    y = drawDifferences(c, text, content, y);
    drawFigureTable(p,
                    c.base,
                    figureTable(runs, comparison, unit, colours),
                    QRect(content.left(), y, content.width(), content.bottom() - y));
    return image;
}

} // namespace Sektor::Gui
