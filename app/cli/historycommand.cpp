// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "historycommand.h"
#include "exitcodes.h"
#include "historyarguments.h"
#include "historytransfer.h"
#include "output.h"
#include "peersoutput.h"

#include "history/comparisontext.h"
#include "report/cdmtext.h"
#include "report/jsonreport.h"
#include "report/peersjson.h"
#include "report/texttable.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <cstdio>

namespace Sektor::Cli {

namespace {

QCommandLineOption jsonOption()
{
    return {QStringLiteral("json"), QCoreApplication::translate("sektor-cli", "Print JSON instead of a table.")};
}

QString helpText()
{
    return QCoreApplication::translate(
               "sektor-cli",
               "Usage: sektor-cli history <subcommand> [options]\n"
               "\n"
               "Every run of sektor-cli and of the Sektor window is kept in the history (%1),\n"
               "unless run with --no-save.\n"
               "\n"
               "Subcommands:\n"
               "  list [--drive DRIVE] [--limit N] [--json]   The runs, newest first; DRIVE is an id from\n"
               "                                              'history drives' or part of a model or serial.\n"
               "  drives [--json]                             The drives the history knows, with their runs.\n"
               "  show ID [--json]                            One run's results.\n"
               "  compare ID ID... [--unit U] [--markdown]    Runs side by side, with the change against the\n"
               "                                              first; U is mb (MB/s), gb, iops or us (latency).\n"
               "  export ID (--json | --csv) [--output FILE]  One run as JSON or CSV, to a file or standard output.\n"
               "  delete ID...                                Remove runs.\n"
               "  import [--allowed-signers F] [--allow-unsigned] FILE...\n"
               "                                              Add results saved as JSON (sektor-cli run --json),\n"
               "                                              from this or other machines; runs already kept are\n"
               "                                              recognised and not added twice; reference packs\n"
               "                                              too, only when signed (FILE.sig) by a key you trust\n"
               "                                              (in F, ssh-keygen's allowed_signers, or in\n"
               "                                              ~/.config/sektor/allowed_signers or\n"
               "                                              /etc/xdg/sektor/allowed_signers), refused whole when\n"
               "                                              a hash or the signature does not match; with\n"
               "                                              --allow-unsigned also packs no trusted key signed,\n"
               "                                              their results marked as unsigned in the standings.\n"
               "  pack --model M --output FILE [--name N] [--author A] [--sign-key KEY]\n"
               "                                              The runs measured here on a drive of model M,\n"
               "                                              as a reference pack to share, signed with the\n"
               "                                              OpenSSH private key KEY (FILE.sig).\n")
        .arg(History::HistoryStore::defaultPath());
}

QString rate(double bytesPerSecond, const QLocale &locale)
{
    return bytesPerSecond > 0 ? locale.toString(bytesPerSecond / 1e6, 'f', 2) : QStringLiteral("–");
}

/// --drive: an id from `history drives`, or a part of exactly one drive's model or serial.
std::optional<qint64> driveIdFor(History::HistoryStore &store, const QString &value, int &exitCode)
{
    bool number = false;
    if (const qint64 id = value.toLongLong(&number); number)
        return id;
    QList<History::DriveSummary> drives;
    if (const History::StoreError e = store.drives(drives); e.isError()) {
        exitCode = historyFailure(e, store);
        return std::nullopt;
    }
    QStringList matching;
    qint64 match = 0;
    for (const History::DriveSummary &d : drives) {
        if (d.model.contains(value, Qt::CaseInsensitive) || d.serial.contains(value, Qt::CaseInsensitive)) {
            matching << QString::number(d.id) + QLatin1Char(' ') + History::driveText(d.model, d.serial, d.lastName);
            match = d.id;
        }
    }
    if (matching.size() == 1)
        return match;
    exitCode = matching.isEmpty() ? ExitRunNotFound : ExitUsage;
    printError(matching.isEmpty()
                   ? QCoreApplication::translate("sektor-cli", "No drive in the history matches %1.").arg(value)
                   : QCoreApplication::translate("sektor-cli", "%1 matches several drives; give one's id: %2")
                         .arg(value, matching.join(QLatin1String("; "))));
    return std::nullopt;
}

int listRuns(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption drive(QStringLiteral("drive"),
                                   QCoreApplication::translate("sektor-cli", "Only this drive's runs."),
                                   QCoreApplication::translate("sektor-cli", "drive"));
    const QCommandLineOption limit(QStringLiteral("limit"),
                                   QCoreApplication::translate("sektor-cli", "At most this many runs."),
                                   QCoreApplication::translate("sektor-cli", "count"));
    parser.addOptions({drive, limit, jsonOption()});
    if (!parseHistoryArguments(parser, QStringLiteral("list"), arguments))
        return ExitUsage;
    History::HistoryStore store;
    History::RunFilter filter;
    if (parser.isSet(limit)) {
        bool ok = false;
        filter.limit = parser.value(limit).toInt(&ok);
        if (!ok || filter.limit <= 0) {
            printError(QCoreApplication::translate("sektor-cli", "--limit needs a number above 0, not %1.")
                           .arg(parser.value(limit)));
            return ExitUsage;
        }
    }
    if (parser.isSet(drive)) {
        int exitCode = ExitSuccess;
        const std::optional<qint64> id = driveIdFor(store, parser.value(drive), exitCode);
        if (!id)
            return exitCode;
        filter.driveId = *id;
    }
    QList<History::RunSummary> runs;
    if (const History::StoreError e = store.list(filter, runs); e.isError())
        return historyFailure(e, store);

    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray array;
        for (const History::RunSummary &r : runs)
            array.append(QJsonObject {{QStringLiteral("id"), r.id},
                                      {QStringLiteral("started"), r.started.toString(Qt::ISODateWithMs)},
                                      {QStringLiteral("host"), r.host},
                                      {QStringLiteral("profile"), r.profileId},
                                      {QStringLiteral("target"), r.targetPath},
                                      {QStringLiteral("driveId"), r.driveId},
                                      {QStringLiteral("driveModel"), r.driveModel},
                                      {QStringLiteral("driveSerial"), r.driveSerial},
                                      {QStringLiteral("driveName"), r.driveName},
                                      {QStringLiteral("comment"), r.comment},
                                      {QStringLiteral("imported"), r.imported},
                                      {QStringLiteral("source"), r.source},
                                      {QStringLiteral("sourceSigner"), r.sourceSigner},
                                      {QStringLiteral("firstReadBytesPerSecond"), r.firstRead},
                                      {QStringLiteral("firstWriteBytesPerSecond"), r.firstWrite}});
        printJson(QJsonDocument(QJsonObject {{QStringLiteral("runs"), array}}).toJson());
        return ExitSuccess;
    }
    if (runs.isEmpty()) {
        printNotice(QCoreApplication::translate("sektor-cli", "The history holds no runs yet."));
        return ExitSuccess;
    }
    const QLocale locale;
    QList<QStringList> rows {{QCoreApplication::translate("sektor-cli", "ID"),
                              QCoreApplication::translate("sektor-cli", "Date"),
                              QCoreApplication::translate("sektor-cli", "Drive"),
                              QCoreApplication::translate("sektor-cli", "Profile"),
                              QCoreApplication::translate("sektor-cli", "Read MB/s"),
                              QCoreApplication::translate("sektor-cli", "Write MB/s"),
                              QCoreApplication::translate("sektor-cli", "Target"),
                              QCoreApplication::translate("sektor-cli", "Comment")}};
    for (const History::RunSummary &r : runs)
        rows << QStringList {
            QString::number(r.id),
            locale.toString(r.started.toLocalTime(), QStringLiteral("yyyy-MM-dd HH:mm")),
            History::driveText(r.driveModel, r.driveSerial, r.driveName),
            r.profileName,
            rate(r.firstRead, locale),
            rate(r.firstWrite, locale),
            r.imported ? QCoreApplication::translate("sektor-cli", "%1 (imported, from %2)").arg(r.targetPath, r.host)
                       : r.targetPath,
            r.comment};
    printOut(textTable(rows, {true, false, false, false, true, true}));
    return ExitSuccess;
}

int listDrives(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption(jsonOption());
    if (!parseHistoryArguments(parser, QStringLiteral("drives"), arguments))
        return ExitUsage;
    History::HistoryStore store;
    QList<History::DriveSummary> drives;
    if (const History::StoreError e = store.drives(drives); e.isError())
        return historyFailure(e, store);
    if (parser.isSet(QStringLiteral("json"))) {
        QJsonArray array;
        for (const History::DriveSummary &d : drives)
            array.append(QJsonObject {{QStringLiteral("id"), d.id},
                                      {QStringLiteral("model"), d.model},
                                      {QStringLiteral("serial"), d.serial},
                                      {QStringLiteral("identified"), d.identified},
                                      {QStringLiteral("transport"), d.transport},
                                      {QStringLiteral("sizeBytes"), double(d.sizeBytes)},
                                      {QStringLiteral("runs"), d.runs},
                                      {QStringLiteral("lastRun"), d.lastRun.toString(Qt::ISODateWithMs)}});
        printJson(QJsonDocument(QJsonObject {{QStringLiteral("drives"), array}}).toJson());
        return ExitSuccess;
    }
    const QLocale locale;
    QList<QStringList> rows {{QCoreApplication::translate("sektor-cli", "ID"),
                              QCoreApplication::translate("sektor-cli", "Drive"),
                              QCoreApplication::translate("sektor-cli", "Size"),
                              QCoreApplication::translate("sektor-cli", "Runs"),
                              QCoreApplication::translate("sektor-cli", "Last run")}};
    for (const History::DriveSummary &d : drives)
        rows << QStringList {QString::number(d.id),
                             d.identified
                                 ? History::driveText(d.model, d.serial, d.lastName)
                                 : QCoreApplication::translate("sektor-cli", "%1 (no serial: not recognised again)")
                                       .arg(History::driveText(d.model, {}, d.lastName)),
                             locale.formattedDataSize(qint64(d.sizeBytes), 1, QLocale::DataSizeSIFormat),
                             QString::number(d.runs),
                             locale.toString(d.lastRun.toLocalTime(), QStringLiteral("yyyy-MM-dd HH:mm"))};
    printOut(textTable(rows, {true, false, true, true}));
    return ExitSuccess;
}

int showRun(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.addOption(
        {QStringLiteral("json"), QCoreApplication::translate("sektor-cli", "Print the run's JSON document.")});
    if (!parseHistoryArguments(parser, QStringLiteral("show"), arguments))
        return ExitUsage;
    const std::optional<QList<qint64>> ids = runIds(parser.positionalArguments());
    if (!ids || ids->size() != 1) {
        if (ids)
            printError(QCoreApplication::translate("sektor-cli", "'history show' takes one run id."));
        return ExitUsage;
    }
    History::HistoryStore store;
    RunResult result;
    if (const History::StoreError e = store.load(ids->constFirst(), result); e.isError())
        return historyFailure(e, store);
    // The run among its model's other results in the history, as `sektor-cli run` showed it (with what the history
    // holds now).
    const PeerStandings peers = peersInHistory(result, ids->constFirst());
    if (parser.isSet(QStringLiteral("json"))) {
        printOut(QString::fromUtf8(toJsonBytes(result, peers)));
        return ExitSuccess;
    }
    printOut(cdmText(result));
    printPeers(stdout, result, peers);
    return ExitSuccess;
}

int compareRuns(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption unit(QStringLiteral("unit"),
                                  QCoreApplication::translate("sektor-cli", "mb, gb, iops or us (default mb)."),
                                  QCoreApplication::translate("sektor-cli", "unit"));
    const QCommandLineOption markdown(
        QStringLiteral("markdown"),
        QCoreApplication::translate("sektor-cli", "A Markdown table, for forums and chats."));
    parser.addOptions({unit, markdown});
    if (!parseHistoryArguments(parser, QStringLiteral("compare"), arguments))
        return ExitUsage;
    const QMap<QString, DisplayUnit> units {{QStringLiteral("mb"), DisplayUnit::MegabytesPerSecond},
                                            {QStringLiteral("gb"), DisplayUnit::GigabytesPerSecond},
                                            {QStringLiteral("iops"), DisplayUnit::Iops},
                                            {QStringLiteral("us"), DisplayUnit::LatencyMicroseconds}};
    const QString unitName = parser.isSet(unit) ? parser.value(unit).toLower() : QStringLiteral("mb");
    if (!units.contains(unitName)) {
        printError(QCoreApplication::translate("sektor-cli", "--unit must be mb, gb, iops or us, not %1.")
                       .arg(parser.value(unit)));
        return ExitUsage;
    }
    const std::optional<QList<qint64>> ids = runIds(parser.positionalArguments());
    if (!ids || ids->size() < 2) {
        if (ids)
            printError(QCoreApplication::translate("sektor-cli", "'history compare' needs two run ids or more."));
        return ExitUsage;
    }
    History::HistoryStore store;
    QList<History::LabelledRun> runs;
    for (qint64 id : *ids) {
        History::LabelledRun run {QLatin1Char('#') + QString::number(id), {}};
        if (const History::StoreError e = store.load(id, run.result); e.isError())
            return historyFailure(e, store);
        runs << run;
    }
    printOut(parser.isSet(markdown) ? History::comparisonMarkdown(runs, units.value(unitName), Wording::Translated)
                                    : History::comparisonText(runs, units.value(unitName)));
    return ExitSuccess;
}

int deleteRuns(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (!parseHistoryArguments(parser, QStringLiteral("delete"), arguments))
        return ExitUsage;
    const std::optional<QList<qint64>> ids = runIds(parser.positionalArguments());
    if (!ids || ids->isEmpty()) {
        if (ids)
            printError(
                QCoreApplication::translate("sektor-cli", "'history delete' needs the ids of the runs to remove."));
        return ExitUsage;
    }
    History::HistoryStore store;
    int exitCode = ExitSuccess;
    for (qint64 id : *ids) {
        if (const History::StoreError e = store.remove(id); e.isError())
            exitCode = historyFailure(e, store);
        else
            printNotice(QCoreApplication::translate("sektor-cli", "Run %1 removed from the history.").arg(id));
    }
    return exitCode;
}

} // namespace

