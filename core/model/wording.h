// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QLocale>
#include <QString>

namespace Sektor {

/// Which language a sentence is for: the reader of the window, or a shared text that stays English so that pasted
/// results read the same in every forum (as CrystalDiskMark's text does).
enum class Wording { Translated, English };

/// @p text, marked with QT_TRANSLATE_NOOP(@p context, …), as @p wording asks: as written for English, else translated.
QString worded(const char *context, const char *text, Wording wording);

/// The locale figures are written in for @p wording: C with digit groups for English ("1,234.5" in every forum), the
/// reader's otherwise.
QLocale localeFor(Wording wording);

} // namespace Sektor
