// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/target/runtarget.h"

#include "model/profile.h"
#include "model/runoptions.h"

#include <QCoreApplication>

namespace Sektor::Gui {

/// What the window checks before starting a run, so the user learns the problem before waiting for it.
class RunPreflight
{
    Q_DECLARE_TR_FUNCTIONS(RunPreflight)
public:
    /// A translated sentence saying why the run cannot start, or empty. The engine checks again (things change).
    static QString problem(const RunTarget &target, const Profile &profile, const RunOptions &options);
};

} // namespace Sektor::Gui
