// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "runarguments.h"
#include "closestname.h"
#include "kindargumentparts.h"
#include "optionvalues.h"
#include "profilefilter.h"
#include "profileshape.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace Sektor::Cli {

namespace {
struct Options
{
    QCommandLineOption profile = valueOption("profile",
                                             QT_TRANSLATE_NOOP("sektor-cli",
                                                               "Test profile: Default, NVMe SSD, Peak, Real, Demo, a "
                                                               "+Mix variant, QD Sweep, Sync Write Latency, Block Size "
                                                               "Sweep, Sustained Write; for a whole device: Position "
                                                               "Map, Access Time, Read Scan, Capacity Probe, Health "
                                                               "Check, Burn-in; for a mounted drive's folder: Verify, "
                                                               "Small Files."),
                                             QT_TRANSLATE_NOOP("sektor-cli", "name"),
                                             "Default");
    QCommandLineOption size = valueOption(
        "size",
        QT_TRANSLATE_NOOP("sektor-cli",
                          "Test file size in binary units (KiB, MiB, GiB), or span of a device (default 1GiB); "
                          "all: the free space but 5 % or the whole device, for Sustained Write (for Verify: the free "
                          "space but 16 MiB). The Position Map, "
                          "Access Time, Read Scan and Capacity Probe always cover the whole device."),
        QT_TRANSLATE_NOOP("sektor-cli", "size"),
        "1GiB");
    QCommandLineOption runs = valueOption(
        "runs",
        QT_TRANSLATE_NOOP("sektor-cli", "Measured runs per test, after a discarded warm-up (1-9, default 3)."),
        QT_TRANSLATE_NOOP("sektor-cli", "count"),
        "3");
    QCommandLineOption time = valueOption("time",
                                          QT_TRANSLATE_NOOP("sektor-cli",
                                                            "Measure time of each run (default 5s); the time limit of "
                                                            "Sustained Write (default 10min)."),
                                          QT_TRANSLATE_NOOP("sektor-cli", "duration"),
                                          "5s");
    QCommandLineOption warmup
        = valueOption("warmup",
                      QT_TRANSLATE_NOOP("sektor-cli", "Warm-up before the runs of each test, discarded (default 1s)."),
                      QT_TRANSLATE_NOOP("sektor-cli", "duration"),
                      "1s");
    QCommandLineOption interval = valueOption("interval",
                                              QT_TRANSLATE_NOOP("sektor-cli", "Pause between tests (default 5s)."),
                                              QT_TRANSLATE_NOOP("sektor-cli", "duration"),
                                              "5s");
    QCommandLineOption mix
        = valueOption("mix",
                      QT_TRANSLATE_NOOP("sektor-cli", "Read share of mixed tests in percent (default 70)."),
                      QT_TRANSLATE_NOOP("sektor-cli", "percent"),
                      "70");
    QCommandLineOption data
        = valueOption("data",
                      QT_TRANSLATE_NOOP("sektor-cli", "Write data: random (incompressible, default) or zero."),
                      "random|zero",
                      "random");
    QCommandLineOption engine
        = valueOption("engine",
                      QT_TRANSLATE_NOOP("sektor-cli", "I/O engine: auto (default), io_uring or sync."),
                      "auto|io_uring|sync",
                      "auto");
    QCommandLineOption tests = valueOption(
        "tests",
        QT_TRANSLATE_NOOP("sektor-cli", "Run only these tests of the profile, e.g. SEQ1M-Q8T1,RND4K-Q1T1."),
        QT_TRANSLATE_NOOP("sektor-cli", "list"));
    QCommandLineOption modes
        = valueOption("modes",
                      QT_TRANSLATE_NOOP("sektor-cli",
                                        "Run only these modes: read, write, mix, rewrite (comma-separated). A "
                                        "rewrite reads each block of the sequential tests, changes it and writes it "
                                        "back, as bonnie++'s Rewrite; it runs only when named."),
                      QT_TRANSLATE_NOOP("sektor-cli", "list"));
    QCommandLineOption blockSizes = valueOption(
        "block-sizes",
        QT_TRANSLATE_NOOP("sektor-cli", "Block Size Sweep: the sizes to test, one or a range (default 512B-64MiB)."),
        QT_TRANSLATE_NOOP("sektor-cli", "range"));
    QCommandLineOption queueDepth = valueOption(
        "queue-depth",
        QT_TRANSLATE_NOOP("sektor-cli",
                          "Block Size Sweep, Sustained Write, Position Map, Read Scan: the queue depth (default 4, 8, "
                          "8, 1)."),
        QT_TRANSLATE_NOOP("sektor-cli", "count"));
    /// The options of the kinds that have their own, each kind's part declaring and applying them.
    std::vector<std::unique_ptr<KindArguments>> kinds = makeKindArguments();
    QCommandLineOption resume = valueOption(
        "resume",
        QT_TRANSLATE_NOOP("sektor-cli",
                          "Burn-in, Read Scan: go on where the run saved in this result file (--json) stopped, on the "
                          "same drive (recognised by its serial number, or a loop device by its file); the profile "
                          "and settings are the file's."),
        QT_TRANSLATE_NOOP("sektor-cli", "file"));
    QCommandLineOption seed = valueOption(
        "seed",
        QT_TRANSLATE_NOOP("sektor-cli", "Seed for random offsets and data (default: a new one each run)."),
        QT_TRANSLATE_NOOP("sektor-cli", "number"));
    QCommandLineOption json = valueOption("json",
                                          QT_TRANSLATE_NOOP("sektor-cli",
                                                            "Also write every figure, the latency histograms and the "
                                                            "samples as JSON to this file (- for standard output)."),
                                          QT_TRANSLATE_NOOP("sektor-cli", "file"));
    QCommandLineOption comment = valueOption("comment",
                                             QT_TRANSLATE_NOOP("sektor-cli", "A comment for the results."),
                                             QT_TRANSLATE_NOOP("sektor-cli", "text"));
    QCommandLineOption allowDestroy = valueOption(
        "allow-destroy-data",
        QT_TRANSLATE_NOOP(
            "sektor-cli",
            "Allow write tests on this block device, destroying all data on it. Must name the target device again."),
        QT_TRANSLATE_NOOP("sektor-cli", "device"));
    QCommandLineOption quiet {{QStringLiteral("q"), QStringLiteral("quiet")},
                              QCoreApplication::translate("sektor-cli", "No progress display.")};
    QCommandLineOption noSave {QStringLiteral("no-save"),
                               QCoreApplication::translate("sektor-cli",
                                                           "Do not keep this run in the history "
                                                           "(see 'sektor-cli history').")};
    QCommandLineOption peak {QStringLiteral("peak"),
                             QCoreApplication::translate(
                                 "sektor-cli",
                                 "Peak mode: io_uring as fast as this machine allows, at the price of CPU and of "
                                 "latency precision (a kernel thread polls the submissions; completions are polled "
                                 "where the device has poll queues and reaped several at a time). Tests with more "
                                 "threads than processors are refused. The result names it and what was in effect.")};

