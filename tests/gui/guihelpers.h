// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "catalog/drive.h"

#include "model/runoptions.h"

#include <QStringList>

#include <functional>

class QWidget;

namespace Sektor::Test {

/// Options for a run that takes about a second: 16 MiB, one 200 ms run, no warm-up or interval.
RunOptions quickOptions();

/// A drive with a mounted partition, as the raw-write warning dialog shows it.
Catalog::Drive fixtureDrive();

/// Runs the event loop until @p done is true or @p timeoutMs passed; returns done().
bool waitFor(const std::function<bool()> &done, int timeoutMs);

/// Every visible label, button, tab and combo box under @p root whose text does not fit its width, as "class 'text'
/// (needs N px, has M px)".
QStringList truncatedTexts(QWidget *root);

} // namespace Sektor::Test
