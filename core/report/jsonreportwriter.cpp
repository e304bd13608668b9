// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/jsonreport.h"

#include "model/caveats.h"
#include "model/cpucost.h"
#include "model/units.h"
#include "report/conditionsjson.h"
#include "report/conditionsreport.h"
#include "report/healthjson.h"
#include "report/jsonfields.h"
#include "report/kindreports.h"
#include "report/latencyjson.h"
#include "report/resultfieldkeys.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace Sektor {

namespace {

QString dateToJson(const QDateTime &dt)
{
    if (!dt.isValid())
        return {};
    // Pin the offset so the text says which wall-clock time the run saw, and Qt writes it.
    return dt.toOffsetFromUtc(dt.offsetFromUtc()).toString(Qt::ISODateWithMs);
}

QJsonObject directionToJson(const DirectionMetrics &d)
{
    return {{QStringLiteral("ios"), jsonNumber(d.ios)},
            {QStringLiteral("bytes"), jsonNumber(d.bytes)},
            {QStringLiteral("latency"), latencySummaryToJson(d.latency)}};
}

/// A run of a test in @p mode: its figures as the test's (a rewrite's blocks once), and each direction's counts. The
/// I/O threads and their wait for a processor only where recorded: a file of an older version is written as it was.
QJsonObject runToJson(const RunMetrics &r, IoMode mode)
{
    QJsonObject o {{QStringLiteral("windowNs"), qint64(r.windowNs)},
                   {QStringLiteral("bytesPerSecond"), r.figureBytesPerSecond(mode)},
                   {QStringLiteral("iops"), r.figureIops(mode)},
                   {QStringLiteral("cpuUserNs"), qint64(r.cpuUserNs)},
                   {QStringLiteral("cpuSystemNs"), qint64(r.cpuSystemNs)},
                   {QStringLiteral("read"), directionToJson(r.read)},
                   {QStringLiteral("write"), directionToJson(r.write)}};
    if (r.cpuWaitNs > 0)
        o.insert(QStringLiteral("cpuWaitNs"), qint64(r.cpuWaitNs));
    if (r.ioThreads > 0)
        o.insert(QStringLiteral("ioThreads"), qint64(r.ioThreads));
    return o;
}

QJsonObject sampleToJson(const Sample &s)
{
    return {{QStringLiteral("run"), s.run},
            {QStringLiteral("elapsedNs"), qint64(s.elapsedNs)},
            {QStringLiteral("intervalNs"), qint64(s.intervalNs)},
            {QStringLiteral("readBytes"), jsonNumber(s.readBytes)},
            {QStringLiteral("writeBytes"), jsonNumber(s.writeBytes)},
            {QStringLiteral("readIos"), jsonNumber(s.readIos)},
            {QStringLiteral("writeIos"), jsonNumber(s.writeIos)}};
}

// The keys that describe a test row; tests and skipped tests both start with them.
QJsonObject specToJson(const TestSpec &spec)
{
    return {{QStringLiteral("name"), spec.name()},
            {QStringLiteral("pattern"), QLatin1String(idOf(spec.pattern))},
            {QStringLiteral("blockSize"), qint64(spec.blockSize)},
            {QStringLiteral("queueDepth"), qint64(spec.queueDepth)},
            {QStringLiteral("threads"), qint64(spec.threads)},
            {QStringLiteral("syncWrites"), spec.syncWrites}};
}

QJsonObject withSpec(const TestSpec &spec, const QJsonObject &fields)
{
    QJsonObject o = specToJson(spec);
    for (auto it = fields.begin(); it != fields.end(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

/// Derived, as "notes" are, and not read back: what the test's I/O threads cost in CPU time, from its runs.
QJsonObject cpuCostToJson(const TestResult &t)
{
    const CpuCost cost = cpuCostOf(t);
    QJsonObject o;
    if (cost.nsPerIo)
        o.insert(QStringLiteral("nsPerIo"), *cost.nsPerIo);
    if (cost.busyShare) {
        o.insert(QStringLiteral("busyShare"), *cost.busyShare);
        o.insert(QStringLiteral("cpuBound"), isCpuBound(t));
    }
    return o;
}

QJsonObject testToJson(const TestResult &t)
{
    const RunStatistics &s = t.stats;
    QJsonArray runs;
    for (const RunMetrics &r : t.runs)
        runs.append(runToJson(r, t.mode));
    QJsonArray samples;
    for (const Sample &sample : t.samples)
        samples.append(sampleToJson(sample));
    QJsonObject test = withSpec(
        t.spec,
        {
            {QStringLiteral("mode"), ioModeId(t.mode)},
            {QStringLiteral("mixReadPercent"), t.mixReadPercent},
            {QStringLiteral("median"),
             QJsonObject {{QStringLiteral("bytesPerSecond"), s.medianBytesPerSecond},
                          {QStringLiteral("megabytesPerSecond"), s.medianBytesPerSecond / BytesPerMB},
                          {QStringLiteral("iops"), s.medianIops},
                          // Both: µs for readers, ns because x / 1000 * 1000 is not always x in doubles.
                          {QStringLiteral("meanLatencyUs"), s.medianLatencyNs / double(NsPerUs)},
                          {QStringLiteral("meanLatencyNs"), s.medianLatencyNs}}},
            {QStringLiteral("best"), QJsonObject {{QStringLiteral("bytesPerSecond"), s.bestBytesPerSecond}}},
            {QStringLiteral("worst"), QJsonObject {{QStringLiteral("bytesPerSecond"), s.worstBytesPerSecond}}},
            {QStringLiteral("spread"), s.spread()},
            {QStringLiteral("warmup"), runToJson(t.warmup, t.mode)},
            {QStringLiteral("runs"), runs},
            {QStringLiteral("latency"),
             QJsonObject {{QStringLiteral("read"), latencyHistogramToJson(t.readLatency)},
                          {QStringLiteral("write"), latencyHistogramToJson(t.writeLatency)}}},
            {QStringLiteral("samples"), samples},
        });
    if (t.mode == IoMode::Rewrite) { // a rewrite's blocks, each read and written back; other tests' files unchanged
        QJsonObject latency = test.value(QLatin1String("latency")).toObject();
        latency.insert(QStringLiteral("rewrite"), latencyHistogramToJson(t.rewriteLatency));
        test.insert(QStringLiteral("latency"), latency);
    }
    if (const QJsonObject cpu = t.isRunFigure() ? cpuCostToJson(t) : QJsonObject(); !cpu.isEmpty())
        test.insert(QStringLiteral("cpu"), cpu);
    // Only a test with a payload has its kind's member: the other tests' files stay as they were.
    for (const KindReport *kind : kindReports())
        kind->writePayload(test, t.payload);
    return test;
}

QJsonArray drivesToJson(const QList<MeasuredDrive> &drives)
{
    QJsonArray out;
    for (const MeasuredDrive &d : drives) {
        QJsonObject drive {{QStringLiteral("name"), d.name},
                           {QStringLiteral("model"), d.model},
                           {QStringLiteral("serial"), d.serial},
                           {QStringLiteral("wwid"), d.wwid},
                           {QStringLiteral("firmware"), d.firmware},
                           {QStringLiteral("transport"), d.transport},
                           {QStringLiteral("sizeBytes"), jsonNumber(d.sizeBytes)},
                           {QStringLiteral("rotational"), d.rotational},
                           {QStringLiteral("link"), linkToJson(d.link)},
                           {QStringLiteral("temperature"), temperatureToJson(d.temperature)}};
        // Only what the drive said: a drive that says nothing has no health object, not a made-up one.
        if (d.healthBefore.known())
            drive.insert(QStringLiteral("healthBefore"), healthToJson(d.healthBefore));
        if (d.healthAfter.known())
            drive.insert(QStringLiteral("healthAfter"), healthToJson(d.healthAfter));
        if (d.ioTimeoutMs > 0)
            drive.insert(QStringLiteral("ioTimeoutMs"), jsonNumber(d.ioTimeoutMs));
        out.append(drive);
    }
    return out;
}

QJsonObject targetToJson(const TargetInfo &t)
{
    QJsonObject o {{QStringLiteral("kind"), QLatin1String(idOf(t.kind))},
                   {QStringLiteral("drives"), drivesToJson(t.drives)}};
    for (const auto &[key, field] : targetTextKeys)
        o.insert(QLatin1String(key), t.*field);
    for (const auto &[key, field] : targetByteKeys)
        o.insert(QLatin1String(key), jsonNumber(t.*field));
    for (const auto &[key, field] : targetBlockKeys)
        o.insert(QLatin1String(key), qint64(t.*field));
    for (const auto &[key, field] : targetFlagKeys)
        o.insert(QLatin1String(key), t.*field);
    for (const auto &[key, field] : targetLaterFlagKeys)
        o.insert(QLatin1String(key), t.*field);
    return o;
}

// Tests the target could not run; the reason as a stable id plus the numbers its sentence needs.
QJsonArray skippedToJson(const QList<SkippedTest> &skipped)
{
    QJsonArray out;
    for (const SkippedTest &s : skipped) {
        out.append(withSpec(s.spec,
                            {{QStringLiteral("mode"), ioModeId(s.mode)},
                             {QStringLiteral("reason"), errorCodeId(s.reason.code)},
                             {QStringLiteral("value"), jsonNumber(s.reason.value)},
                             {QStringLiteral("limit"), jsonNumber(s.reason.limit)}}));
    }
    return out;
}

QJsonObject optionsToJson(const RunOptions &o)
{
    QJsonObject options {{QStringLiteral("testSizeBytes"), jsonNumber(o.testSize)},
                         {QStringLiteral("runs"), o.runs},
                         {QStringLiteral("warmupMs"), qint64(o.warmup.count())},
                         {QStringLiteral("measureMs"), qint64(o.measureTime.count())},
                         {QStringLiteral("intervalMs"), qint64(o.interval.count())},
                         {QStringLiteral("mixReadPercent"), o.mixReadPercent},
                         {QStringLiteral("data"), QLatin1String(dataPatternId(o.data))},
                         {QStringLiteral("engine"), QLatin1String(engineChoiceId(o.engine))},
                         {QStringLiteral("seed"), QString::number(o.seed)},
                         {QStringLiteral("wholeTarget"), o.wholeTarget}};
    if (o.peak) // peak mode (RunOptions::peak); absent: false
        options.insert(QStringLiteral("peak"), true);
    for (const KindReport *kind : kindReports())
        kind->writeOptions(options, o);
    return options;
}

QJsonArray noteTextsToJson(const QList<TrustNote> &notes)
{
    QJsonArray texts;
    for (const TrustNote &note : notes)
        texts.append(note.text);
    return texts;
}

QJsonArray noteLevelsToJson(const QList<TrustNote> &notes)
{
    QJsonArray levels;
    for (const TrustNote &note : notes)
        levels.append(noteLevelId(note.level));
    return levels;
}

// The computer's firmware names (DMI) only where it gave them: a result of a machine without them, or of a version
// that did not read them, is written as before.
QJsonObject systemToJson(const SystemInfo &system)
{
    QJsonObject o {{QStringLiteral("os"), system.os},
                   {QStringLiteral("kernel"), system.kernel},
                   {QStringLiteral("cpu"), system.cpu},
                   {QStringLiteral("hostName"), system.hostName}};
    const std::pair<const char *, QString> names[] {
        {"vendor", system.vendor}, {"product", system.product}, {"serial", system.serial}};
    for (const auto &[key, value] : names)
        if (!value.isEmpty())
            o.insert(QLatin1String(key), value);
    if (system.serialUnreadable)
        o.insert(QStringLiteral("serialUnreadable"), true);
    return o;
}
} // namespace

QJsonObject toJson(const RunResult &r)
{
    QJsonArray tests;
    for (const TestResult &t : r.tests)
        tests.append(testToJson(t));
    const QList<TrustNote> notes = trustNoteList(r, Wording::English);
    QJsonObject out {
        {QStringLiteral("format"), QLatin1String(JsonReportFormat)},
        {QStringLiteral("formatVersion"), JsonReportFormatVersion},
        {QStringLiteral("program"),
         QJsonObject {{QStringLiteral("name"), QStringLiteral("Sektor")},
                      {QStringLiteral("version"), r.programVersion}}},
        {QStringLiteral("profile"),
         QJsonObject {{QStringLiteral("id"), r.profileId}, {QStringLiteral("name"), r.profileName}}},
        {QStringLiteral("options"), optionsToJson(r.options)},
        {QStringLiteral("seed"),
         QString::number(r.seed)}, // the seed used; options.seed is the one asked for (0 = pick)
        {QStringLiteral("target"), targetToJson(r.target)},
        {QStringLiteral("system"), systemToJson(r.system)},
        {QStringLiteral("backend"), r.backend},
        {QStringLiteral("backendDetail"), r.backendDetail},
        {QStringLiteral("started"), dateToJson(r.started)},
        {QStringLiteral("finished"), dateToJson(r.finished)},
        {QStringLiteral("warnings"), QJsonArray::fromStringList(r.warnings)},
        // Derived, for readers that do not know the ids: every reason not to trust a figure, as English sentences.
        // The reader does not load it back; it follows from the fields above.
        {QStringLiteral("notes"), noteTextsToJson(notes)},
        // The level of each note, in the same order ("measures", "figures", "run-to-run"): a reader can tell a
        // figure that is not the drive's from one that merely varied. Beside "notes", which stay plain sentences.
        {QStringLiteral("noteLevels"), noteLevelsToJson(notes)},
        {QStringLiteral("conditions"), conditionsToJson(r.conditions)},
        // Derived as "notes" are: the links, their ceilings and the conditions as English sentences.
        {QStringLiteral("conditionNotes"), QJsonArray::fromStringList(conditionNotes(r, Wording::English))},
        {QStringLiteral("comment"), r.comment},
        {QStringLiteral("totals"),
         QJsonObject {{QStringLiteral("readIos"), jsonNumber(r.totals.readIos)},
                      {QStringLiteral("readBytes"), jsonNumber(r.totals.readBytes)},
                      {QStringLiteral("writeIos"), jsonNumber(r.totals.writeIos)},
                      {QStringLiteral("writeBytes"), jsonNumber(r.totals.writeBytes)},
                      {QStringLiteral("flushes"), jsonNumber(r.totals.flushes)}}},
        {QStringLiteral("tests"), tests},
        {QStringLiteral("skipped"), skippedToJson(r.skipped)},
    };
    // Only when a rule fired: older readers and runs without stop rules see no new member.
    if (r.stoppedBy != StopReason::None)
        out.insert(QStringLiteral("stoppedBy"), QLatin1String(idOf(r.stoppedBy)));
    // Likewise only in peak mode (options.peak): what it had in effect and what not.
    if (r.options.peak)
        out.insert(QStringLiteral("peakDetail"), r.peakDetail);
    // Derived as "notes" are: a run's summary of its kind's figures, which the reader recomputes from the tests.
    for (const KindReport *kind : kindReports())
        kind->writeSummary(out, r);
    return out;
}

QJsonObject toJson(const TestResult &test)
{
    return testToJson(test);
}

QJsonObject toJson(const Sample &sample)
{
    return sampleToJson(sample);
}

QJsonObject toJson(const TestSpec &spec)
{
    return specToJson(spec);
}

QByteArray toJsonBytes(const RunResult &result)
{
    return QJsonDocument(toJson(result)).toJson(QJsonDocument::Indented);
}

QByteArray canonicalResultJson(const RunResult &result)
{
    return toJsonBytes(result);
}

} // namespace Sektor
