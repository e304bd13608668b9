// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QStringList>

namespace Sektor::Cli {

/// `sektor-cli report …`: the batch summary and certificates of result files (a fleet's, gathered by Ansible).
int reportCommand(const QStringList &arguments);

} // namespace Sektor::Cli
