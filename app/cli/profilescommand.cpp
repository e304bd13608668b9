// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "profilescommand.h"
#include "exitcodes.h"
#include "output.h"

#include "model/profile.h"
#include "report/jsonreport.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Sektor::Cli {

namespace {

/// The modes a profile runs only when --modes names them: a standard profile's rewrite.
QStringList optionalModeIds(const Profile &p)
{
    return p.offersRewrite() && !p.modes.contains(IoMode::Rewrite) ? QStringList {ioModeId(IoMode::Rewrite)}
                                                                   : QStringList {};
}

QJsonObject profileJson(const Profile &p)
{
    QJsonArray modes;
    for (IoMode m : p.modes)
        modes.append(ioModeId(m));
    QJsonArray tests;
    for (const TestSpec &t : p.tests)
        tests.append(toJson(t));
    return {{QStringLiteral("id"), p.id},
            {QStringLiteral("name"), p.name},
            {QStringLiteral("modes"), modes},
            {QStringLiteral("optionalModes"), QJsonArray::fromStringList(optionalModeIds(p))},
            {QStringLiteral("tests"), tests}};
}

QString profileLine(const Profile &p)
{
    QStringList tests;
    for (const TestSpec &t : p.tests)
        tests << t.name();
    QStringList modes;
    for (IoMode m : p.modes)
        modes << ioModeId(m);
    for (const QString &optional : optionalModeIds(p)) // "read/write/+rewrite": only when named
        modes << QLatin1Char('+') + optional;
    return QStringLiteral("%1\t%2\t[%3]\t%4\n")
        .arg(p.id, p.name, modes.join(QLatin1Char('/')), tests.join(QLatin1String(", ")));
}

} // namespace

int profilesCommand(const QStringList &arguments)
{
    bool json = false;
    for (const QString &arg : arguments) {
        if (arg == QLatin1String("--json")) {
            json = true;
        } else if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            printOut(QCoreApplication::translate("sektor-cli",
                                                 "Usage: sektor-cli profiles [--json]\n"
                                                 "\n"
                                                 "Lists the test profiles: id, name, modes and tests. A mode "
                                                 "marked + runs only when --modes names it.\n"
                                                 "  --json   Print JSON instead of a table.\n"));
            return ExitSuccess;
        } else {
            printError(QCoreApplication::translate("sektor-cli", "Unknown option %1 for profiles.").arg(arg));
            return ExitUsage;
        }
    }
    if (json) {
        QJsonArray list;
        for (const Profile &p : builtinProfiles())
            list.append(profileJson(p));
        printJson(QJsonDocument(QJsonObject {{QStringLiteral("profiles"), list}}).toJson(QJsonDocument::Indented));
        return ExitSuccess;
    }
    for (const Profile &p : builtinProfiles())
        printOut(profileLine(p));
    return ExitSuccess;
}

} // namespace Sektor::Cli
