// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "takeoption.h"

namespace Sektor::Cli {

QString takeValue(QStringList &arguments, const QString &option, bool &missing)
{
    QString value;
    for (int i = 0; i < arguments.size();) {
        if (arguments.at(i) == option) {
            const bool last = i + 1 >= arguments.size();
            missing = missing || last;
            value = last ? QString() : arguments.at(i + 1);
            arguments.remove(i, last ? 1 : 2);
        } else if (arguments.at(i).startsWith(option + QLatin1Char('='))) {
            value = arguments.takeAt(i).mid(option.size() + 1);
            missing = missing || value.isEmpty();
        } else {
            ++i;
        }
    }
    return value;
}

bool takeFlag(QStringList &arguments, const QString &flag)
{
    return arguments.removeAll(flag) > 0;
}

} // namespace Sektor::Cli
