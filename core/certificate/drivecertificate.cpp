// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/drivecertificate.h"
#include "batch/batchsummary.h"
#include "batch/reportname.h"
#include "certificate/htmlparts.h"
#include "certificate/resultbars.h"
#include "model/caveats.h"
#include "report/conditionsreport.h"
#include "report/healthreport.h"
#include "report/kindreports.h"
#include "report/temperaturereport.h"
#include "report/testgrid.h"
#include "report/unitformat.h"

#include <QLocale>

namespace Sektor {

using HtmlParts::say;

namespace {
constexpr char BarsImage[] = "bars.png";

QString serialText(const BatchEntry &entry)
{
    const MeasuredDrive *drive = entry.drive();
    if (drive && !drive->serial.trimmed().isEmpty())
        return drive->serial;
    return say(QT_TRANSLATE_NOOP("Sektor::Certificate", "none reported; this report is named %1"))
        .arg(reportName(entry.result).base);
}

QString linkFact(const DriveLink &link)
{
    const QString text = linkText(link);
    const QString ceiling = ceilingText(link);
    return ceiling.isEmpty() || text.isEmpty() ? text : text + QStringLiteral(" (") + ceiling + QLatin1Char(')');
}

QString driveSection(const BatchEntry &entry)
{
    const MeasuredDrive drive = entry.drive() ? *entry.drive() : MeasuredDrive();
    const QLocale locale;
    return HtmlParts::heading(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Drive")))
        + HtmlParts::factsTable(
               {{say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Model")), drive.model},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Serial number")), serialText(entry)},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Firmware")), drive.firmware},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Capacity")),
                 drive.sizeBytes ? locale.formattedDataSize(qint64(drive.sizeBytes), 1, QLocale::DataSizeSIFormat)
                                 : QString()},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Device")), drive.name},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Transport")), drive.transport},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Link")), linkFact(drive.link)},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Health before")), healthSummary(drive.healthBefore)},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Health after")), healthSummary(drive.healthAfter)},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Temperature")), temperatureSummary(drive.temperature)}});
}

QString outcomeText(const QList<BatchEntry> &entries, int index, const QList<OutlierFlag> &flags)
{
    const BatchEntry &entry = entries.at(index);
    if (entry.state != BatchEntry::State::Finished)
        return say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Did not finish: see below."));
    return isFlagged(entries, index, flags)
        ? say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Finished, FLAGGED: see below."))
        : say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Finished; nothing flagged."));
}

QString testSection(const QList<BatchEntry> &entries, int index, const QList<OutlierFlag> &flags)
{
    const RunResult &r = entries.at(index).result;
    const QLocale locale;
    const QString machine = r.system.hostName.isEmpty()
        ? r.system.os
        : r.system.hostName + QStringLiteral(" (") + r.system.os + QLatin1Char(')');
    return HtmlParts::heading(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Test")))
        + HtmlParts::factsTable(
               {{say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Outcome")), outcomeText(entries, index, flags)},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Profile")), r.profileName},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Target")), entries.at(index).target},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Started")),
                 r.started.isValid() ? locale.toString(r.started, QLocale::LongFormat) : QString()},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Machine")), machine},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Engine")), r.backend},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Comment")), r.comment}});
}

QString resultsSection(const RunResult &r, bool withBars)
{
    const TestGrid grid = TestGrid::of(r.tests);
    if (grid.rows.isEmpty())
        return {};
    const QLocale locale;
    QStringList header {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Test"))};
    for (IoMode mode : grid.columns) {
        const QString name = certificateModeName(mode);
        header << name + QStringLiteral(" MB/s") << name + QStringLiteral(" IOPS") << name + QStringLiteral(" µs");
    }
    QList<QStringList> rows;
    for (int row = 0; row < grid.rows.size(); ++row) {
        QStringList cells {grid.rows.at(row).name()};
        for (int column = 0; column < grid.columns.size(); ++column) {
            const TestResult *t = grid.cell(r.tests, row, column);
            for (DisplayUnit unit :
                 {DisplayUnit::MegabytesPerSecond, DisplayUnit::Iops, DisplayUnit::LatencyMicroseconds})
                cells << (t ? formatResult(*t, unit, locale) : QStringLiteral("–"));
        }
        rows << cells;
    }
    QList<bool> figures {false};
    for (int i = 1; i < header.size(); ++i)
        figures << true;
    return HtmlParts::heading(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Results"))) + QStringLiteral("<p>")
        + (r.options.runs == 1 ? say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Each figure is from one run."))
                               : say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Each figure is the median of %1 runs."))
                                     .arg(r.options.runs))
              .toHtmlEscaped()
        + QStringLiteral("</p>\n") + HtmlParts::grid(header, rows, figures)
        + (withBars ? QStringLiteral("<p><img src=\"") + QLatin1String(BarsImage) + QStringLiteral("\" width=\"")
                   + QString::number(ResultBarsWidth) + QStringLiteral("\"></p>\n")
                    : QString());
}

// The sections of the kinds with findings of their own (a capacity check's verdict), before the results grid.
QString kindSections(const RunResult &r)
{
    QString html;
    for (const KindReport *kind : kindReports()) {
        if (const std::optional<KindCertificateSection> section = kind->certificateSection(r)) {
            html += HtmlParts::heading(section->heading) + HtmlParts::sentences(section->lead, section->leadIsWarning)
                + HtmlParts::sentences(section->facts);
        }
    }
    return html;
}

QStringList conditionsOf(const RunResult &r)
{
    QStringList notes = conditionNotes(r);
    for (const MeasuredDrive &drive : r.target.drives)
        notes << temperatureNotes(r, drive, Wording::Translated) << healthNotes(drive, Wording::Translated);
    notes << trustNotes(r);
    notes.removeDuplicates();
    return notes;
}
} // namespace

CertificateDocument driveCertificate(const QList<BatchEntry> &entries, int index, const CertificateFields &fields)
{
    const BatchEntry &entry = entries.at(index);
    const QList<OutlierFlag> flags = findOutliers(entries);
    const MeasuredDrive *drive = entry.drive();
    const QString who = drive && !drive->model.isEmpty() ? drive->model : drive ? drive->name : entry.target;
    CertificateDocument doc;
    doc.title = say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Drive test report: %1")).arg(who);
    doc.html = HtmlParts::pageStart(doc.title, fields) + driveSection(entry) + testSection(entries, index, flags);
    if (const QStringList lookAt = entryFlagSentences(entries, index, flags); !lookAt.isEmpty())
        doc.html += HtmlParts::heading(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Look at")))
            + HtmlParts::sentences(lookAt, true);
    const QImage bars = resultBars(entry.result);
    doc.html += kindSections(entry.result) + resultsSection(entry.result, !bars.isNull());
    if (const QStringList notes = conditionsOf(entry.result); !notes.isEmpty())
        doc.html += HtmlParts::heading(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Conditions and caveats")))
            + HtmlParts::sentences(notes);
    doc.html += HtmlParts::pageEnd();
    if (!bars.isNull())
        doc.images.append({QLatin1String(BarsImage), bars});
    return doc;
}

} // namespace Sektor
