// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "output.h"

#include "report/visibletext.h"

#include <sys/stat.h>

#include <cstdio>

namespace Sektor::Cli {

namespace {
// Everything printed carries names from files, the history and devices (a model, a comment, a profile's name): no
// control character among them reaches the terminal as a command. Our own line breaks and tabs stay.
QByteArray terminalBytes(const QString &text)
{
    return visibleText(text, TextLayout::Lines).toLocal8Bit();
}
} // namespace

void printOut(const QString &text)
{
    printTo(stdout, text);
}

void printTo(std::FILE *stream, const QString &text)
{
    std::fputs(terminalBytes(text).constData(), stream);
    std::fflush(stream);
}

void printJson(const QByteArray &json)
{
    // JSON already escapes the C0 controls; the others a terminal may act on are escaped the same way (\u009b), which
    // any JSON reader reads back as the very same character.
    const QString text = QString::fromUtf8(json);
    QString out;
    out.reserve(text.size());
    for (const QChar ch : text) {
        if (ch != QLatin1Char('\n') && actsOnTerminal(ch.unicode()))
            out += QLatin1String("\\u") + QString::number(ch.unicode(), 16).rightJustified(4, QLatin1Char('0'));
        else
            out += ch;
    }
    std::fputs(out.toUtf8().constData(), stdout);
    std::fflush(stdout);
}

void printError(const QString &sentence)
{
    std::fprintf(stderr, "sektor-cli: %s\n", terminalBytes(sentence).constData());
}

void printNotice(const QString &sentence)
{
    std::fprintf(stderr, "%s\n", terminalBytes(sentence).constData());
}

bool sameDestination(std::FILE *a, std::FILE *b)
{
    if (a == b)
        return true;
    struct stat sa
    {
    };
    struct stat sb
    {
    };
    if (::fstat(::fileno(a), &sa) != 0 || ::fstat(::fileno(b), &sb) != 0)
        return false;
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

} // namespace Sektor::Cli
