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
    QString target;
    QString jsonPath; ///< Empty: no JSON file.
    QString allowDestroyData; ///< The device named by --allow-destroy-data, if any.
    QString comment;
    bool showProgress = true;
    bool saveToHistory = true; ///< False with --no-save.
};

/**
 * Parses the arguments after "run". Errors come back as InvalidArgument whose detail is the
 * translated sentence to show; --help is handled by the caller (see runHelpText()).
 */
Expected<RunArguments> parseRunArguments(const QStringList &arguments);

/// The text of `sektor-cli run --help`.
QString runHelpText();

} // namespace Sektor::Cli
