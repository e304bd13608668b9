// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "station/stationreport.h"

#include "certificate/reportfiles.h"

#include <QCoreApplication>

namespace Sektor::Station {

namespace {
QString say(const char *text)
{
    return QCoreApplication::translate("Sektor::Station", text);
}
} // namespace

StepReport writeStationStepReport(const StepReportPlace &place, const BatchEntry &entry, int step)
{
    const ReportFilesOutcome outcome = writeDriveReport(place.folder, {entry}, 0, place.fields, place.signKey);
    // A signature that failed leaves the report written, unsigned (ok false with a stem); no stem: nothing written.
    if (outcome.stem.isEmpty())
        return {{}, outcome.error, {{QStringLiteral("error"), outcome.error}}};
    StepReport report;
    report.certificate = outcome.stem + QLatin1String(".pdf");
    report.message = say(QT_TRANSLATE_NOOP("Sektor::Station", "Certificate written: %1.")).arg(report.certificate);
    report.fields = {{QStringLiteral("certificate"), report.certificate}, {QStringLiteral("step"), step + 1}};
    if (!place.signKey.isEmpty() && outcome.ok) {
        report.message
            += QLatin1Char(' ') + say(QT_TRANSLATE_NOOP("Sektor::Station", "Signed: %1.sig.")).arg(report.certificate);
        report.fields.insert(QStringLiteral("signature"), QString(report.certificate + QLatin1String(".sig")));
    } else if (!place.signKey.isEmpty()) {
        report.message
            += QLatin1Char(' ') + say(QT_TRANSLATE_NOOP("Sektor::Station", "It is not signed: %1")).arg(outcome.error);
        report.fields.insert(QStringLiteral("error"), outcome.error);
    }
    if (!entry.result.tests.isEmpty())
        report.fields.insert(QStringLiteral("result"), QString(outcome.stem + QLatin1String(".json")));
    return report;
}

} // namespace Sektor::Station
