// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QStringList>

namespace Sektor::Cli {

/// `sektor-cli batch …`: runs one profile on several targets in turn and ends with a summary; returns the exit code.
int batchCommand(const QStringList &arguments);

} // namespace Sektor::Cli