int historyCommand(const QStringList &arguments)
{
    const QString subcommand = arguments.value(0);
    const QStringList rest = arguments.mid(1);
    if (subcommand.isEmpty()) { // a usage error: its text on standard error, where scripts do not parse
        printError(QCoreApplication::translate("sektor-cli", "'history' needs a subcommand."));
        std::fputs(helpText().toLocal8Bit().constData(), stderr);
        return ExitUsage;
    }
    if (subcommand == QLatin1String("--help") || subcommand == QLatin1String("-h")
        || rest.contains(QLatin1String("--help")) || rest.contains(QLatin1String("-h"))) {
        printOut(helpText());
        return ExitSuccess;
    }
    const QMap<QString, int (*)(const QStringList &)> subcommands {
        {QStringLiteral("list"), listRuns},
        {QStringLiteral("drives"), listDrives},
        {QStringLiteral("show"), showRun},
        {QStringLiteral("compare"), compareRuns},
        {QStringLiteral("export"), exportRun},
        {QStringLiteral("delete"), deleteRuns},
        {QStringLiteral("import"), importRuns},
        {QStringLiteral("pack"), packRuns},
    };
    if (const auto found = subcommands.constFind(subcommand); found != subcommands.constEnd())
        return (*found)(rest);
    printError(QCoreApplication::translate("sektor-cli", "Unknown history subcommand %1.").arg(subcommand));
    printNotice(QCoreApplication::translate("sektor-cli", "Try 'sektor-cli history --help'."));
    return ExitUsage;
}

} // namespace Sektor::Cli
