// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "conditions/stackfacts.h"
#include "catalog/sysfsattribute.h"

#include <QDir>

#include <algorithm>

namespace Sektor::Conditions {

using Catalog::readAttribute;

namespace {

// File systems whose data crosses a network; FUSE ones name themselves "fuse.<program>".
bool isNetworkFilesystem(const QString &type)
{
    static const QStringList network = {QStringLiteral("nfs"),
                                        QStringLiteral("nfs4"),
                                        QStringLiteral("cifs"),
                                        QStringLiteral("smb3"),
                                        QStringLiteral("smbfs"),
                                        QStringLiteral("ceph"),
                                        QStringLiteral("glusterfs"),
                                        QStringLiteral("9p"),
                                        QStringLiteral("afs"),
                                        QStringLiteral("fuse.sshfs"),
                                        QStringLiteral("fuse.rclone"),
                                        QStringLiteral("fuse.s3fs"),
                                        QStringLiteral("fuse.glusterfs"),
                                        QStringLiteral("fuse.davfs2")};
    return network.contains(type);
}

void addFilesystemFacts(QList<ConditionFact> &facts, const TargetInfo &target, const Catalog::DriveCatalog &catalog)
{
    const QString &type = target.filesystem;
    if (isNetworkFilesystem(type))
        facts.append({QLatin1String(Condition::NetworkFilesystem), type});
    else if (type == QLatin1String("fuse") || type == QLatin1String("fuseblk")
             || type.startsWith(QLatin1String("fuse.")))
        facts.append({QLatin1String(Condition::FuseFilesystem), type});
    if (type != QLatin1String("btrfs"))
        return;
    if (target.noCopyOnWrite) {
        // A NOCOW file is never compressed either: the mount's compression does not touch the test file.
        facts.append({QLatin1String(Condition::BtrfsNoCow), QString()});
        return;
    }
    facts.append({QLatin1String(Condition::BtrfsCow), QString()});
    // btrfs never compresses direct I/O writes: the mount's compression touches only a buffered (cache-affected) run.
    if (target.directIo)
        return;
    const qsizetype mount = Catalog::mountContaining(catalog.mounts(), target.mountPoint);
    if (mount < 0)
        return;
    const QStringList options = catalog.mounts().at(mount).superOptions.split(QLatin1Char(','));
    for (const QString &option : options) {
        if (option.startsWith(QLatin1String("compress=")) || option.startsWith(QLatin1String("compress-force="))) {
            if (option.section(QLatin1Char('='), 1) != QLatin1String("no"))
                facts.append({QLatin1String(Condition::BtrfsCompression), option});
        }
    }
}

// Walks down from the target's device through slaves/: what each layer of the stack is.
void addStackFacts(QList<ConditionFact> &facts, const QString &name, const QString &sysRoot, int depth)
{
    if (name.isEmpty() || depth > 16)
        return;
    const QString dir = sysRoot + QLatin1String("/class/block/") + name;
    if (name.startsWith(QLatin1String("dm-"))) {
        const QString uuid = readAttribute(dir + QLatin1String("/dm/uuid"));
        const QString label = readAttribute(dir + QLatin1String("/dm/name"));
        const QString detail = label.isEmpty() ? name : label;
        if (uuid.startsWith(QLatin1String("CRYPT-")))
            facts.append({QLatin1String(Condition::Encrypted), detail});
        else if (uuid.startsWith(QLatin1String("LVM-")))
            facts.append({QLatin1String(Condition::Lvm), detail});
    } else if (name.startsWith(QLatin1String("md"))) {
        const QString level = readAttribute(dir + QLatin1String("/md/level"));
        facts.append(
            {QLatin1String(Condition::SoftwareRaid), level.isEmpty() ? name : name + QLatin1Char(' ') + level});
    } else if (name.startsWith(QLatin1String("loop"))) {
        facts.append({QLatin1String(Condition::LoopDevice),
                      Catalog::readRawAttribute(dir + QLatin1String("/loop/backing_file"))});
        return; // what lies under the file behind it is another stack
    }
    const QStringList below = QDir(dir + QLatin1String("/slaves"))
                                  .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System, QDir::Name);
    for (const QString &slave : below)
        addStackFacts(facts, slave, sysRoot, depth + 1);
}

// APST lets an idle NVMe drive drop into power states that take up to this long to leave. The module parameter is only
// the default: the kernel uses APST on a controller only where Identify Controller sets APSTA (and no quirk forbids
// it), and only there exposes the controller's latency tolerance, which holds the limit it configured (0: APST off).
void addNvmePowerSaving(QList<ConditionFact> &facts, const TargetInfo &target, const QString &sysRoot)
{
    for (const MeasuredDrive &d : target.drives) {
        if (d.transport != QLatin1String("nvme"))
            continue;
        const QString tolerance = readAttribute(sysRoot + QLatin1String("/block/") + d.name
                                                + QLatin1String("/device/power/pm_qos_latency_tolerance_us"));
        if (tolerance.isEmpty() || tolerance == QLatin1String("0"))
            continue; // no APST on this drive, or switched off for it
        // "auto" and "any": no limit of the user's, the module's default applies or none.
        bool number = false;
        tolerance.toULongLong(&number);
        const QString limit = number
            ? tolerance
            : readAttribute(sysRoot + QLatin1String("/module/nvme_core/parameters/default_ps_max_latency_us"));
        facts.append({QLatin1String(Condition::NvmePowerSaving), limit});
        return;
    }
}

// powersave pins the lowest clock with the generic cpufreq drivers; intel_pstate's and amd-pstate-epp's "powersave"
// is a dynamic policy that clocks up under load, and says nothing about the figures.
void addCpuGovernor(QList<ConditionFact> &facts, const QString &sysRoot)
{
    const QString cpus = sysRoot + QLatin1String("/devices/system/cpu/");
    const QStringList names = QDir(cpus).entryList({QStringLiteral("cpu[0-9]*")}, QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &cpu : names) {
        const QString cpufreq = cpus + cpu + QLatin1String("/cpufreq/");
        if (readAttribute(cpufreq + QLatin1String("scaling_governor")) != QLatin1String("powersave"))
            continue;
        const QString driver = readAttribute(cpufreq + QLatin1String("scaling_driver"));
        if (driver == QLatin1String("intel_pstate") || driver == QLatin1String("amd-pstate-epp"))
            continue;
        facts.append({QLatin1String(Condition::CpuPowerSave), driver});
        return;
    }
}

// A VM guest's haltpoll driver polls an idle vCPU for up to guest_halt_poll_ns before halting it (the kernel's
// default is 200 µs). At 0 every idle period is a halt, and each QD1 I/O pays for waking the vCPUs that submit and
// complete it: on a memory-backed loop device 120 MB/s against 380 MB/s with polling (tests/perf/fio-compare.sh
// --halt-poll), for Sektor and fio alike.
void addCpuHaltsAtOnce(QList<ConditionFact> &facts, const QString &sysRoot)
{
    const QString driver = readAttribute(sysRoot + QLatin1String("/devices/system/cpu/cpuidle/current_driver"));
    if (driver != QLatin1String("haltpoll"))
        return;
    if (readAttribute(sysRoot + QLatin1String("/module/haltpoll/parameters/guest_halt_poll_ns")) == QLatin1String("0"))
        facts.append({QLatin1String(Condition::CpuHaltsAtOnce), driver});
}

} // namespace

QList<ConditionFact> readConditionFacts(const TargetInfo &target,
                                        const QString &deviceName,
                                        const Catalog::DriveCatalog &catalog,
                                        const QString &sysRoot)
{
    QList<ConditionFact> facts;
    if (target.kind == TargetInfo::Kind::Directory)
        addFilesystemFacts(facts, target, catalog);
    addStackFacts(facts, deviceName, sysRoot, 0);
    addNvmePowerSaving(facts, target, sysRoot);
    addCpuGovernor(facts, sysRoot);
    addCpuHaltsAtOnce(facts, sysRoot);
    return facts;
}

} // namespace Sektor::Conditions
