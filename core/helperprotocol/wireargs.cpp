// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "helperprotocol/wireargs.h"
#include "model/kindtraits.h"

#include <QDBusMetaType>

#include <algorithm>

namespace Sektor::HelperProtocol {

namespace {
Error invalid(const char *detail)
{
    return Error::invalidArgument(QLatin1String(detail));
}
} // namespace

WireProfile toWire(const Profile &profile)
{
    WireProfile wire;
    wire.kind = quint32(profile.kind);
    for (const TestSpec &spec : profile.tests)
        wire.tests.append(
            WireTest {quint32(spec.pattern), spec.blockSize, spec.queueDepth, spec.threads, spec.syncWrites});
    for (IoMode mode : profile.modes)
        wire.modes.append(quint32(mode));
    return wire;
}

namespace {
void burnInToWire(const RunOptions &options, WireOptions &wire)
{
    wire.burnInPasses = quint32(options.burnInPasses);
    for (const BurnInPattern pattern : options.burnInPatterns)
        wire.burnInPatterns.append(quint32(pattern));
    for (const std::chrono::microseconds bound : options.latencyBounds)
        wire.latencyBoundsUs.append(quint32(std::min<qint64>(bound.count(), UINT32_MAX)));
    const StopRules &rules = options.stopRules;
    wire.stopAfterErrors = rules.afterErrors.value_or(0);
    wire.slowerBytesPerSecond = rules.slower ? rules.slower->bytesPerSecond : 0;
    wire.slowerForMs = rules.slower ? quint32(std::clamp<qint64>(rules.slower->lasting.count(), 0, UINT32_MAX)) : 0;
    wire.hotterMilliCelsius = quint32(std::max(rules.hotterMilliCelsius.value_or(0), 0));
}

// The burn-in's settings: bounded before any conversion, so that nothing wraps into range; validate() checks the rest.
Error burnInFromWire(const WireOptions &wire, RunOptions &options)
{
    if (wire.burnInPasses > quint32(Limits::MaxBurnInPasses) || wire.burnInPatterns.size() > 4
        || wire.latencyBoundsUs.size() != qsizetype(LatencyClasses::Boundaries) || wire.hotterMilliCelsius > 150000
        || !(wire.slowerBytesPerSecond >= 0 && wire.slowerBytesPerSecond < 1e13))
        return invalid("a burn-in setting is out of range");
    options.burnInPasses = int(wire.burnInPasses);
    options.burnInPatterns.clear();
    for (const quint32 pattern : wire.burnInPatterns) {
        if (pattern > quint32(BurnInPattern::Ones))
            return invalid("unknown burn-in pattern");
        options.burnInPatterns.append(BurnInPattern(pattern));
    }
    for (std::size_t i = 0; i < options.latencyBounds.size(); ++i)
        options.latencyBounds[i] = std::chrono::microseconds(wire.latencyBoundsUs.at(qsizetype(i)));
    StopRules &rules = options.stopRules;
    if (wire.stopAfterErrors)
        rules.afterErrors = wire.stopAfterErrors;
    if (wire.slowerBytesPerSecond > 0)
        rules.slower = StopRules::Slower {wire.slowerBytesPerSecond, std::chrono::milliseconds(wire.slowerForMs)};
    if (wire.hotterMilliCelsius)
        rules.hotterMilliCelsius = int(wire.hotterMilliCelsius);
    return {};
}
} // namespace

WireOptions toWire(const RunOptions &options, const Profile &profile)
{
    const DeviceIdentity device = options.expectedDevice.value_or(DeviceIdentity {});
    const SelfTestType selfTest = takes(profile, KindSetting::SelfTest) ? options.selfTest : SelfTestType::None;
    WireOptions wire {options.testSize,
                      quint32(options.runs),
                      quint32(options.warmup.count()),
                      quint32(options.measureTime.count()),
                      quint32(options.interval.count()),
                      quint32(options.mixReadPercent),
                      quint32(options.data),
                      quint32(options.engine),
                      options.seed,
                      options.wholeTarget,
                      quint32(options.mapSamples),
                      quint32(options.accessReads),
                      quint32(options.slowBelowPercent),
                      quint32(options.slowRead.count()),
                      quint64(device.rdev),
                      device.diskseq,
                      device.startSector,
                      device.sectors,
                      quint32(selfTest),
                      1,
                      {},
                      {},
                      0,
                      0,
                      0,
                      0,
                      options.resumeAt ? quint32(options.resumeAt->step + 1) : 0,
                      options.resumeAt ? options.resumeAt->offset : 0};
    burnInToWire(takes(profile, KindSetting::BurnIn) ? options : RunOptions {}, wire);
    return wire;
}

Expected<Profile> profileFromWire(const WireProfile &wire)
{
    if (wire.kind > quint32(Profile::LastKind))
        return invalid("unknown profile kind");
    if (wire.tests.isEmpty() || wire.tests.size() > MaxTests)
        return invalid("the number of tests is out of range");
    if (wire.modes.isEmpty() || wire.modes.size() > int(LastIoMode) + 1)
        return invalid("the number of modes is out of range");
    Profile profile;
    profile.id = QStringLiteral("custom");
    profile.kind = Profile::Kind(wire.kind);
    for (quint32 mode : wire.modes) {
        if (mode > quint32(LastIoMode) || profile.modes.contains(IoMode(mode)))
            return invalid("unknown or repeated mode");
        profile.modes.append(IoMode(mode));
    }
    for (const WireTest &t : wire.tests) {
        if (t.pattern > quint32(AccessPattern::Random))
            return invalid("unknown access pattern");
        const TestSpec spec {AccessPattern(t.pattern), t.blockSize, t.queueDepth, t.threads, t.syncWrites};
        if (Error e = spec.validate(); e.isError())
            return e;
        profile.tests.append(spec);
    }
    // A kind of one test in one mode of its own (a surface test's pass of reads, a capacity probe's stamps) runs
    // nothing else: a write mode to a reading test would only ask for the write authorization (and a claim on the
    // device) that it never uses.
    if (const std::optional<IoMode> only = kindTraits(profile).oneTestIn;
        only && (profile.tests.size() != 1 || profile.modes != QList<IoMode> {*only}))
        return invalid("this kind of test runs one test in one mode of its own");
    return profile;
}

Expected<RunOptions> optionsFromWire(const WireOptions &wire, const Profile &profile)
{
    if (wire.data > quint32(DataPattern::Zero))
        return invalid("unknown data pattern");
    if (wire.engine > quint32(EngineChoice::Sync))
        return invalid("unknown engine");
    if (wire.runs > quint32(Limits::MaxRuns) || wire.mixReadPercent > quint32(Limits::MaxMixReadPercent))
        return invalid("runs or mix out of range");
    // Bounded before the conversion to int, so that no value wraps into range; validate() checks the ranges.
    if (wire.mapSamples > quint32(Limits::MaxMapSamples) || wire.accessReads > quint32(Limits::MaxAccessReads)
        || wire.slowBelowPercent > quint32(Limits::MaxSlowBelowPercent)
        || wire.slowReadMs > quint32(Limits::MaxSlowRead.count()))
        return invalid("a surface setting is out of range");
    // The types a drive's self-test is asked by (a vendor's own test is not: its effect is the vendor's secret).
    if (wire.selfTest > quint32(SelfTestType::Conveyance))
        return invalid("unknown self-test type");
    if (SelfTestType(wire.selfTest) != SelfTestType::None && !takes(profile, KindSetting::SelfTest))
        return invalid("a self-test runs only in a health check");
    RunOptions options;
    options.testSize = wire.testSize;
    options.runs = int(wire.runs);
    options.warmup = std::chrono::milliseconds(wire.warmupMs);
    options.measureTime = std::chrono::milliseconds(wire.measureMs);
    options.interval = std::chrono::milliseconds(wire.intervalMs);
    options.mixReadPercent = int(wire.mixReadPercent);
    options.data = DataPattern(wire.data);
    options.engine = EngineChoice(wire.engine);
    options.seed = wire.seed;
    options.wholeTarget = wire.wholeTarget;
    options.mapSamples = int(wire.mapSamples);
    options.accessReads = int(wire.accessReads);
    options.slowBelowPercent = int(wire.slowBelowPercent);
    options.slowRead = std::chrono::milliseconds(wire.slowReadMs);
    options.selfTest = SelfTestType(wire.selfTest);
    if (Error e = burnInFromWire(wire, options); e.isError())
        return e;
    if (!takes(profile, KindSetting::BurnIn)
        && (options.burnInPasses != 1 || options.burnInPatterns != RunOptions {}.burnInPatterns
            || options.latencyBounds != RunOptions {}.latencyBounds || options.stopRules != StopRules {}))
        return invalid("burn-in settings run only in a burn-in");
    if (wire.resumeStep > 0) {
        if (wire.resumeStep > quint32(2 * 4 * Limits::MaxBurnInPasses) || wire.resumeOffset > wire.testSize)
            return invalid("a resume point is out of range");
        if (!takes(profile, KindSetting::Resume))
            return invalid("only a burn-in or a read scan resumes");
        options.resumeAt = ResumePoint {int(wire.resumeStep - 1), wire.resumeOffset};
    }
    options.allowDeviceWrites = false;
    // Any number is only compared with the device's own: no range to check.
    if (wire.deviceRdev != 0)
        options.expectedDevice
            = DeviceIdentity {dev_t(wire.deviceRdev), wire.deviceDiskseq, wire.deviceStartSector, wire.deviceSectors};
    if (Error e = options.validate(); e.isError())
        return e;
    return options;
}

void registerWireTypes()
{
    qDBusRegisterMetaType<WireTest>();
    qDBusRegisterMetaType<QList<WireTest>>();
    qDBusRegisterMetaType<WireProfile>();
    qDBusRegisterMetaType<WireOptions>();
}

QDBusArgument &operator<<(QDBusArgument &argument, const WireTest &test)
{
    argument.beginStructure();
    argument << test.pattern << test.blockSize << test.queueDepth << test.threads << test.syncWrites;
    argument.endStructure();
    return argument;
}

const QDBusArgument &operator>>(const QDBusArgument &argument, WireTest &test)
{
    argument.beginStructure();
    argument >> test.pattern >> test.blockSize >> test.queueDepth >> test.threads >> test.syncWrites;
    argument.endStructure();
    return argument;
}

QDBusArgument &operator<<(QDBusArgument &argument, const WireProfile &profile)
{
    argument.beginStructure();
    argument << profile.kind << profile.tests << profile.modes;
    argument.endStructure();
    return argument;
}

const QDBusArgument &operator>>(const QDBusArgument &argument, WireProfile &profile)
{
    argument.beginStructure();
    argument >> profile.kind >> profile.tests >> profile.modes;
    argument.endStructure();
    return argument;
}

QDBusArgument &operator<<(QDBusArgument &argument, const WireOptions &o)
{
    argument.beginStructure();
    argument << o.testSize << o.runs << o.warmupMs << o.measureMs << o.intervalMs << o.mixReadPercent << o.data
             << o.engine << o.seed << o.wholeTarget << o.mapSamples << o.accessReads << o.slowBelowPercent
             << o.slowReadMs << o.deviceRdev << o.deviceDiskseq << o.deviceStartSector << o.deviceSectors << o.selfTest
             << o.burnInPasses << o.burnInPatterns << o.latencyBoundsUs << o.stopAfterErrors << o.slowerBytesPerSecond
             << o.slowerForMs << o.hotterMilliCelsius << o.resumeStep << o.resumeOffset;
    argument.endStructure();
    return argument;
}

const QDBusArgument &operator>>(const QDBusArgument &argument, WireOptions &o)
{
    argument.beginStructure();
    argument >> o.testSize >> o.runs >> o.warmupMs >> o.measureMs >> o.intervalMs >> o.mixReadPercent >> o.data
        >> o.engine >> o.seed >> o.wholeTarget >> o.mapSamples >> o.accessReads >> o.slowBelowPercent >> o.slowReadMs
        >> o.deviceRdev >> o.deviceDiskseq >> o.deviceStartSector >> o.deviceSectors >> o.selfTest >> o.burnInPasses
        >> o.burnInPatterns >> o.latencyBoundsUs >> o.stopAfterErrors >> o.slowerBytesPerSecond >> o.slowerForMs
        >> o.hotterMilliCelsius >> o.resumeStep >> o.resumeOffset;
    argument.endStructure();
    return argument;
}

} // namespace Sektor::HelperProtocol
