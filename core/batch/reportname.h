// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QFile>
#include <QString>

namespace Sektor {

/// A drive's report name without folder or extension.
struct ReportName
{
    QString base; ///< "S3Z9NB0K123456_2026-11-25_1403"
    bool generatedId = false; ///< The drive reports no serial: base starts with a generated id ("no-serial-…").
};

/**
 * The name a drive's reports (certificate, JSON) get: its serial and the local time its run started, safe as a file
 * name on any filesystem a technician hands reports over on (FAT included). A drive without a serial (or a target on
 * none) gets "no-serial-" and eight hex digits derived from what the run knows of it (model, WWN, kernel name, size,
 * target and start), so two such drives in a batch do not share a name; generatedId says so, for the report to tell.
 */
ReportName reportName(const RunResult &result);

/**
 * Creates @p folder/@p base.@p extension, or base-2, base-3… when that exists, and opens it for writing in @p file:
 * a report never overwrites another (nwipe's reports of serial-less drives did), also when another program makes the
 * same name at the same moment (the creation is exclusive). Returns the path; empty when no file could be made, with
 * the reason in file.errorString().
 */
QString createUniqueFile(const QString &folder, const QString &base, const QString &extension, QFile &file);

} // namespace Sektor
