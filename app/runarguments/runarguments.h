// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/expected.h"
#include "model/profile.h"
#include "model/runoptions.h"
#include "optionvalues.h" // parseSize(), parseDuration(): used by callers too

#include <QStringList>

#include <chrono>
#include <optional>

namespace Sektor::Cli {

/// Everything `sektor-cli run` was asked to do, parsed and checked.
struct RunArguments
{
    Profile profile;
    RunOptions options;
    QString target; ///< The first of targets.
    QStringList targets; ///< Every target named: one for a run, one or more for a batch.
    QString jsonPath; ///< Empty: no JSON file.
    QString allowDestroyData; ///< The device named by --allow-destroy-data, if any (the last, if given more often).
    QStringList destroyConsents; ///< Every device named by --allow-destroy-data: a batch takes one per device.
    QString comment;
    bool showProgress = true;
    bool saveToHistory = true; ///< False with --no-save.
    /// --resume: the result file of a stopped burn-in or read scan to go on from (its profile and settings are the
    /// file's; run only, not batch).
    QString resumeFrom;
};

/// How many targets the command takes: `run` one, `batch` one or more.
enum class TargetCount { One, Many };

/**
 * Parses the arguments after "run" (or "batch", with TargetCount::Many). Errors come back as InvalidArgument whose
 * detail is the translated sentence to show; --help is handled by the caller (see runHelpText()).
 */
Expected<RunArguments> parseRunArguments(const QStringList &arguments, TargetCount count = TargetCount::One);

/// The text of `sektor-cli run --help`.
QString runHelpText();

} // namespace Sektor::Cli
