// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QStringList>

namespace Sektor::Cli {

/// `sektor-cli certificate verify FILE.pdf [--allowed-signers FILE] [--json]`: checks a certificate as anyone can.
int certificateCommand(const QStringList &arguments);

} // namespace Sektor::Cli
