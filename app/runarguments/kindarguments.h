// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"
#include "model/profile.h"
#include "model/runoptions.h"

#include <QCommandLineOption>
#include <QList>

class QCommandLineParser;

namespace Sektor::Cli {

/**
 * A kind's own options of `sektor-cli run` (and the window's --autorun): declared with their help, parsed into the
 * kind's settings part, and refused with a profile of another kind, all in the kind's own file. The parser adds every
 * kind's options and asks each kind to apply what it got; it names none of them.
 */
class KindArguments
{
public:
    KindArguments() = default;
    KindArguments(const KindArguments &) = delete;
    KindArguments &operator=(const KindArguments &) = delete;
    virtual ~KindArguments() = default;

    /// Its options, in the order --help lists them (texts marked QT_TRANSLATE_NOOP("sektor-cli", …), translated when
    /// the part is made).
    virtual QList<QCommandLineOption> options() const = 0;
    /// Those of its options that set what a resumed run takes from its file: given with --resume, they are refused.
    virtual QList<QCommandLineOption> resumedOptions() const { return {}; }
    /// Sets @p options (and shapes @p profile) from what @p parser got; a translated InvalidArgument for a value that
    /// does not parse or an option of a kind @p profile is not.
    virtual Error apply(const QCommandLineParser &parser, Profile &profile, RunOptions &options) const = 0;
};

/// An option that takes a value, its texts (marked QT_TRANSLATE_NOOP("sektor-cli", …)) translated; a value name that
/// is already the syntax ("random|zero") has no entry and stays as it is.
QCommandLineOption
valueOption(const char *name, const char *help, const char *valueName, const char *defaultValue = nullptr);

} // namespace Sektor::Cli
