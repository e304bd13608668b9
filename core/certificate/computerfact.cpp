// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/computerfact.h"
#include "certificate/htmlparts.h"

#include <QStringList>

namespace Sektor {

using HtmlParts::say;

QString computerFact(const SystemInfo &system)
{
    QStringList name {system.vendor, system.product};
    name.removeAll(QString());
    QStringList parts;
    if (!name.isEmpty())
        parts << name.join(QLatin1Char(' '));
    if (!system.serial.isEmpty())
        parts << say(QT_TRANSLATE_NOOP("Sektor::Certificate", "serial %1")).arg(system.serial);
    else if (system.serialUnreadable)
        parts << say(QT_TRANSLATE_NOOP("Sektor::Certificate", "serial not readable (only root may read it)"));
    return parts.join(QStringLiteral(", "));
}

} // namespace Sektor
