// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "runarguments.h"
#include "burninarguments.h"
#include "closestname.h"
#include "filesarguments.h"
#include "model/kinds/healthcheckoptions.h"
#include "optionvalues.h"
#include "profilefilter.h"
#include "profileshape.h"
#include "surfacearguments.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace Sektor::Cli {

namespace {
// An option that takes a value. The texts are marked with QT_TRANSLATE_NOOP where the options are listed; a value
// name that is already the syntax ("random|zero") goes through translate() unchanged, as it has no entry.
QCommandLineOption
valueOption(const char *name, const char *help, const char *valueName, const char *defaultValue = nullptr)
{
    QCommandLineOption option(QLatin1String(name),
                              QCoreApplication::translate("sektor-cli", help),
                              QCoreApplication::translate("sektor-cli", valueName));
    if (defaultValue)
        option.setDefaultValue(QLatin1String(defaultValue));
    return option;
}

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
    QCommandLineOption samples = valueOption(
        "samples",
        QT_TRANSLATE_NOOP("sektor-cli",
                          "Position Map: chunks to read, evenly spaced (100-1000, default 200), or all of them."),
        QT_TRANSLATE_NOOP("sektor-cli", "count"));
    QCommandLineOption slowBelow = valueOption(
        "slow-below",
        QT_TRANSLATE_NOOP("sektor-cli", "Position Map: mark chunks below this share of the median (default 50 %)."),
        QT_TRANSLATE_NOOP("sektor-cli", "percent"));
    QCommandLineOption reads = valueOption(
        "reads",
        QT_TRANSLATE_NOOP("sektor-cli", "Access Time: random reads over the device (100-100000, default 1000)."),
        QT_TRANSLATE_NOOP("sektor-cli", "count"));
    QCommandLineOption slowRead = valueOption(
        "slow-read",
        QT_TRANSLATE_NOOP("sektor-cli", "Read Scan: mark reads of 1 MiB slower than this (default 100ms)."),
        QT_TRANSLATE_NOOP("sektor-cli", "duration"));
    QCommandLineOption files
        = valueOption("files",
                      QT_TRANSLATE_NOOP("sektor-cli", "Small Files: files per round (default 16k, that is 16 × 1024)."),
                      QT_TRANSLATE_NOOP("sektor-cli", "count"));
    QCommandLineOption fileSize
        = valueOption("file-size",
                      QT_TRANSLATE_NOOP("sektor-cli", "Small Files: each file's size (default 0)."),
                      QT_TRANSLATE_NOOP("sektor-cli", "size"));
    QCommandLineOption fileSync = valueOption(
        "file-sync",
        QT_TRANSLATE_NOOP("sektor-cli", "Small Files: make durable none, each file, or each file and folder entry."),
        QT_TRANSLATE_NOOP("sektor-cli", "none|file|folder"));
    QCommandLineOption threads
        = valueOption("threads",
                      QT_TRANSLATE_NOOP("sektor-cli", "Small Files: folders worked on side by side (default 1)."),
                      QT_TRANSLATE_NOOP("sektor-cli", "count"));
    QCommandLineOption selfTest = valueOption(
        "self-test",
        QT_TRANSLATE_NOOP("sektor-cli",
                          "Health Check: which of the drive's own self-tests runs (default short; none only reads its "
                          "health and log)."),
        QT_TRANSLATE_NOOP("sektor-cli", "short|extended|conveyance|none"));
    QCommandLineOption passes
        = valueOption("passes",
                      QT_TRANSLATE_NOOP("sektor-cli",
                                        "Burn-in: how often each pattern is written and read back (1-99, "
                                        "default 1)."),
                      QT_TRANSLATE_NOOP("sektor-cli", "count"));
    QCommandLineOption patterns = valueOption(
        "patterns",
        QT_TRANSLATE_NOOP("sektor-cli",
                          "Burn-in: what is written, in this order: stamps (each block names its place, default), "
                          "random, zeros, ones."),
        QT_TRANSLATE_NOOP("sektor-cli", "list"));
    QCommandLineOption latencyClasses = valueOption(
        "latency-classes",
        QT_TRANSLATE_NOOP("sektor-cli",
                          "Burn-in: the five bounds of the blocks' time classes in ms (default 3,10,50,150,500); a "
                          "block in the last class is slow."),
        QT_TRANSLATE_NOOP("sektor-cli", "list"));
    QCommandLineOption stopAfterErrors
        = valueOption("stop-after-errors",
                      QT_TRANSLATE_NOOP("sektor-cli", "Burn-in: stop once this many ranges failed."),
                      QT_TRANSLATE_NOOP("sektor-cli", "count"));
    QCommandLineOption stopIfSlower = valueOption(
        "stop-if-slower",
        QT_TRANSLATE_NOOP("sektor-cli",
                          "Burn-in: stop when the rate stays below this (MB/s, or with a unit) for --for."),
        QT_TRANSLATE_NOOP("sektor-cli", "rate"));
    QCommandLineOption slowerFor
        = valueOption("for",
                      QT_TRANSLATE_NOOP("sektor-cli", "Burn-in: how long the rate must stay below --stop-if-slower."),
                      QT_TRANSLATE_NOOP("sektor-cli", "duration"));
    QCommandLineOption stopIfHotter
        = valueOption("stop-if-hotter",
                      QT_TRANSLATE_NOOP("sektor-cli", "Burn-in: stop when the drive reads hotter than this (°C)."),
                      QT_TRANSLATE_NOOP("sektor-cli", "celsius"));
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
        return {profile,      size,   runs,     time,           warmup,          interval,     mix,
                data,         engine, tests,    modes,          blockSizes,      queueDepth,   samples,
                slowBelow,    reads,  slowRead, files,          fileSize,        fileSync,     threads,
                selfTest,     passes, patterns, latencyClasses, stopAfterErrors, stopIfSlower, slowerFor,
                stopIfHotter, resume, seed,     json,           comment,         allowDestroy, quiet,
                noSave,       peak};
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

// --self-test: one of the types a drive offers, for the Health Check only (a vendor's own test is not asked for).
Error applySelfTestArgument(const QString &value, const Profile &profile, RunOptions &options)
{
    if (Error e = optionBelongsTo(value, "self-test", profile, KindSetting::SelfTest); e.isError() || value.isEmpty())
        return e;
    const std::optional<SelfTestType> type = fromId<SelfTestType>(value.trimmed().toLower());
    if (!type || *type == SelfTestType::Vendor)
        return invalidOptionValue(value, "self-test");
    options.kinds.edit<HealthCheckOptions>().selfTest = *type;
    return {};
}

// The options that belong to one kind or another: the surface tests', the small-files test's (its threads shape
// @p profile), the health check's, the burn-in's.
Error applyKindArguments(const QCommandLineParser &parser, const Options &o, Profile &profile, RunOptions &r)
{
    const SurfaceArguments surface {
        parser.value(o.samples), parser.value(o.reads), parser.value(o.slowBelow), parser.value(o.slowRead)};
    const FilesArguments files {
        parser.value(o.files), parser.value(o.fileSize), parser.value(o.fileSync), parser.value(o.threads)};
    if (Error e = applySurfaceArguments(surface, profile, r); e.isError())
        return e;
    if (Error e = applyFilesArguments(files, profile, r); e.isError())
        return e;
    const BurnInArguments burnIn {parser.value(o.passes),
                                  parser.value(o.patterns),
                                  parser.value(o.latencyClasses),
                                  parser.value(o.stopAfterErrors),
                                  parser.value(o.stopIfSlower),
                                  parser.value(o.slowerFor),
                                  parser.value(o.stopIfHotter)};
    if (Error e = applyBurnInArguments(burnIn, profile, r); e.isError())
        return e;
    return applySelfTestArgument(parser.value(o.selfTest), profile, r);
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
    for (const QCommandLineOption *option : {&o.profile,
                                             &o.size,
                                             &o.tests,
                                             &o.modes,
                                             &o.queueDepth,
                                             &o.slowRead,
                                             &o.passes,
                                             &o.patterns,
                                             &o.latencyClasses,
                                             &o.stopAfterErrors,
                                             &o.stopIfSlower,
                                             &o.slowerFor,
                                             &o.stopIfHotter,
                                             &o.seed,
                                             &o.engine}) {
        if (parser.isSet(*option))
            return Error::invalidArgument(
                QCoreApplication::translate("sektor-cli",
                                            "--resume goes on with the profile and settings of the run it resumes: "
                                            "leave out --%1.")
                    .arg(option->names().constLast()));
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
