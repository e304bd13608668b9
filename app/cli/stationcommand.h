// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QStringList>

namespace Sektor::Cli {

/// `sektor-cli station …`: tests each drive that appears until stopped by a signal; returns the exit code.
int stationCommand(const QStringList &arguments);

} // namespace Sektor::Cli
