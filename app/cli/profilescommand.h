// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QStringList>

namespace Sektor::Cli {

/// `sektor-cli profiles [--json]`: the test profiles, their modes and tests, as a table or JSON.
int profilesCommand(const QStringList &arguments);

} // namespace Sektor::Cli
