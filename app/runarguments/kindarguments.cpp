// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "kindarguments.h"

#include <QCoreApplication>

namespace Sektor::Cli {

QCommandLineOption valueOption(const char *name, const char *help, const char *valueName, const char *defaultValue)
{
    QCommandLineOption option(QLatin1String(name),
                              QCoreApplication::translate("sektor-cli", help),
                              QCoreApplication::translate("sektor-cli", valueName));
    if (defaultValue)
        option.setDefaultValue(QLatin1String(defaultValue));
    return option;
}

} // namespace Sektor::Cli
