// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QStringList>

namespace Sektor::Cli {

/// `sektor-cli history list|drives|show|compare|export|delete|import …`: the runs kept in the history.
int historyCommand(const QStringList &arguments);

} // namespace Sektor::Cli
