// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/batchsummarypage.h"
#include "batch/batchoutliers.h"
#include "batch/batchsummary.h"
#include "certificate/certificateoutcome.h"
#include "certificate/htmlparts.h"
#include "stats/median.h"

#include <QDateTime>
#include <QLocale>

#include <algorithm>
#include <utility>
#include <vector>

namespace Sektor {

using HtmlParts::say;

namespace {
QString modelLabel(const MeasuredDrive &drive)
{
    const QString size = QLocale().formattedDataSize(qint64(drive.sizeBytes), 1, QLocale::DataSizeSIFormat);
    return (drive.model.trimmed().isEmpty() ? drive.transport : drive.model.trimmed()) + QStringLiteral(", ") + size;
}

// The finished drives of each model side by side: what "the median of this model" in the flags was measured from.
QString modelsTable(const QList<BatchEntry> &entries, const QList<OutlierFlag> &flags, bool newPage)
{
    QList<QStringList> rows;
    for (const QList<int> &members : sameModelGroups(entries)) {
        std::vector<double> reads;
        std::vector<double> writes;
        int flagged = 0;
        for (int i : members) {
            if (const double r = firstRate(entries.at(i).result, IoMode::Read); r > 0)
                reads.push_back(r);
            if (const double w = firstRate(entries.at(i).result, IoMode::Write); w > 0)
                writes.push_back(w);
            flagged += isFlagged(entries, i, flags) ? 1 : 0;
        }
        rows << QStringList {modelLabel(*entries.at(members.first()).drive()),
                             QString::number(members.size()),
                             batchRateText(medianOf(reads)),
                             batchRateText(medianOf(writes)),
                             QString::number(flagged)};
    }
    if (rows.isEmpty())
        return {};
    QStringList header {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Model")),
                        say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Drives")),
                        say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Median read")),
                        say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Median write")),
                        say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Flagged"))};
    HtmlParts::unitToHeader(header, rows, 2);
    HtmlParts::unitToHeader(header, rows, 3);
    return HtmlParts::heading(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Drives of the same model")), newPage)
        + HtmlParts::grid(header, rows, {false, true, true, true, true});
}

// The band: the batch (its profile), how many drives came out how, and when and where it ran.
QString band(const QList<BatchEntry> &entries, const QList<OutlierFlag> &flags)
{
    HtmlParts::HeaderBand header;
    header.kind = say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Batch summary"));
    QDateTime started;
    QString station;
    QString profile;
    for (const BatchEntry &e : entries) {
        if (e.result.started.isValid() && (!started.isValid() || e.result.started < started))
            started = e.result.started;
        if (station.isEmpty())
            station = e.result.system.hostName;
        if (profile.isEmpty())
            profile = e.result.profileName;
    }
    header.name
        = profile.isEmpty() ? header.kind : say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Profile %1")).arg(profile);
    header.facts << batchCountsText(entries);
    QList<int> counts(int(CertificateOutcome::NotRun) + 1, 0);
    for (int i = 0; i < entries.size(); ++i)
        ++counts[int(certificateOutcome(entries, i, flags))];
    for (int o = 0; o < counts.size(); ++o) {
        if (counts.at(o) > 0) {
            const auto outcome = CertificateOutcome(o);
            header.badges << qMakePair(outcomeCount(outcome, counts.at(o)), outcomeColour(outcome));
        }
    }
    const QLocale locale;
    if (started.isValid())
        header.when << locale.toString(started.date(), QLocale::LongFormat) + QStringLiteral(", ")
                + locale.toString(started.time(), QLocale::ShortFormat);
    if (!station.isEmpty())
        header.when << say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Station %1")).arg(station);
    return HtmlParts::headerBand(header);
}

// The drives' table: a row per drive as the terminal's summary has it, the rates' unit in their headers, each row
// tinted by its outcome.
QString drivesTable(const QList<BatchEntry> &entries, const QList<OutlierFlag> &flags)
{
    QList<QStringList> rows = batchSummaryRows(entries, flags);
    QStringList header = rows.takeFirst();
    const QList<bool> figures = batchSummaryFigureColumns();
    for (int c = 1; c < figures.size(); ++c) {
        if (figures.at(c))
            HtmlParts::unitToHeader(header, rows, c);
    }
    HtmlParts::GridOptions options;
    for (int i = 0; i < entries.size(); ++i)
        options.rowTints << outcomeTint(certificateOutcome(entries, i, flags));
    return HtmlParts::grid(header, rows, figures, options);
}
} // namespace

CertificateDocument batchSummaryPage(const QList<BatchEntry> &entries, const CertificateFields &fields)
{
    const QList<OutlierFlag> flags = findOutliers(entries);
    CertificateDocument doc;
    doc.title = say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Batch summary"));
    doc.landscape = true;
    const QString top = HtmlParts::pageStart(doc.title) + band(entries, flags) + HtmlParts::madeFor(fields)
        + HtmlParts::heading(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Drives"))) + drivesTable(entries, flags);
    const QStringList lookAt = batchFlagSentences(entries, flags);
    const QStringList measuredAgain = recheckSentences(entries);
    const QStringList amongModel = batchPeersSentences(entries);
    // As it comes, or the models' table or what to look at starting a page, so that a long batch's last page carries a
    // whole section rather than its last lines.
    const std::pair<bool, bool> placements[] {{false, false}, {true, false}, {false, true}};
    QStringList layouts;
    for (const auto &[modelsOnNewPage, lookAtOnNewPage] : placements) {
        QString html = top + modelsTable(entries, flags, modelsOnNewPage);
        if (!lookAt.isEmpty())
            html += HtmlParts::heading(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Look at")), lookAtOnNewPage)
                + HtmlParts::findings(lookAt);
        if (!measuredAgain.isEmpty())
            html += HtmlParts::heading(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Measured again")))
                + HtmlParts::findings(measuredAgain);
        if (!amongModel.isEmpty())
            html += HtmlParts::heading(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Against their model")))
                + HtmlParts::findings(amongModel);
        layouts << html + HtmlParts::pageEnd();
    }
    doc.takeBestLayout(layouts);
    return doc;
}

} // namespace Sektor
