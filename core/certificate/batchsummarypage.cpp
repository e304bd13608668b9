// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/batchsummarypage.h"
#include "batch/batchoutliers.h"
#include "batch/batchsummary.h"
#include "certificate/htmlparts.h"
#include "stats/median.h"

#include <QLocale>

#include <algorithm>
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
QString modelsTable(const QList<BatchEntry> &entries, const QList<OutlierFlag> &flags)
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
    return HtmlParts::heading(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Drives of the same model")))
        + HtmlParts::grid({say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Model")),
                           say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Drives")),
                           say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Median read")),
                           say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Median write")),
                           say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Flagged"))},
                          rows,
                          {false, true, true, true, true});
}
} // namespace

CertificateDocument batchSummaryPage(const QList<BatchEntry> &entries, const CertificateFields &fields)
{
    const QList<OutlierFlag> flags = findOutliers(entries);
    CertificateDocument doc;
    doc.title = say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Batch summary"));
    doc.landscape = true;
    QList<QStringList> rows = batchSummaryRows(entries, flags);
    const QStringList header = rows.takeFirst();
    doc.html = HtmlParts::pageStart(doc.title, fields) + QStringLiteral("<p><b>")
        + batchCountsText(entries).toHtmlEscaped() + QStringLiteral("</b></p>\n")
        + HtmlParts::grid(header, rows, batchSummaryFigureColumns()) + modelsTable(entries, flags);
    if (const QStringList lookAt = batchFlagSentences(entries, flags); !lookAt.isEmpty())
        doc.html += HtmlParts::heading(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Look at")))
            + HtmlParts::sentences(lookAt, true);
    doc.html += HtmlParts::pageEnd();
    return doc;
}

} // namespace Sektor
