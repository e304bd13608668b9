// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/share/resultsimage.h"
#include "gui/share/imagedrawing.h"
#include "gui/share/imagepalette.h"

#include "gui/kinds/windowparts.h"

#include "catalog/drive.h"
#include "model/caveats.h"
#include "model/profile.h"
#include "model/results.h"
#include "report/cdmtext.h"
#include "report/conditionsreport.h"
#include "report/conditionwording.h"
#include "report/kindreports.h"
#include "report/unitformat.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QPainter>

namespace Sektor::Gui {

namespace {

QString titleOf(const RunResult &r)
{
    if (r.target.drives.isEmpty())
        return r.target.memoryBacked
            ? QCoreApplication::translate("Sektor::Gui::ResultsImage", "Memory (%1)")
                  .arg(r.target.filesystem.isEmpty() ? QCoreApplication::translate("Sektor::Gui::ResultsImage", "RAM")
                                                     : r.target.filesystem)
            : QCoreApplication::translate("Sektor::Gui::ResultsImage", "Unknown drive");
    const MeasuredDrive &d = r.target.drives.constFirst();
    QStringList parts {d.model.isEmpty() ? d.name : d.model};
    // The link says more than the transport ("PCIe 3.0 x2" explains a slow NVMe drive); the ceiling stays in the text.
    if (d.link.known())
        parts << linkText(d.link);
    else if (!d.transport.isEmpty())
        parts << Catalog::transportName(Catalog::transportFromId(d.transport));
    if (d.sizeBytes > 0)
        parts << QLocale().formattedDataSize(qint64(d.sizeBytes), 1, QLocale::DataSizeSIFormat);
    if (d.temperature.known())
        parts << QCoreApplication::translate("Sektor::Gui::ResultsImage", "%1 at most")
                     .arg(ConditionWording::celsius(d.temperature.highest(), Wording::Translated));
    if (r.target.drives.size() > 1)
        parts << QCoreApplication::translate("Sektor::Gui::ResultsImage", "and %1 more drives")
                     .arg(r.target.drives.size() - 1);
    return parts.join(QStringLiteral(" · "));
}

/// The result with each loop device's backing file named without its folder, which may hold the user's name.
RunResult withoutBackingPaths(RunResult r)
{
    for (ConditionFact &fact : r.conditions) {
        if (fact.id == QLatin1String(Condition::LoopDevice))
            fact.detail = QFileInfo(fact.detail).fileName();
    }
    return r;
}

QString whereOf(const RunResult &r, bool showFullPath)
{
    if (r.target.kind == TargetInfo::Kind::BlockDevice)
        return QCoreApplication::translate("Sektor::Gui::ResultsImage", "raw device %1").arg(r.target.path);
    const QString where = showFullPath || r.target.mountPoint.isEmpty() ? r.target.path : r.target.mountPoint;
    return r.target.filesystem.isEmpty()
        ? where
        : QCoreApplication::translate("Sektor::Gui::ResultsImage", "%1 (%2)").arg(where, r.target.filesystem);
}

struct Painter
{
    QPainter &p;
    QFont base;

