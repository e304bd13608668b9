// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "helperprotocol/wireargs.h"
#include "model/kindoptionspart.h"
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

WireOptions toWire(const RunOptions &options, const Profile &profile)
{
    const DeviceIdentity device = options.expectedDevice.value_or(DeviceIdentity {});
    return WireOptions {options.testSize,
                        quint32(options.runs),
                        quint32(options.warmup.count()),
                        quint32(options.measureTime.count()),
                        quint32(options.interval.count()),
                        quint32(options.mixReadPercent),
                        quint32(options.data),
                        quint32(options.engine),
                        options.seed,
                        options.wholeTarget,
                        quint64(device.rdev),
                        device.diskseq,
                        device.startSector,
                        device.sectors,
                        options.resumeAt ? quint32(options.resumeAt->step + 1) : 0,
                        options.resumeAt ? options.resumeAt->offset : 0,
                        kindOptionsPart(profile.kind).toWire(options.kinds)};
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
    const KindOptionsPart &kindPart = kindOptionsPart(profile.kind);
    if (Error e = kindPart.fromWire(wire.kind, options.kinds); e.isError())
        return e;
    if (wire.resumeStep > 0) {
        if (!takes(profile, KindSetting::Resume))
            return invalid("this kind does not resume");
        if (wire.resumeStep > quint32(kindPart.resumeSteps(options.kinds)) || wire.resumeOffset > wire.testSize)
            return invalid("a resume point is out of range");
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

namespace {
// QtDBus hands an array inside a variant over as a QDBusArgument; the kinds' readers take a list of 'u' as the list
// it is, and anything else stays a QDBusArgument that no reader accepts.
void unwrapArrays(QVariantMap &dictionary)
{
    for (QVariant &value : dictionary) {
        if (value.metaType() == QMetaType::fromType<QDBusArgument>()) {
            const auto argument = value.value<QDBusArgument>();
            if (argument.currentSignature() == QLatin1String("au"))
                value = QVariant::fromValue(qdbus_cast<QList<quint32>>(argument));
        }
    }
}
} // namespace

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
             << o.engine << o.seed << o.wholeTarget << o.deviceRdev << o.deviceDiskseq << o.deviceStartSector
             << o.deviceSectors << o.resumeStep << o.resumeOffset << o.kind;
    argument.endStructure();
    return argument;
}

const QDBusArgument &operator>>(const QDBusArgument &argument, WireOptions &o)
{
    argument.beginStructure();
    argument >> o.testSize >> o.runs >> o.warmupMs >> o.measureMs >> o.intervalMs >> o.mixReadPercent >> o.data
        >> o.engine >> o.seed >> o.wholeTarget >> o.deviceRdev >> o.deviceDiskseq >> o.deviceStartSector
        >> o.deviceSectors >> o.resumeStep >> o.resumeOffset >> o.kind;
    argument.endStructure();
    unwrapArrays(o.kind);
    return argument;
}

} // namespace Sektor::HelperProtocol
