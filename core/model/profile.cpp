// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/profile.h"

#include <QCoreApplication>

namespace Sektor {

namespace {
// The standard profiles' +Mix variants: the same tests with a mixed mode, named by these suffixes.
const QLatin1String MixIdSuffix("-mix");
const QLatin1String MixNameSuffix("+Mix");

TestSpec seq(std::uint32_t blockSize, std::uint32_t qd, std::uint32_t threads)
{
    return TestSpec {AccessPattern::Sequential, blockSize, qd, threads, false};
}

TestSpec rnd(std::uint32_t blockSize, std::uint32_t qd, std::uint32_t threads)
{
    return TestSpec {AccessPattern::Random, blockSize, qd, threads, false};
}

Profile standard(const char *id, const char *name, QList<TestSpec> tests, bool mix)
{
    Profile p;
    p.id = QLatin1String(id) + (mix ? MixIdSuffix : QLatin1String());
    p.name = QLatin1String(name) + (mix ? MixNameSuffix : QLatin1String());
    p.tests = std::move(tests);
    p.modes = {IoMode::Read, IoMode::Write};
    if (mix)
        p.modes << IoMode::Mix;
    return p;
}

QList<Profile> makeProfiles()
{
    const QList<TestSpec> defaultTests {
        seq(1 * MiB, 8, 1), seq(1 * MiB, 1, 1), rnd(4 * KiB, 32, 1), rnd(4 * KiB, 1, 1)};
    const QList<TestSpec> nvmeTests {
        seq(1 * MiB, 8, 1), seq(128 * KiB, 32, 1), rnd(4 * KiB, 32, 16), rnd(4 * KiB, 1, 1)};
    const QList<TestSpec> peakTests {seq(1 * MiB, 8, 1), rnd(4 * KiB, 32, 16)};
    const QList<TestSpec> realTests {seq(1 * MiB, 1, 1), rnd(4 * KiB, 1, 1)};
    const QList<TestSpec> demoTests {seq(1 * MiB, 8, 1)};

    QList<Profile> profiles;
    for (bool mix : {false, true}) {
        profiles << standard("default", QT_TRANSLATE_NOOP("Sektor::Profile", "Default"), defaultTests, mix)
                 << standard("nvme", QT_TRANSLATE_NOOP("Sektor::Profile", "NVMe SSD"), nvmeTests, mix)
                 << standard("peak", QT_TRANSLATE_NOOP("Sektor::Profile", "Peak"), peakTests, mix)
                 << standard("real", QT_TRANSLATE_NOOP("Sektor::Profile", "Real"), realTests, mix)
                 << standard("demo", QT_TRANSLATE_NOOP("Sektor::Profile", "Demo"), demoTests, mix);
    }

    Profile sweep;
    sweep.id = QStringLiteral("qd-sweep");
    sweep.name = QLatin1String(QT_TRANSLATE_NOOP("Sektor::Profile", "QD Sweep"));
    sweep.kind = Profile::Kind::QueueDepthSweep;
    for (std::uint32_t qd = 1; qd <= Limits::MaxQueueDepth; qd *= 2)
        sweep.tests << rnd(4 * KiB, qd, 1);
    sweep.modes = {IoMode::Read, IoMode::Write};
    profiles << sweep;

    Profile syncWrite;
    syncWrite.id = QStringLiteral("sync-write");
    syncWrite.name = QLatin1String(QT_TRANSLATE_NOOP("Sektor::Profile", "Sync Write Latency"));
    syncWrite.kind = Profile::Kind::SyncWriteLatency;
    for (std::uint32_t bs : {std::uint32_t(4 * KiB), std::uint32_t(512)}) {
        TestSpec t = seq(bs, 1, 1);
        t.syncWrites = true;
        syncWrite.tests << t;
    }
    syncWrite.modes = {IoMode::Write};
    profiles << syncWrite;

    // ATTO's chart: where a drive reaches its sequential speed. QD4 as ATTO's default; sizes the target cannot do
    // (below its direct I/O alignment, above its span) are skipped with the reason.
    Profile blockSizes;
    blockSizes.id = QStringLiteral("block-size-sweep");
    blockSizes.name = QLatin1String(QT_TRANSLATE_NOOP("Sektor::Profile", "Block Size Sweep"));
    blockSizes.kind = Profile::Kind::BlockSizeSweep;
    for (std::uint32_t bs = Limits::MinBlockSize; bs <= Limits::MaxBlockSize; bs *= 2)
        blockSizes.tests << seq(bs, 4, 1);
    blockSizes.modes = {IoMode::Read, IoMode::Write};
    profiles << blockSizes;

    Profile sustained;
    sustained.id = QStringLiteral("sustained-write");
    sustained.name = QLatin1String(QT_TRANSLATE_NOOP("Sektor::Profile", "Sustained Write"));
    sustained.kind = Profile::Kind::SustainedWrite;
    sustained.tests << seq(1 * MiB, 8, 1);
    sustained.modes = {IoMode::Write};
    profiles << sustained;

    // The surface tests read the whole device, never write it. The map reads as CrystalDiskMark's SEQ1M Q8T1 does, so
    // its curve and that cell of the grid speak of the same thing; the scan reads at QD1 so that one slow I/O is
    // its own latency and not a queue's; the access time is HD Tune's figure.
    const auto surface = [](const char *id, const char *name, Profile::Kind kind, TestSpec test) {
        Profile p;
        p.id = QLatin1String(id);
        p.name = QLatin1String(name);
        p.kind = kind;
        p.tests << test;
        p.modes = {IoMode::Read};
        return p;
    };
    profiles << surface("position-map",
                        QT_TRANSLATE_NOOP("Sektor::Profile", "Position Map"),
                        Profile::Kind::PositionMap,
                        seq(1 * MiB, 8, 1))
             << surface("access-time",
                        QT_TRANSLATE_NOOP("Sektor::Profile", "Access Time"),
                        Profile::Kind::AccessTime,
                        rnd(4 * KiB, 1, 1))
             << surface("read-scan",
                        QT_TRANSLATE_NOOP("Sektor::Profile", "Read Scan"),
                        Profile::Kind::ReadScan,
                        seq(1 * MiB, 1, 1));

    // The probe writes single stamps and spans of them (up to 1 MiB) one at a time: what matters is where they land.
    Profile probe;
    probe.id = QStringLiteral("capacity-probe");
    probe.name = QLatin1String(QT_TRANSLATE_NOOP("Sektor::Profile", "Capacity Probe"));
    probe.kind = Profile::Kind::CapacityProbe;
    probe.tests << seq(4 * KiB, 1, 1);
    probe.modes = {IoMode::Write};
    profiles << probe;

    // The verify writes its files in 4 MiB pieces, one at a time, as a copy onto the drive would.
    Profile verify;
    verify.id = QStringLiteral("verify");
    verify.name = QLatin1String(QT_TRANSLATE_NOOP("Sektor::Profile", "Verify"));
    verify.kind = Profile::Kind::Verify;
    verify.tests << seq(4 * MiB, 1, 1);
    verify.modes = {IoMode::Write};
    profiles << verify;

    // bonnie++'s file test: one row, its threads the folders worked on side by side.
    Profile smallFiles;
    smallFiles.id = QStringLiteral("small-files");
    smallFiles.name = QLatin1String(QT_TRANSLATE_NOOP("Sektor::Profile", "Small Files"));
    smallFiles.kind = Profile::Kind::SmallFiles;
    smallFiles.tests << seq(4 * KiB, 1, 1);
    smallFiles.modes = {IoMode::Write};
    profiles << smallFiles;

    // The drive's own self-test and health: one row whose block size and depth say nothing (no data is moved).
    Profile healthCheck;
    healthCheck.id = QStringLiteral("health-check");
    healthCheck.name = QLatin1String(QT_TRANSLATE_NOOP("Sektor::Profile", "Health Check"));
    healthCheck.kind = Profile::Kind::HealthCheck;
    healthCheck.tests << seq(4 * KiB, 1, 1);
    healthCheck.modes = {IoMode::Read};
    profiles << healthCheck;

    // Every block written and read back at QD1 in blocks of 256 sectors, as MHDD and Victoria time them: one block's
    // time is the drive's, not a queue's, and the latency classes mean what the classic testers' classes mean.
    Profile burnIn;
    burnIn.id = QStringLiteral("burn-in");
    burnIn.name = QLatin1String(QT_TRANSLATE_NOOP("Sektor::Profile", "Burn-in"));
    burnIn.kind = Profile::Kind::BurnIn;
    burnIn.tests << seq(128 * KiB, 1, 1);
    burnIn.modes = {IoMode::Write};
    profiles << burnIn;
    return profiles;
}

QString normalized(const QString &s)
{
    QString n = s.toLower();
    n.remove(QLatin1Char(' '));
    n.replace(QLatin1Char('+'), QLatin1Char('-'));
    n.replace(QLatin1Char('_'), QLatin1Char('-'));
    return n;
}
} // namespace

const QList<Profile> &builtinProfiles()
{
    static const QList<Profile> profiles = makeProfiles();
    return profiles;
}

std::optional<Profile> findProfile(const QString &idOrName)
{
    const QString wanted = normalized(idOrName);
    for (const Profile &p : builtinProfiles()) {
        if (normalized(p.id) == wanted || normalized(p.name) == wanted)
            return p;
    }
    return std::nullopt;
}

QString profileDisplayName(const Profile &profile)
{
    const auto translated = [](const QString &name) {
        return QCoreApplication::translate("Sektor::Profile", name.toUtf8().constData());
    };
    if (isMixVariant(profile))
        return translated(profile.name.chopped(MixNameSuffix.size())) + MixNameSuffix;
    return translated(profile.name);
}

QString profileDisplayName(const QString &idOrName, const QString &stored)
{
    const std::optional<Profile> known = findProfile(idOrName);
    return known ? profileDisplayName(*known) : stored;
}

QList<Profile> profilesTaking(KindSetting setting)
{
    QList<Profile> taking;
    for (const Profile &p : builtinProfiles()) {
        if (takes(p, setting) && !isMixVariant(p))
            taking << p;
    }
    return taking;
}

bool Profile::isSurface() const
{
    return kindTraits(kind).surface;
}

bool Profile::isWholeDevice() const
{
    return kindTraits(kind).target == KindTarget::WholeDevice;
}

bool Profile::checksCapacity() const
{
    return kindTraits(kind).checksCapacity;
}

bool Profile::measuresFiles() const
{
    return kindTraits(kind).measuresFiles;
}

bool Profile::needsFolder() const
{
    return kindTraits(kind).target == KindTarget::Folder;
}

bool Profile::offersRewrite() const
{
    return takes(*this, KindSetting::Rewrite) && std::any_of(tests.begin(), tests.end(), [](const TestSpec &t) {
               return modeApplies(IoMode::Rewrite, t);
           });
}

bool isMixVariant(const Profile &profile)
{
    return profile.kind == Profile::Kind::Standard && profile.id.endsWith(MixIdSuffix);
}

Profile mixVariantOf(const Profile &standard)
{
    if (standard.kind != Profile::Kind::Standard || isMixVariant(standard))
        return standard;
    return findProfile(standard.id + MixIdSuffix).value_or(standard);
}

Profile baseOf(const Profile &profile)
{
    if (!isMixVariant(profile))
        return profile;
    return findProfile(profile.id.chopped(MixIdSuffix.size())).value_or(profile);
}

Profile withBlockSizes(Profile profile, std::uint32_t smallest, std::uint32_t largest)
{
    profile.tests.removeIf([&](const TestSpec &t) {
        return t.blockSize < smallest || t.blockSize > largest;
    });
    return profile;
}

Profile withQueueDepth(Profile profile, std::uint32_t depth)
{
    for (TestSpec &t : profile.tests)
        t.queueDepth = depth;
    return profile;
}

} // namespace Sektor
