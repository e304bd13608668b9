// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>

namespace Sektor::Gui {

/**
 * Switches the running application to @p language ("" follows the system, "en", "de", "pt"):
 * the number format first (QLocale::setDefault), then the catalogues, whose installation sends
 * QEvent::LanguageChange so every widget retranslates and reformats its numbers.
 */
void applyLanguage(const QString &language);

} // namespace Sektor::Gui
