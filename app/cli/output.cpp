// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "output.h"

#include <cstdio>

namespace Sektor::Cli {

void printOut(const QString &text)
{
    std::fputs(text.toLocal8Bit().constData(), stdout);
    std::fflush(stdout);
}

void printError(const QString &sentence)
{
    std::fprintf(stderr, "sektor-cli: %s\n", sentence.toLocal8Bit().constData());
}

void printNotice(const QString &sentence)
{
    std::fprintf(stderr, "%s\n", sentence.toLocal8Bit().constData());
}

} // namespace Sektor::Cli
