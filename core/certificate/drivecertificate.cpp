// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/drivecertificate.h"
#include "batch/batchsummary.h"
#include "batch/reportname.h"
#include "certificate/certificateoutcome.h"
#include "certificate/certificateseal.h"
#include "certificate/computerfact.h"
#include "certificate/htmlparts.h"
#include "certificate/kindpictures.h"
#include "certificate/resultbars.h"
#include "model/caveats.h"
#include "peers/peertext.h"
#include "report/conditionsreport.h"
#include "report/healthreport.h"
#include "report/kindreports.h"
#include "report/temperaturereport.h"
#include "report/testgrid.h"
#include "report/unitformat.h"

#include <QCoreApplication>
#include <QLocale>

#include <iterator>

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

QString stationOf(const RunResult &r)
{
    return r.system.hostName.isEmpty() ? r.system.os : r.system.hostName;
}

// The band: the drive as a customer names it, its outcome, and when and where it was tested.
QString band(const QList<BatchEntry> &entries, int index, const QList<OutlierFlag> &flags, const QString &who)
{
    const BatchEntry &entry = entries.at(index);
    const RunResult &r = entry.result;
    const QLocale locale;
    HtmlParts::HeaderBand header;
    header.kind = say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Drive test report"));
    header.name = who;
    // A target with no drive under it (tmpfs) is named by its path, and that is all there is to say of it.
    if (const MeasuredDrive *drive = entry.drive()) {
        header.facts << (drive->serial.trimmed().isEmpty()
                             ? say(QT_TRANSLATE_NOOP("Sektor::Certificate", "no serial number reported"))
                             : say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Serial number %1")).arg(drive->serial));
        if (drive->sizeBytes)
            header.facts << locale.formattedDataSize(qint64(drive->sizeBytes), 1, QLocale::DataSizeSIFormat);
        header.facts << (drive->name.isEmpty() ? entry.target : drive->name) << drive->transport;
        header.facts.removeAll(QString());
        header.facts.removeAll(who);
    }
    const CertificateOutcome outcome = certificateOutcome(entries, index, flags);
    header.badges << qMakePair(outcomeWord(outcome), outcomeColour(outcome));
    if (r.started.isValid())
        header.when << locale.toString(r.started.date(), QLocale::LongFormat) + QStringLiteral(", ")
                + locale.toString(r.started.time(), QLocale::ShortFormat);
    if (const QString station = stationOf(r); !station.isEmpty())
        header.when << say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Station %1")).arg(station);
    return HtmlParts::headerBand(header);
}

QString testFacts(const QList<BatchEntry> &entries, int index, const QList<OutlierFlag> &flags)
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
                 r.started.isValid() ? locale.toString(r.started, QLocale::ShortFormat) : QString()},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Machine")), machine},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Computer")), computerFact(r.system)},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Engine")), r.engineName()},
                {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Comment")), r.comment}});
}

