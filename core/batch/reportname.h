// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/results.h"

#include <QFile>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

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
 * Creates @p folder/@p base.EXT for each of @p extensions, or base-2.EXT, base-3.EXT… for all of them where one
 * exists, and opens them for writing in @p files (one per extension): a drive's reports share a name, and none ever
 * overwrites another (nwipe's reports of serial-less drives did), also when another program makes the same name at
 * the same moment (each creation is exclusive). Returns the path without extension; empty when the folder refuses,
 * with the reason in @p error.
 */
QString createUniqueFiles(const QString &folder,
                          const QString &base,
                          const QStringList &extensions,
                          std::vector<std::unique_ptr<QFile>> &files,
                          QString *error = nullptr);

} // namespace Sektor
