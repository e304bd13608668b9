// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QByteArray>
#include <QString>

#include <cstdio>

namespace Sektor::Cli {

// Every function here shows control characters as visible pictures (visibleText()): what is printed carries strings
// from files, the history and devices. Machine output that must stay byte for byte (--json) goes through
// writeResultFile() instead.

/// Results and requested output: stdout.
void printOut(const QString &text);
/// The same on another stream (the text results on stderr when stdout takes the JSON).
void printTo(std::FILE *stream, const QString &text);
/// A JSON document on stdout, as UTF-8, every character that reaches the terminal as a command escaped (\u009b).
void printJson(const QByteArray &json);
/// "sektor-cli: <sentence>" on stderr.
void printError(const QString &sentence);
/// A line of information on stderr (kept off stdout, which scripts parse).
void printNotice(const QString &sentence);
/// Whether @p a and @p b write to the same file, pipe or terminal (2>&1, or both on the terminal): what one carries
/// need not be said on the other too.
bool sameDestination(std::FILE *a, std::FILE *b);

} // namespace Sektor::Cli