// The results grid: a column per figure under its mode, the unit in the header, the figures to the same decimals.
QString resultsGrid(const RunResult &r)
{
    const TestGrid grid = TestGrid::of(r.tests);
    if (grid.rows.isEmpty())
        return {};
    const QLocale locale;
    constexpr DisplayUnit Units[] {
        DisplayUnit::MegabytesPerSecond, DisplayUnit::Iops, DisplayUnit::LatencyMicroseconds};
    QStringList header {say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Test"))};
    HtmlParts::GridOptions options;
    options.groups << qMakePair(QString(), 1);
    for (IoMode mode : grid.columns) {
        options.groups << qMakePair(certificateModeName(mode), int(std::size(Units)));
        for (DisplayUnit unit : Units)
            header << unitLabel(unit);
    }
    QList<QStringList> rows;
    for (int row = 0; row < grid.rows.size(); ++row) {
        QStringList cells {grid.rows.at(row).name()};
        for (int column = 0; column < grid.columns.size(); ++column) {
            const TestResult *t = grid.cell(r.tests, row, column);
            for (DisplayUnit unit : Units)
                cells << (t ? formatResult(*t, unit, locale) : QStringLiteral("–"));
        }
        rows << cells;
    }
    QList<bool> figures {false};
    for (int i = 1; i < header.size(); ++i)
        figures << true;
    return HtmlParts::heading(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Results")))
        + QStringLiteral("<p style=\"margin-top: 0px; margin-bottom: 4px;\">")
        + (r.options.runs == 1 ? say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Each figure is from one run."))
                               : say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Each figure is the median of %1 runs."))
                                     .arg(r.options.runs))
              .toHtmlEscaped()
        + QStringLiteral("</p>\n") + HtmlParts::grid(header, rows, figures, options);
}

// Where the drive stands among the results of its model in the history (BatchEntry::peers): the customer's "is that
// normal for this drive?", under the figures it speaks of. Nothing when no test was compared.
QString peersSection(const BatchEntry &entry)
{
    const QString summary = peersSummary(entry.result, entry.peers, Wording::Translated);
    if (summary.isEmpty())
        return {};
    return HtmlParts::heading(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Against its model")))
        + HtmlParts::sentences({summary});
}

// The sections of the kinds with findings of their own (a capacity check's verdict) and their pictures (a burn-in's
// maps), before the results grid. The pictures go into @p doc.
QString kindSections(const RunResult &r, CertificateDocument &doc)
{
    QString html;
    for (const KindReport *kind : kindReports()) {
        if (const std::optional<KindCertificateSection> section = kind->certificateSection(r)) {
            html += HtmlParts::heading(section->heading) + HtmlParts::sentences(section->lead, section->leadIsWarning)
                + HtmlParts::sentences(section->facts);
        }
    }
    for (const CertificatePicture &picture : kindPictures(r)) {
        html += HtmlParts::picture(picture.name, picture.width);
        doc.images.append({picture.name, picture.image});
    }
    return html;
}

// What the notes box on page 1 shows and what is left for the end: the first notes of trustNotes(), in its order (what
// the result measures first), as the window's banner bounds them.
struct NotePlacement
{
    QStringList box;
    QStringList rest;
};

NotePlacement placeNotes(const QStringList &notes)
{
    // Past this many notes the box shows one fewer and says how many more there are.
    constexpr int BoxNotes = 4;
    // Where the notes will have a level (what the figure measures, how steady it was), the box keeps every note of the
    // first level whatever their number and bounds only the others.
    if (notes.size() <= BoxNotes)
        return {notes, {}};
    NotePlacement placed {notes.mid(0, BoxNotes - 1), notes.mid(BoxNotes - 1)};
    placed.box << QCoreApplication::translate(
        "Sektor::Certificate", "and %n more notes under “Conditions and caveats”", nullptr, int(placed.rest.size()));
    return placed;
}

// The conditions of the run (temperature, health, what it ran beside) and the notes the box had no room for.
QStringList conditionsOf(const RunResult &r, const QStringList &notesLeft)
{
    QStringList notes = conditionNotes(r);
    for (const MeasuredDrive &drive : r.target.drives)
        notes << temperatureNotes(r, drive, Wording::Translated) << healthNotes(drive, Wording::Translated);
    notes << notesLeft;
    notes.removeDuplicates();
    return notes;
}

// The certificate's parts in reading order; where the pages break is chosen when they are put together.
struct CertificateParts
{
    /// Page 1's: the page's start, the band, who made it for whom, the notes box, the drive's and the test's facts side
    /// by side and what to look at.
    QString top;
    QString details; ///< The kinds' findings and the results grid.
    bool bars = false;
    QString conditions;
};

// How the parts are put on the pages: the bars' width and where a page break goes.
struct Placement
{
    double barsScale = 1.0;
    bool breakBeforeDetails = false;
    bool breakBeforeConditions = false;
};

QString assembled(const CertificateParts &parts, const Placement &placement)
{
    QString html = parts.top;
    if (placement.breakBeforeDetails)
        html += QStringLiteral("<p style=\"page-break-before: always; margin: 0px;\"></p>\n");
    html += parts.details;
    if (parts.bars)
        html += HtmlParts::picture(QLatin1String(BarsImage), int(ResultBarsWidth * placement.barsScale));
    if (placement.breakBeforeConditions)
        html += QStringLiteral("<p style=\"page-break-before: always; margin: 0px;\"></p>\n");
    return html + parts.conditions + HtmlParts::pageEnd();
}

// The placements tried. One page is taken whenever one does: as it comes, else with the bars a fifth or a third
// smaller. Over two pages, the results and their bars start page 2 together, else they flow as they come, else the
// conditions start a page of their own; whichever first leaves no sliver for a last page.
QStringList layoutsOf(const CertificateParts &parts)
{
    QStringList layouts;
    const Placement placements[] {
        {1.0, true, false}, {}, {0.8, false, false}, {0.65, false, false}, {1.0, false, true}};
    for (const Placement &p : placements)
        layouts << assembled(parts, p);
    return layouts;
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

    CertificateParts parts;
    const NotePlacement notes = placeNotes(trustNotes(entry.result));
    // The result as data, its hash on page 1 beside who made it: what `sektor-cli certificate verify` checks.
    const CertificateSeal seal = certificateSeal(entry.result, HtmlParts::madeFor(fields));
    doc.images.append(seal.qrImage);
    doc.attachments.append(seal.attachment);
    parts.top = HtmlParts::pageStart(doc.title) + band(entries, index, flags, who) + seal.html
        + HtmlParts::noteBox(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Read before the figures")), notes.box)
        + HtmlParts::sideBySide(driveSection(entry), testFacts(entries, index, flags));
    // What to look at after the outcome that says "see below".
    if (const QStringList lookAt = entryFlagSentences(entries, index, flags); !lookAt.isEmpty())
        parts.top += HtmlParts::heading(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Look at")))
            + HtmlParts::findings(lookAt);
    // A figure that looked weak and measured within range the second time: not a flag, but the customer sees both.
    if (const QStringList again = recheckSentences(entries, index); !again.isEmpty())
        parts.top += HtmlParts::heading(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Measured again")))
            + HtmlParts::findings(again);
    parts.details = kindSections(entry.result, doc) + resultsGrid(entry.result) + peersSection(entry);
    const QImage bars = resultBars(entry.result);
    parts.bars = !bars.isNull();
    if (parts.bars)
        doc.images.append({QLatin1String(BarsImage), bars});
    if (const QStringList conditions = conditionsOf(entry.result, notes.rest); !conditions.isEmpty())
        parts.conditions = HtmlParts::heading(say(QT_TRANSLATE_NOOP("Sektor::Certificate", "Conditions and caveats")))
            + HtmlParts::sentences(conditions);
    doc.takeBestLayout(layoutsOf(parts));
    return doc;
}

} // namespace Sektor