    QList<QCommandLineOption> all() const
    {
        QList<QCommandLineOption> all {
            profile, size, runs, time, warmup, interval, mix, data, engine, tests, modes, blockSizes, queueDepth};
        for (const std::unique_ptr<KindArguments> &kind : kinds)
            all += kind->options();
        return all + QList<QCommandLineOption> {resume, seed, json, comment, allowDestroy, quiet, noSave, peak};
    }

    /// "--size", "-q", … for "did you mean" hints.
    QStringList spelledNames() const
    {
        QStringList names;
        for (const QCommandLineOption &option : all()) {
            for (const QString &name : option.names())
                names << (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
        }
        return names;
    }

    void addTo(QCommandLineParser &parser) const
    {
        parser.addOptions(all());
        parser.addPositionalArgument(
            QStringLiteral("target"),
            QCoreApplication::translate("sektor-cli",
                                        "A directory on the drive to test, or a block device (as a normal user through "
                                        "the Sektor helper, after administrator authentication)."));
    }
};

std::optional<QString> valueIfSet(const QCommandLineParser &parser, const QCommandLineOption &option)
{
    return parser.isSet(option) ? std::optional<QString>(parser.value(option)) : std::nullopt;
}

template<typename T, typename Parse>
Error parseOption(const QCommandLineParser &parser, const QCommandLineOption &option, T &target, Parse parse)
{
    const QString text = parser.value(option);
    const auto value = parse(text);
    if (!value)
        return Error::invalidArgument(QCoreApplication::translate("sektor-cli", "Invalid value %1 for --%2.")
                                          .arg(text, option.names().constLast()));
    target = *value;
    return {};
}

QString didYouMean(const QString &typed, const QStringList &known)
{
    const QString meant = closestName(typed, known);
    return meant.isEmpty()
        ? QString()
        : QLatin1Char(' ') + QCoreApplication::translate("sektor-cli", "Did you mean %1?").arg(meant);
}

// Qt's message, and for an unknown option the known one it most likely meant.
Error parseFailure(const QCommandLineParser &parser, const Options &o)
{
    QString text = parser.errorText();
    if (const QStringList unknown = parser.unknownOptionNames(); !unknown.isEmpty()) {
        const QString dashes = unknown.first().size() == 1 ? QStringLiteral("-") : QStringLiteral("--");
        text += didYouMean(dashes + unknown.first(), o.spelledNames());
    }
    return Error::invalidArgument(text);
}

Error unknownProfile(const QString &typed)
{
    QStringList known;
    for (const Profile &p : builtinProfiles())
        known << p.id << p.name;
    return Error::invalidArgument(
        QCoreApplication::translate("sektor-cli", "Unknown profile %1; `sektor-cli profiles` lists them.").arg(typed)
        + didYouMean(typed, known));
}

// The options that belong to one kind or another, each kind's own (the small-files test's threads shape @p profile).
Error applyKindArguments(const QCommandLineParser &parser, const Options &o, Profile &profile, RunOptions &r)
{
    for (const std::unique_ptr<KindArguments> &kind : o.kinds) {
        if (Error e = kind->apply(parser, profile, r); e.isError())
            return e;
    }
    return {};
}

// --resume takes the profile and its settings from the file: another one given with it would be ignored, or make
// the run something else than the one it goes on with.
Error resumeConflict(const QCommandLineParser &parser, const Options &o, TargetCount count)
{
    if (!parser.isSet(o.resume))
        return {};
    if (count != TargetCount::One)
        return Error::invalidArgument(
            QCoreApplication::translate("sektor-cli", "--resume goes on with one run: use it with sektor-cli run."));
    QList<QCommandLineOption> resumed {o.profile, o.size, o.tests, o.modes, o.queueDepth, o.seed, o.engine};
    for (const std::unique_ptr<KindArguments> &kind : o.kinds)
        resumed += kind->resumedOptions();
    for (const QCommandLineOption &option : resumed) {
        if (parser.isSet(option))
            return Error::invalidArgument(
                QCoreApplication::translate("sektor-cli",
                                            "--resume goes on with the profile and settings of the run it resumes: "
                                            "leave out --%1.")
                    .arg(option.names().constLast()));
    }
    return {};
}

Error targetCountError(const QStringList &targets, TargetCount count)
{
    if (count == TargetCount::One && targets.size() != 1)
        return Error::invalidArgument(
            QCoreApplication::translate("sektor-cli", "Name exactly one target: a directory or a block device."));
    if (targets.isEmpty())
        return Error::invalidArgument(
            QCoreApplication::translate("sektor-cli", "Name the targets: directories or block devices."));
    return {};
}

} // namespace

Expected<RunArguments> parseRunArguments(const QStringList &arguments, TargetCount count)
{
    QCommandLineParser parser;
    const Options o;
    o.addTo(parser);
    if (!parser.parse(QStringList {QStringLiteral("sektor-cli run")} + arguments))
        return parseFailure(parser, o);
    const QStringList targets = parser.positionalArguments();
    if (Error e = targetCountError(targets, count); e.isError())
        return e;

    if (Error e = resumeConflict(parser, o, count); e.isError())
        return e;

    RunArguments a;
    a.targets = targets;
    a.target = targets.constFirst();
    a.resumeFrom = parser.value(o.resume);
    const auto profile = findProfile(parser.value(o.profile));
    if (!profile)
        return unknownProfile(parser.value(o.profile));
    a.profile = *profile;
    if (Error e = filterProfile(a.profile, valueIfSet(parser, o.tests), valueIfSet(parser, o.modes)); e.isError())
        return e;
    if (Error e = reshapeProfile(a.profile, parser.value(o.blockSizes), parser.value(o.queueDepth)); e.isError())
        return e;

    RunOptions &r = a.options;
    const auto engine = [](const QString &t) {
        return fromId<EngineChoice>(t);
    };
    const auto data = [](const QString &t) {
        return fromId<DataPattern>(t);
    };
    const auto seed = [](const QString &t) -> std::optional<std::uint64_t> {
        bool ok = false;
        const std::uint64_t v = t.toULongLong(&ok, 0);
        return ok ? std::optional<std::uint64_t>(v) : std::nullopt;
    };
    r.peak = parser.isSet(o.peak);
    r.wholeTarget = parser.value(o.size).trimmed().compare(QLatin1String("all"), Qt::CaseInsensitive) == 0;
    if (r.wholeTarget && !takes(a.profile, KindSetting::WholeTarget))
        return optionIsFor(QStringLiteral("size all"),
                           KindSetting::WholeTarget,
                           QCoreApplication::translate("sektor-cli", "Other tests would first fill the drive."));
    for (const Error &e : {r.wholeTarget ? Error {} : sizeUnitError(parser.value(o.size)),
                           r.wholeTarget ? Error {} : parseOption(parser, o.size, r.testSize, parseSize),
                           parseOption(parser, o.runs, r.runs, parseInt),
                           parseOption(parser, o.time, r.measureTime, parseDuration),
                           parseOption(parser, o.warmup, r.warmup, parseDuration),
                           parseOption(parser, o.interval, r.interval, parseDuration),
                           parseOption(parser, o.mix, r.mixReadPercent, parseInt),
                           parseOption(parser, o.data, r.data, data),
                           parseOption(parser, o.engine, r.engine, engine),
                           parser.isSet(o.seed) ? parseOption(parser, o.seed, r.seed, seed) : Error {}}) {
        if (e.isError())
            return e;
    }
    // --time of a kind with a time limit of its own is that limit, whose default is not a run's length.
    if (takes(a.profile, KindSetting::TimeLimit) && !parser.isSet(o.time))
        r.measureTime = SustainedWriteTimeLimit;
    if (Error e = applyKindArguments(parser, o, a.profile, r); e.isError())
        return e;
    if (Error e = r.validate(); e.isError())
        return Error::invalidArgument(e.message());
    a.jsonPath = parser.value(o.json);
    if (parser.isSet(o.json) && a.jsonPath.isEmpty())
        return Error::invalidArgument(
            QCoreApplication::translate("sektor-cli", "--json needs a file name, or - for standard output."));
    a.allowDestroyData = parser.value(o.allowDestroy);
    a.destroyConsents = parser.values(o.allowDestroy);
    a.comment = parser.value(o.comment);
    a.showProgress = !parser.isSet(o.quiet);
    a.saveToHistory = !parser.isSet(o.noSave);
    return a;
}

QString runHelpText()
{
    QCommandLineParser parser;
    const Options o;
    o.addTo(parser);
    parser.setApplicationDescription(
        QCoreApplication::translate("sektor-cli",
                                    "Measures a drive: sequential, random 4K and queue-depth tests on a directory (a "
                                    "test file that is removed afterwards) or a block device."));
    parser.addHelpOption();
    // Qt's first line names argv[0] (a full path, and without "run"): write our own.
    QString text = parser.helpText();
    text = QCoreApplication::translate("sektor-cli", "Usage: sektor-cli run [options] TARGET")
        + text.mid(text.indexOf(QLatin1Char('\n')));
    return text;
}

} // namespace Sektor::Cli
