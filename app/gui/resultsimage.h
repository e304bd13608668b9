// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QImage>

class QWidget;

namespace Sektor {
struct RunResult;
}

namespace Sektor::Gui {

/**
 * The picture people post in forums: a title, the results grid as the window shows it (in the
 * screen's pixel ratio, so it is sharp on HiDPI) and below it the drive and system facts
 * (model, firmware, filesystem, engine, kernel, date, profile, comment).
 */
QImage renderResultsImage(QWidget *grid, const RunResult &result);

} // namespace Sektor::Gui
