// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/wording.h"

#include <QCoreApplication>

namespace Sektor {

QString worded(const char *context, const char *text, Wording wording)
{
    return wording == Wording::English ? QString::fromUtf8(text) : QCoreApplication::translate(context, text);
}

QLocale localeFor(Wording wording)
{
    QLocale locale = wording == Wording::English ? QLocale::c() : QLocale();
    locale.setNumberOptions(QLocale::DefaultNumberOptions); // digit groups in the C locale too: "1,969 MB/s"
    return locale;
}

} // namespace Sektor
