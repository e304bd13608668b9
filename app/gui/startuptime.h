// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

class QWidget;

namespace Sektor::Gui {

/// Milliseconds since the kernel started this process (exec, dynamic loading and all), from /proc/self/stat.
double msSinceProcessStart();

/// `--quit-when-shown`: after @p window has painted for the first time, prints "shown after N ms" and quits.
void quitWhenShown(QWidget *window);

} // namespace Sektor::Gui
