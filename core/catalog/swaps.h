// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QByteArray>
#include <QStringList>

namespace Sektor::Catalog {

/// The active swap areas in /proc/swaps text ("/dev/sda3", "/swapfile"), escapes undone.
QStringList parseSwaps(const QByteArray &text);

/// Reads <procRoot>/swaps; empty when unreadable.
QStringList readSwaps(const QString &procRoot = QStringLiteral("/proc"));

} // namespace Sektor::Catalog
