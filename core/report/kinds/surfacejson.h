// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/runoptions.h"
#include "model/surface.h"
#include "report/jsonfields.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Sektor {

/// A surface test's "surface" object in the JSON report: its chunks, ranges and reads, all measured (nothing derived).
QJsonObject surfaceToJson(const SurfaceResult &surface);
/// Reads what surfaceToJson() wrote; problems go to @p fields.
SurfaceResult surfaceFromJson(JsonFields &fields, const QJsonObject &o, const QString &path);

/// A position map's chunks as the "surface" object has them, and reading them back from @p chunks (at @p path).
QJsonArray surfaceChunksToJson(const QList<SurfaceChunk> &chunks);
QList<SurfaceChunk> surfaceChunksFromJson(JsonFields &fields, const QJsonArray &chunks, const QString &path);

/// The surface options of the JSON report's "options" object, and reading them back (files from before the surface
/// tests have none: the defaults).
void insertSurfaceOptions(QJsonObject &options, const RunOptions &o);
void readSurfaceOptions(JsonFields &fields, const QJsonObject &options, const QString &path, RunOptions &o);

} // namespace Sektor
