// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/kinds/burninjson.h"
#include "report/kinds/surfacejson.h"

#include <QJsonArray>

namespace Sektor {

namespace {
template<typename Array>
QJsonArray numbers(const Array &values)
{
    QJsonArray out;
    for (const auto v : values)
        out.append(jsonNumber(std::uint64_t(v)));
    return out;
}

/// The classes' counts, checked to be one per class.
void readCounts(JsonFields &f, const QJsonObject &o, const char *key, const QString &path, LatencyClasses &classes)
{
    const QJsonArray counts = f.array(o, key, path);
    if (counts.size() != qsizetype(LatencyClasses::Classes)) {
        f.fail(JsonFields::member(path, key), "not one count per latency class");
        return;
    }
    for (qsizetype c = 0; c < counts.size(); ++c)
        classes.add(std::size_t(c), f.unsignedValue(counts.at(c), JsonFields::member(path, key)));
}
} // namespace

QJsonObject burnInToJson(const BurnInResult &b)
{
    QJsonArray patterns;
    for (const BurnInPattern p : b.patterns)
        patterns.append(QLatin1String(idOf(p)));
    QJsonArray bounds;
    for (const std::chrono::microseconds bound : b.writeClasses.bounds())
        bounds.append(qint64(bound.count()));
    QJsonObject out {{QStringLiteral("blockBytes"), qint64(b.blockBytes)},
                     {QStringLiteral("passes"), b.passes},
                     {QStringLiteral("patterns"), patterns},
                     {QStringLiteral("steps"), b.steps},
                     {QStringLiteral("stepsDone"), b.stepsDone},
                     {QStringLiteral("stepBytesDone"), jsonNumber(b.stepBytesDone)},
                     {QStringLiteral("writtenBytes"), jsonNumber(b.writtenBytes)},
                     {QStringLiteral("readBytes"), jsonNumber(b.readBytes)},
                     {QStringLiteral("writeNs"), qint64(b.writeNs)},
                     {QStringLiteral("readNs"), qint64(b.readNs)},
                     {QStringLiteral("latencyBoundsUs"), bounds},
                     {QStringLiteral("writeClasses"), numbers(b.writeClasses.counts())},
                     {QStringLiteral("readClasses"), numbers(b.readClasses.counts())},
                     {QStringLiteral("chunkClasses"), numbers(b.chunkClasses)},
                     {QStringLiteral("writeChunks"), surfaceChunksToJson(b.writeChunks)}};
    if (b.aliasing) {
        out.insert(QStringLiteral("aliasing"),
                   QJsonObject {{QStringLiteral("readAt"), jsonNumber(b.aliasing->readAt)},
                                {QStringLiteral("writtenFor"), jsonNumber(b.aliasing->writtenFor)}});
    }
    if (b.goneAt)
        out.insert(QStringLiteral("goneAt"), jsonNumber(*b.goneAt));
    return out;
}

BurnInResult burnInFromJson(JsonFields &f, const QJsonObject &o, const QString &path, const SurfaceResult &surface)
{
    BurnInResult b;
    b.surface = surface;
    b.blockBytes = f.u32(o, "blockBytes", path);
    b.passes = f.integer(o, "passes", path, 1, Limits::MaxBurnInPasses);
    const QJsonArray patterns = f.array(o, "patterns", path);
    for (const QJsonValue p : patterns) {
        if (const std::optional<BurnInPattern> pattern = fromId<BurnInPattern>(p.toString()))
            b.patterns.append(*pattern);
        else
            f.fail(JsonFields::member(path, "patterns"), "unknown value");
    }
    const int maxSteps = 2 * Limits::MaxBurnInPasses * int(std::size(EnumIds<BurnInPattern>::table));
    b.steps = f.integer(o, "steps", path, 0, maxSteps);
    b.stepsDone = f.integer(o, "stepsDone", path, 0, b.steps);
    b.stepBytesDone = f.u64(o, "stepBytesDone", path);
    b.writtenBytes = f.u64(o, "writtenBytes", path);
    b.readBytes = f.u64(o, "readBytes", path);
    b.writeNs = f.duration(o, "writeNs", path, MaxRecordedNs);
    b.readNs = f.duration(o, "readNs", path, MaxRecordedNs);
    const QJsonArray boundsJson = f.array(o, "latencyBoundsUs", path);
    LatencyClasses::Bounds bounds = LatencyClasses::DefaultBounds;
    if (boundsJson.size() == qsizetype(bounds.size())) {
        for (std::size_t i = 0; i < bounds.size(); ++i)
            bounds[i] = std::chrono::microseconds(
                f.unsignedValue(boundsJson.at(qsizetype(i)), JsonFields::member(path, "latencyBoundsUs")));
    } else {
        f.fail(JsonFields::member(path, "latencyBoundsUs"), "not one bound per boundary");
    }
    if (LatencyClasses(bounds).check().isError())
        f.fail(JsonFields::member(path, "latencyBoundsUs"), "bounds that do not rise");
    b.writeClasses = b.readClasses = LatencyClasses(bounds);
    readCounts(f, o, "writeClasses", path, b.writeClasses);
    readCounts(f, o, "readClasses", path, b.readClasses);
    const QJsonArray chunkClasses = f.array(o, "chunkClasses", path);
    for (const QJsonValue c : chunkClasses)
        b.chunkClasses.append(
            std::uint8_t(f.unsignedValue(c, JsonFields::member(path, "chunkClasses"), LatencyClasses::Classes - 1)));
    b.writeChunks = surfaceChunksFromJson(f, f.array(o, "writeChunks", path), JsonFields::member(path, "writeChunks"));
    if (o.contains(QLatin1String("aliasing"))) {
        const QString p = JsonFields::member(path, "aliasing");
        const QJsonObject a = f.object(o, "aliasing", path);
        b.aliasing = BurnInAliasing {f.u64(a, "readAt", p), f.u64(a, "writtenFor", p)};
    }
    if (o.contains(QLatin1String("goneAt")))
        b.goneAt = f.u64(o, "goneAt", path);
    return b;
}

void insertStopRules(QJsonObject &options, const StopRules &rules)
{
    if (rules == StopRules {})
        return;
    QJsonObject out;
    if (rules.afterErrors)
        out.insert(QStringLiteral("afterErrors"), jsonNumber(*rules.afterErrors));
    if (rules.slower) {
        out.insert(QStringLiteral("slowerBytesPerSecond"), rules.slower->bytesPerSecond);
        out.insert(QStringLiteral("slowerForMs"), qint64(rules.slower->lasting.count()));
    }
    if (rules.hotterMilliCelsius)
        out.insert(QStringLiteral("hotterMilliCelsius"), *rules.hotterMilliCelsius);
    options.insert(QStringLiteral("stopRules"), out);
}

void readStopRules(JsonFields &f, const QJsonObject &options, const QString &path, StopRules &rules)
{
    if (!options.contains(QLatin1String("stopRules")))
        return;
    const QString p = JsonFields::member(path, "stopRules");
    const QJsonObject o = f.object(options, "stopRules", path);
    if (o.contains(QLatin1String("afterErrors")))
        rules.afterErrors = f.u64(o, "afterErrors", p);
    if (o.contains(QLatin1String("slowerBytesPerSecond")))
        rules.slower = StopRules::Slower {f.real(o, "slowerBytesPerSecond", p),
                                          std::chrono::milliseconds(f.duration(o, "slowerForMs", p, MaxRecordedNs))};
    if (o.contains(QLatin1String("hotterMilliCelsius")))
        rules.hotterMilliCelsius = f.integer(o, "hotterMilliCelsius", p, 1, 150000);
}

} // namespace Sektor
