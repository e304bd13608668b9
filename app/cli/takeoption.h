// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QString>
#include <QStringList>

namespace Sektor::Cli {

/**
 * Takes @p option ("--report-dir VALUE" or "--report-dir=VALUE") out of @p arguments, for the options a command has
 * besides run's (whose parser takes the rest). Returns the option's last value; @p missing is set when it was given
 * without one.
 */
QString takeValue(QStringList &arguments, const QString &option, bool &missing);

/// Takes every @p flag out of @p arguments; whether there was one.
bool takeFlag(QStringList &arguments, const QString &flag);

} // namespace Sektor::Cli
