// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QStringList>

namespace Sektor::Cli {

/// `sektor-cli run …`: runs a profile, prints the CrystalDiskMark-layout text; returns the exit code.
int runCommand(const QStringList &arguments);

} // namespace Sektor::Cli
