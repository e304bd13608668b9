// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QStringList>

namespace Sektor::Cli {

/// `sektor-cli drives [--json] [--all]`: lists the drives as a table or JSON; returns the exit code.
int drivesCommand(const QStringList &arguments);

} // namespace Sektor::Cli
