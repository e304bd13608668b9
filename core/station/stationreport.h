// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "batch/batchentry.h"
#include "certificate/certificatedocument.h"

#include <QString>
#include <QVariantMap>

namespace Sektor::Station {

/// What writing one step's report gave: the certificate's file name (empty: nothing was written) and the station log's
/// line for it, its words and fields.
struct StepReport
{
    QString certificate;
    QString message;
    QVariantMap fields;
};

/// Where and how a station writes each step's report (StationSettings' report folder, fields and signing key).
struct StepReportPlace
{
    QString folder;
    CertificateFields fields;
    QString signKey; ///< Empty: not signed.
};

/// Writes @p entry, the result of chain step @p step (0-based) of one drive, into @p place: the certificate (PDF,
/// HTML), signed when a key is set, and the result (JSON). A signature that failed leaves the report written and
/// says so.
StepReport writeStationStepReport(const StepReportPlace &place, const BatchEntry &entry, int step);

} // namespace Sektor::Station
