// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
// fromJson(): the reading half of jsonreport.h, strict so a damaged file fails with a reason.
#include "report/jsonreport.h"

#include "report/conditionsjson.h"
#include "report/healthjson.h"
#include "report/jsonfields.h"
#include "report/jsonshape.h"
#include "report/kindreports.h"
#include "report/latencyjson.h"
#include "report/resultfieldkeys.h"
#include "report/resultfileread.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <limits>

namespace Sektor {

namespace {

/// Reads the parts of a result; the typed accessors come from JsonFields.
class JsonReportReader : public JsonFields
{
public:
    LatencySummary summary(const QJsonObject &o, const QString &path);
    RunMetrics run(const QJsonObject &o, const QString &path);
    TestSpec spec(const QJsonObject &o, const QString &path);
    Sample sample(const QJsonObject &o, const QString &path);
    IoMode mode(const QJsonObject &o, const QString &path);
    SkippedTest skipped(const QJsonObject &o, const QString &path);
    TestResult test(const QJsonObject &o, const QString &path);
    RunResult result(const QJsonObject &o);
};

LatencySummary JsonReportReader::summary(const QJsonObject &o, const QString &path)
{
    LatencySummary s;
    s.meanNs = real(o, "meanNs", path);
    for (const auto &[key, field] : latencySummaryIntegerKeys)
        s.*field = u64(o, key, path);
    return s;
}

RunMetrics JsonReportReader::run(const QJsonObject &o, const QString &path)
{
    RunMetrics r;
    r.windowNs = duration(o, "windowNs", path, MaxRecordedNs);
    r.cpuUserNs = duration(o, "cpuUserNs", path, MaxRecordedNs);
    r.cpuSystemNs = duration(o, "cpuSystemNs", path, MaxRecordedNs);
    if (o.contains(QLatin1String("cpuWaitNs"))) // newer files only
        r.cpuWaitNs = duration(o, "cpuWaitNs", path, MaxRecordedNs);
    r.ioThreads = laterU32(o, "ioThreads", path);
    const auto direction = [&](const char *key) {
        const QString p = member(path, key);
        const QJsonObject d = object(o, key, path);
        return DirectionMetrics {
            u64(d, "ios", p), u64(d, "bytes", p), summary(object(d, "latency", p), p + QLatin1String(".latency"))};
    };
    r.read = direction("read");
    r.write = direction("write");
    return r;
}

TestSpec JsonReportReader::spec(const QJsonObject &o, const QString &path)
{
    TestSpec spec;
    spec.pattern = choice<AccessPattern>(o, "pattern", path);
    spec.blockSize = u32(o, "blockSize", path);
    spec.queueDepth = u32(o, "queueDepth", path);
    spec.threads = u32(o, "threads", path);
    spec.syncWrites = boolean(o, "syncWrites", path);
    return spec;
}

IoMode JsonReportReader::mode(const QJsonObject &o, const QString &path)
{
    return choice<IoMode>(o, "mode", path);
}

SkippedTest JsonReportReader::skipped(const QJsonObject &o, const QString &path)
{
    SkippedTest s;
    s.spec = spec(o, path);
    s.mode = mode(o, path);
    s.reason.code = errorCodeFromId(string(o, "reason", path));
    s.reason.value = u64(o, "value", path);
    s.reason.limit = u64(o, "limit", path);
    return s;
}

TestResult JsonReportReader::test(const QJsonObject &o, const QString &path)
{
    TestResult t;
    t.spec = spec(o, path);
    t.mode = mode(o, path);
    t.mixReadPercent = integer(o, "mixReadPercent", path, 0, 100);
    const QString medianPath = path + QLatin1String(".median");
    const QJsonObject median = object(o, "median", path);
    t.stats.medianBytesPerSecond = real(median, "bytesPerSecond", medianPath);
    t.stats.medianIops = real(median, "iops", medianPath);
    t.stats.medianLatencyNs = real(median, "meanLatencyNs", medianPath);
    t.stats.bestBytesPerSecond = real(object(o, "best", path), "bytesPerSecond", path + QLatin1String(".best"));
    t.stats.worstBytesPerSecond = real(object(o, "worst", path), "bytesPerSecond", path + QLatin1String(".worst"));
    t.warmup = run(object(o, "warmup", path), path + QLatin1String(".warmup"));
    const QJsonArray runs = array(o, "runs", path);
    for (qsizetype i = 0; i < runs.size(); ++i)
        t.runs.append(run(runs.at(i).toObject(), path + QString::asprintf(".runs[%lld]", static_cast<long long>(i))));
    const QString lp = member(path, "latency");
    const QJsonObject latency = object(o, "latency", path);
    t.readLatency = latencyHistogramFromJson(*this, object(latency, "read", lp), member(lp, "read"));
    t.writeLatency = latencyHistogramFromJson(*this, object(latency, "write", lp), member(lp, "write"));
    if (t.mode == IoMode::Rewrite) // its blocks' own latency, which no other test has
        t.rewriteLatency = latencyHistogramFromJson(*this, object(latency, "rewrite", lp), member(lp, "rewrite"));
    const QJsonArray samples = array(o, "samples", path);
    std::int64_t sampledNs = 0; // what the figures add up: at most a year, as each time in a result
    for (qsizetype i = 0; i < samples.size(); ++i) {
        t.samples.append(
            sample(samples.at(i).toObject(), path + QString::asprintf(".samples[%lld]", static_cast<long long>(i))));
        sampledNs += t.samples.last().intervalNs;
        if (sampledNs > MaxRecordedNs) {
            fail(member(path, "samples"), "longer than any test");
            t.samples.clear();
            break;
        }
    }
    for (const KindReport *kind : kindReports())
        kind->readPayload(*this, o, path, t.payload);
    return t;
}

Sample JsonReportReader::sample(const QJsonObject &s, const QString &p)
{
    return Sample {integer(s, "run", p, 0, Limits::MaxRuns),
                   duration(s, "elapsedNs", p, MaxRecordedNs),
                   duration(s, "intervalNs", p, MaxRecordedNs),
                   u64(s, "readBytes", p),
                   u64(s, "writeBytes", p),
                   u64(s, "readIos", p),
                   u64(s, "writeIos", p)};
}

RunResult JsonReportReader::result(const QJsonObject &o)
{
    const QString root;
    RunResult r;
    const QJsonObject program = object(o, "program", root);
    r.programVersion = string(program, "version", QStringLiteral("program"));
    const QJsonObject profile = object(o, "profile", root);
    r.profileId = string(profile, "id", QStringLiteral("profile"));
    r.profileName = string(profile, "name", QStringLiteral("profile"));

    const QString op = QStringLiteral("options");
    const QJsonObject options = object(o, "options", root);
    r.options.testSize = u64(options, "testSizeBytes", op);
    r.options.runs = integer(options, "runs", op, 0, std::numeric_limits<int>::max());
    r.options.warmup = std::chrono::milliseconds(duration(options, "warmupMs", op, MaxRecordedNs / NsPerMs));
    r.options.measureTime = std::chrono::milliseconds(duration(options, "measureMs", op, MaxRecordedNs / NsPerMs));
    r.options.interval = std::chrono::milliseconds(i64(options, "intervalMs", op));
    r.options.mixReadPercent = integer(options, "mixReadPercent", op, 0, 100);
    r.options.data = choice<DataPattern>(options, "data", op);
    r.options.engine = choice<EngineChoice>(options, "engine", op);
    r.options.wholeTarget = laterBoolean(options, "wholeTarget", op);
    r.options.peak = laterBoolean(options, "peak", op);
    r.options.seed = std::uint64_t(decimal(options, "seed", op, UINT64_MAX));
    for (const KindReport *kind : kindReports())
        kind->readOptions(*this, options, op, r.options);
    r.seed = std::uint64_t(decimal(o, "seed", root, UINT64_MAX));

    const QString tp = QStringLiteral("target");
    const QJsonObject target = object(o, "target", root);
    r.target.kind = choice<TargetInfo::Kind>(target, "kind", tp);
    for (const auto &[key, field] : targetTextKeys)
        r.target.*field = string(target, key, tp);
    for (const auto &[key, field] : targetByteKeys)
        r.target.*field = u64(target, key, tp);
    for (const auto &[key, field] : targetBlockKeys)
        r.target.*field = u32(target, key, tp);
    for (const auto &[key, field] : targetFlagKeys)
        r.target.*field = boolean(target, key, tp);
    for (const auto &[key, field] : targetLaterFlagKeys)
        r.target.*field = laterBoolean(target, key, tp);
    const QJsonArray drives = array(target, "drives", tp);
    for (qsizetype i = 0; i < drives.size(); ++i) {
        const QJsonObject d = drives.at(i).toObject();
        const QString dp = tp + QString::asprintf(".drives[%lld]", static_cast<long long>(i));
        r.target.drives.append(MeasuredDrive {name(d, "name", dp),
                                              name(d, "model", dp),
                                              laterName(d, "serial", dp),
                                              laterName(d, "wwid", dp),
                                              name(d, "firmware", dp),
                                              name(d, "transport", dp),
                                              u64(d, "sizeBytes", dp),
                                              boolean(d, "rotational", dp),
                                              linkFromJson(*this, d, dp),
                                              temperatureFromJson(*this, d, dp),
                                              healthFromJson(*this, d, "healthBefore", dp),
                                              healthFromJson(*this, d, "healthAfter", dp),
                                              laterU32(d, "ioTimeoutMs", dp)});
    }

    const QString sp = QStringLiteral("system");
    const QJsonObject system = object(o, "system", root);
    r.system.os = name(system, "os", sp);
    r.system.kernel = name(system, "kernel", sp);
    r.system.cpu = name(system, "cpu", sp);
    r.system.hostName = name(system, "hostName", sp);
    r.system.vendor = laterName(system, "vendor", sp);
    r.system.product = laterName(system, "product", sp);
    r.system.serial = laterName(system, "serial", sp);
    r.system.serialUnreadable = laterBoolean(system, "serialUnreadable", sp);
    r.backend = string(o, "backend", root);
    r.backendDetail = string(o, "backendDetail", root);
    r.peakDetail = laterString(o, "peakDetail", root);
    r.started = date(o, "started", root);
    r.finished = date(o, "finished", root);
    const QJsonArray warnings = array(o, "warnings", root);
    for (const QJsonValue w : warnings) {
        if (!w.isString())
            fail(QStringLiteral("warnings"), "not a list of strings");
        r.warnings.append(w.toString());
    }
    r.conditions = conditionsFromJson(*this, o);
    r.comment = string(o, "comment", root);
    if (o.contains(QLatin1String("stoppedBy")))
        r.stoppedBy = choice<StopReason>(o, "stoppedBy", root);

    const QString tt = QStringLiteral("totals");
    const QJsonObject totals = object(o, "totals", root);
    r.totals = IoTotals {u64(totals, "readIos", tt),
                         u64(totals, "readBytes", tt),
                         u64(totals, "writeIos", tt),
                         u64(totals, "writeBytes", tt),
                         u64(totals, "flushes", tt)};

    const QJsonArray tests = array(o, "tests", root);
    for (qsizetype i = 0; i < tests.size(); ++i)
        r.tests.append(test(tests.at(i).toObject(), QString::asprintf("tests[%lld]", static_cast<long long>(i))));
    const QJsonArray skippedTests = array(o, "skipped", root);
    for (qsizetype i = 0; i < skippedTests.size(); ++i)
        r.skipped.append(
            skipped(skippedTests.at(i).toObject(), QString::asprintf("skipped[%lld]", static_cast<long long>(i))));
    return r;
}

} // namespace

namespace {
// Reads one part with a fresh reader: the value, or the first problem found in it.
template<typename T, typename Read>
Expected<T> readPart(const QJsonObject &object, Read read)
{
    JsonReportReader reader;
    T value = read(reader, object);
    if (reader.failed())
        return reader.error();
    return value;
}
} // namespace

Expected<TestResult> testResultFromJson(const QJsonObject &object)
{
    return readPart<TestResult>(object, [](JsonReportReader &r, const QJsonObject &o) {
        return r.test(o, QStringLiteral("test"));
    });
}

Expected<Sample> sampleFromJson(const QJsonObject &object)
{
    return readPart<Sample>(object, [](JsonReportReader &r, const QJsonObject &o) {
        return r.sample(o, QStringLiteral("sample"));
    });
}

Expected<TestSpec> testSpecFromJson(const QJsonObject &object)
{
    return readPart<TestSpec>(object, [](JsonReportReader &r, const QJsonObject &o) {
        return r.spec(o, QStringLiteral("spec"));
    });
}

namespace {

/// Why @p json is too big to parse as a result, or nullptr: asked before QJsonDocument allocates (jsonshape.h).
const char *shapeProblem(const QByteArray &json)
{
    if (json.size() > MaxResultFileBytes)
        return "larger than any result";
    const JsonShape shape = measureJsonShape(json);
    if (shape.depth > ResultJsonLimits::MaxDepth)
        return "nested deeper than any result";
    if (shape.containers > ResultJsonLimits::MaxContainers || shape.items > ResultJsonLimits::MaxItems)
        return "more objects, arrays or values than any result";
    return nullptr;
}

} // namespace

Expected<RunResult> fromJson(const QByteArray &json)
{
    JsonReportReader reader;
    if (const char *problem = shapeProblem(json)) {
        reader.fail(QStringLiteral("document"), problem);
        return reader.error();
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        reader.fail(QStringLiteral("offset ") + QString::number(parseError.offset), "not valid JSON");
        return reader.error();
    }
    if (!doc.isObject()) {
        reader.fail(QStringLiteral("document"), "not a JSON object");
        return reader.error();
    }
    const QJsonObject o = doc.object();
    if (reader.string(o, "format", QString()) != QLatin1String(JsonReportFormat)) {
        reader.fail(QStringLiteral("format"), "not \"sektor-result\"");
        return reader.error();
    }
    // Newer versions may change meanings, not just add keys: refuse rather than misread them.
    const std::int64_t version = reader.i64(o, "formatVersion", QString());
    if (reader.failed() || version != JsonReportFormatVersion) {
        reader.fail(QStringLiteral("formatVersion"), "unsupported version (this Sektor reads version 1)");
        return reader.error();
    }
    RunResult result = reader.result(o);
    if (reader.failed())
        return reader.error();
    return result;
}

} // namespace Sektor
