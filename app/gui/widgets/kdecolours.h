// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QColor>

namespace Sektor::Gui::KdeColours {

/// KDE's "neutral" colour (KColorScheme::NeutralText, Breeze's orange): what KMessageWidget tints a warning with; the
/// mark of a caveat in the grid, the banner and the pictures.
inline const QColor Neutral(246, 116, 0);
/// KDE's "negative" colour (KColorScheme::NegativeText, Breeze's red): an error; a result that measures something
/// other than the drive.
inline const QColor Negative(218, 68, 83);

} // namespace Sektor::Gui::KdeColours