    QFont font(int pixelSize, bool bold = false) const { return imageFont(base, pixelSize, bold); }
};

using ImagePalette::Amber;
using ImagePalette::InfoBlue;
using ImagePalette::Ink;
using ImagePalette::Muted;
using ImagePalette::NegativeRed;
using ImagePalette::Paper;

/// How a note of each level is written in the picture: the sign before it, its colour and the text's weight and ink.
struct NoteLook
{
    QString sign;
    QColor signColour;
    bool bold;
    QColor ink;
};

NoteLook lookOf(NoteLevel level)
{
    switch (level) {
    case NoteLevel::Measures:
        return {QStringLiteral("⚠"), NegativeRed, true, Ink};
    case NoteLevel::RunToRun:
        return {QStringLiteral("ℹ"), Muted, false, Muted};
    case NoteLevel::Figures:
        break;
    }
    return {QStringLiteral("⚠"), Ink, false, Ink};
}

/**
 * The amber box with the notes, at most MaxImageNoteLines lines high: as many whole notes as fit, then "and N more
 * notes" (the shared texts carry every one). Returns its height.
 */
int drawNotes(const Painter &d, const QList<TrustNote> &notes, const QRect &area)
{
    if (notes.isEmpty())
        return 0;
    const int signWidth = 16;
    const QRect inner = area.adjusted(8, 5, -8, 0);
    const QRect textArea = inner.adjusted(signWidth, 0, 0, 0);
    const auto heightOf = [&](const QString &text, bool bold) {
        d.p.setFont(d.font(11, bold));
        return d.p.boundingRect(textArea, Qt::TextWordWrap, text).height();
    };
    const auto more = [](qsizetype left) {
        return QCoreApplication::translate("Sektor::Gui::TrustBanner", "and %n more notes", nullptr, int(left));
    };
    // Bold lines may stand a pixel taller: the budget is lines of the taller font.
    const int budget = MaxImageNoteLines
        * std::max(QFontMetrics(d.font(11)).lineSpacing(), QFontMetrics(d.font(11, true)).lineSpacing());
    // The first notes whole, and a line that counts the others, in the budget; the first one even if clipped.
    const auto heightWith = [&](qsizetype count) {
        int height = 0;
        for (qsizetype i = 0; i < count; ++i)
            height += heightOf(notes.at(i).text, lookOf(notes.at(i).level).bold);
        return count < notes.size() ? height + heightOf(more(notes.size() - count), false) : height;
    };
    qsizetype count = notes.size();
    while (count > 1 && heightWith(count) > budget)
        --count;
    const QList<TrustNote> shown = notes.first(count);
    const QString tail = count < notes.size() ? more(notes.size() - count) : QString();
    const int used = heightWith(count);
    const int height = std::min(used, budget);
    const QRect box(area.left(), area.top(), area.width(), height + 10);
    drawTintedBox(d.p, box, Amber);
    d.p.save();
    d.p.setClipRect(box.adjusted(1, 1, -1, -1));
    int y = inner.top();
    const auto write = [&](const QString &text, const NoteLook &look) {
        d.p.setFont(d.font(11, look.bold));
        const QRect lines = d.p.boundingRect(textArea.translated(0, y - textArea.top()), Qt::TextWordWrap, text);
        d.p.setPen(look.signColour);
        d.p.drawText(QRect(inner.left(), y, signWidth, lines.height()), Qt::AlignLeft | Qt::AlignTop, look.sign);
        d.p.setPen(look.ink);
        d.p.drawText(lines, Qt::TextWordWrap, text);
        y += lines.height();
    };
    for (const TrustNote &note : std::as_const(shown))
        write(note.text, lookOf(note.level));
    if (!tail.isEmpty())
        write(tail, NoteLook {QString(), Ink, false, Muted});
    d.p.restore();
    return box.height();
}

/**
 * The blue box with the conditions, at most @p maxLines lines high so that the figures keep their room: as many
 * whole sentences as fit, then how many more the shared text holds. Returns its height.
 */
int drawConditions(const Painter &d, const QStringList &conditions, const QRect &area, int maxLines)
{
    if (conditions.isEmpty())
        return 0;
    d.p.setFont(d.font(11));
    const QRect inner = area.adjusted(8, 5, -8, 0);
    const auto heightOf = [&](const QString &text) {
        return d.p.boundingRect(inner, Qt::TextWordWrap, text).height();
    };
    const int budget = heightOf(QStringList(maxLines, QStringLiteral("X")).join(QLatin1Char('\n')));
    QStringList shown {QStringLiteral("ℹ ") + conditions.constFirst()}; // the first one even if clipped
    for (qsizetype i = 1; i < conditions.size(); ++i) {
        QStringList more = shown;
        more << QStringLiteral("ℹ ") + conditions.at(i);
        const qsizetype left = conditions.size() - i - 1;
        const QString tail = left > 0 ? QCoreApplication::translate(
                                 "Sektor::Gui::ResultsImage", "… and %n more in the shared text", nullptr, int(left))
                                      : QString();
        if (heightOf((more + QStringList(tail)).join(QLatin1Char('\n')).trimmed()) > budget)
            break;
        shown = more;
    }
    if (const qsizetype left = conditions.size() - shown.size(); left > 0)
        shown << QCoreApplication::translate(
            "Sektor::Gui::ResultsImage", "… and %n more in the shared text", nullptr, int(left));
    const QString text = shown.join(QLatin1Char('\n'));
    const int height = std::min(heightOf(text), budget);
    const QRect box(area.left(), area.top(), area.width(), height + 10);
    drawTintedBox(d.p, box, InfoBlue);
    d.p.setPen(Ink);
    d.p.save();
    d.p.setClipRect(box.adjusted(1, 1, -1, -1));
    d.p.drawText(inner.adjusted(0, 0, 0, height), Qt::TextWordWrap, text);
    d.p.restore();
    return box.height();
}

} // namespace

ResultsImageText resultsImageText(const RunResult &r, bool showFullPath)
{
    ResultsImageText text;
    text.title = titleOf(r);
    const QString profile = profileDisplayName(r.profileId, r.profileName);
    const int runs = r.tests.isEmpty() ? r.options.runs : int(r.tests.constFirst().runs.size());
    const QString figure = runs == 1
        ? QCoreApplication::translate("Sektor::Gui::ResultsImage", "a single run")
        : QCoreApplication::translate("Sektor::Gui::ResultsImage", "median of %1 runs (CrystalDiskMark shows the best)")
              .arg(runs);
    // A kind's headline has its own unit (an access time's ms).
    const std::optional<KindHeadline> headline = kindHeadlineOf(r);
    const QString unit = headline ? headlineUnitLabel(headline->unit) : unitLabel(DisplayUnit::MegabytesPerSecond);
    text.subtitle = QCoreApplication::translate("Sektor::Gui::ResultsImage", "%1 · %2 · %3 · in %4")
                        .arg(profile, cdmSizeText(r.testedSize()), figure, unit);
    // A kind whose figures are not a speed says so at the top (a probe's verdict, a sustained write's cache).
    const ImageHeading heading = windowPartsOf(r).imageHeading(r, profile);
    if (!heading.subtitle.isEmpty())
        text.subtitle = heading.subtitle;
    text.figures = heading.figures;
    text.notes = foldedTrustNotes(r);
    text.conditions = conditionNotes(showFullPath ? r : withoutBackingPaths(r));
    text.where = whereOf(r, showFullPath);
    QStringList where {text.where};
    if (!r.backend.isEmpty())
        where << QCoreApplication::translate("Sektor::Gui::ResultsImage", "engine %1").arg(r.engineName());
    where << QLocale().toString(r.started, QLocale::ShortFormat);
    text.facts << where.join(QStringLiteral(" · "));
    QString system = r.system.os;
    if (!r.system.kernel.isEmpty())
        system += QStringLiteral(" [%1]").arg(r.system.kernel);
    text.facts << system;
    if (const QString comment = r.comment.simplified(); !comment.isEmpty())
        text.facts << QCoreApplication::translate("Sektor::Gui::ResultsImage", "Comment: %1").arg(comment);
    text.brand = QStringLiteral("Sektor %1").arg(r.programVersion);
    return text;
}

QImage renderResultsImage(const RunResult &result, qreal devicePixelRatio, bool showFullPath)
{
    const ResultsImageText text = resultsImageText(result, showFullPath);
    QImage image(ResultsImageSize * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(Paper);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    const Painter d {p, QGuiApplication::font()};
    const int margin = 16;
    const QRect page(QPoint(0, 0), ResultsImageSize);
    const QRect content = page.adjusted(margin, margin, -margin, -margin);

    p.setPen(Muted);
    p.setFont(d.font(11, true));
    p.drawText(content, Qt::AlignRight | Qt::AlignTop, text.brand);
    const int brandWidth = p.fontMetrics().horizontalAdvance(text.brand) + 12;
    p.setPen(Ink);
    p.setFont(d.font(20, true));
    const QFontMetrics titleMetrics = p.fontMetrics();
    p.drawText(QRect(content.left(), content.top(), content.width() - brandWidth, titleMetrics.height()),
               Qt::AlignLeft | Qt::AlignTop,
               titleMetrics.elidedText(text.title, Qt::ElideRight, content.width() - brandWidth));
    int y = content.top() + titleMetrics.height() + 2;
    p.setPen(Muted);
    p.setFont(d.font(12));
    p.drawText(QRect(content.left(), y, content.width(), 18), Qt::AlignLeft | Qt::AlignTop, text.subtitle);
    y += 24;
    if (!text.figures.isEmpty()) {
        p.setPen(Ink);
        p.setFont(d.font(14, true));
        const QRect lines
            = p.boundingRect(QRect(content.left(), y, content.width(), 0), Qt::TextWordWrap, text.figures);
        p.drawText(lines, Qt::TextWordWrap, text.figures);
        y += lines.height() + 6;
    }
    y += drawNotes(d, text.notes, QRect(content.left(), y, content.width(), content.bottom() - y));
    if (!text.conditions.isEmpty()) {
        y += text.notes.isEmpty() ? 0 : 6;
        // Fewer lines when the caveats already took theirs: the grid must stay readable.
        const int maxLines = text.notes.isEmpty() ? 4 : 3;
        y += drawConditions(
            d, text.conditions, QRect(content.left(), y, content.width(), content.bottom() - y), maxLines);
    }
    y += 8;

    p.setFont(d.font(11));
    const int factLine = p.fontMetrics().lineSpacing();
    const int factsTop = content.bottom() - factLine * int(text.facts.size()) + 1;
    const QRect below(content.left(), y, content.width(), factsTop - y - 8);
    windowPartsOf(result).drawImageBody(p, d.base, result, below);
    p.setPen(Muted);
    p.setFont(d.font(11));
    for (int i = 0; i < text.facts.size(); ++i)
        p.drawText(QRect(content.left(), factsTop + i * factLine, content.width(), factLine),
                   Qt::AlignLeft | Qt::AlignVCenter,
                   p.fontMetrics().elidedText(text.facts.at(i), Qt::ElideRight, content.width()));
    return image;
}

} // namespace Sektor::Gui
