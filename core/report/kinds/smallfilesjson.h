// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/smallfiles.h"
#include "report/jsonfields.h"

#include <QJsonObject>

namespace Sektor {

/// A small-files test's "smallFiles" object in a test of the JSON report: its settings and each phase's files, times
/// and latency histogram (files per second derived, for readers that want only that).
QJsonObject smallFilesToJson(const SmallFilesResult &result);
/// Reads what smallFilesToJson() wrote; problems go to @p fields.
SmallFilesResult smallFilesFromJson(JsonFields &fields, const QJsonObject &o, const QString &path);

} // namespace Sektor
