// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/conditionsreport.h"
#include "model/caveats.h"
#include "report/conditionwording.h"
#include "report/healthreport.h"
#include "report/temperaturereport.h"

#include <algorithm>

namespace Sektor {

namespace {

using ConditionWording::megabytes;
using ConditionWording::say;

QString pcieGeneration(std::uint32_t rate)
{
    struct Generation
    {
        std::uint32_t rate;
        const char *name;
    };
    static constexpr Generation generations[]
        = {{2500, "1.0"}, {5000, "2.0"}, {8000, "3.0"}, {16000, "4.0"}, {32000, "5.0"}, {64000, "6.0"}};
    for (const Generation &g : generations) {
        if (g.rate == rate)
            return QLatin1String(g.name);
    }
    return QString::number(double(rate) / 1000.0) + QLatin1String(" GT/s");
}

QString gigabits(std::uint32_t rate)
{
    return QString::number(double(rate) / 1000.0) + QLatin1String(" Gb/s");
}

// bcdUSB as people say it: "3.10" is USB 3.1, "2.00" USB 2.0.
QString usbVersionText(const QString &bcd)
{
    const QString major = bcd.section(QLatin1Char('.'), 0, 0);
    const QString minor = bcd.section(QLatin1Char('.'), 1, 1).left(1);
    return minor.isEmpty() ? major : major + QLatin1Char('.') + minor;
}

// The best median throughput of the run's tests: what "at the ceiling" is judged on.
double bestFigure(const RunResult &r)
{
    double best = 0;
    for (const TestResult &t : r.tests)
        best = std::max(best, t.stats.medianBytesPerSecond);
    return best;
}

void addLinkNotes(QStringList &notes, const MeasuredDrive &drive, double best, Wording wording)
{
    const DriveLink &l = drive.link;
    if (!l.known())
        return;
    notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions", "%1 is attached by %2: at most %3 can pass that link."),
                 wording)
                 .arg(drive.name, linkText(l), ceilingText(l, wording));
    notes << linkWarnings(l, wording);
    const double ceiling = linkCeiling(l);
    if (ceiling <= 0 || best <= 0)
        return;
    if (best > AboveCeilingShare * ceiling) {
        notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions",
                                       "The best figure, %1, is more than %2 can carry (about %3): it came from a "
                                       "cache, not through the link from the drive."),
                     wording)
                     .arg(megabytes(best, wording), linkText(l), megabytes(ceiling, wording));
    } else if (best >= AtCeilingShare * ceiling) {
        notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions",
                                       "The best figure, %1, is at the link's ceiling: on %2 about %3 is the most "
                                       "any drive can reach, so the link, not the drive, set it."),
                     wording)
                     .arg(megabytes(best, wording), linkText(l), megabytes(ceiling, wording));
    }
}

struct ConditionSentence
{
    const char *id;
    const char *text;
};

constexpr ConditionSentence conditionSentences[] = {
    {Condition::BtrfsNoCow,
     QT_TRANSLATE_NOOP("Sektor::Conditions",
                       "btrfs: the test file was made NOCOW, so it is written in place without checksums or "
                       "compression, as databases and disk images are; ordinary files here are copy-on-write and "
                       "slower to overwrite at random.")},
    {Condition::BtrfsCow,
     QT_TRANSLATE_NOOP("Sektor::Conditions",
                       "btrfs: the test file could not be made NOCOW, so every overwrite is copy-on-write with "
                       "checksums; random writes measure btrfs's bookkeeping as much as the drive.")},
    {Condition::BtrfsCompression,
     QT_TRANSLATE_NOOP("Sektor::Conditions",
                       "btrfs compresses data on this file system (%1): Sektor's data is incompressible, so the "
                       "figures include the effort of trying; compressible files move faster or slower.")},
    {Condition::Encrypted,
     QT_TRANSLATE_NOOP("Sektor::Conditions",
                       "The data passes through dm-crypt (LUKS) encryption (%1): the processor encrypts every byte, "
                       "which can hold a fast drive well below its rating and adds latency to every I/O.")},
    {Condition::Lvm,
     QT_TRANSLATE_NOOP("Sektor::Conditions",
                       "The data passes through LVM (%1): usually a small cost; snapshots and thin volumes cost "
                       "more.")},
    {Condition::SoftwareRaid,
     QT_TRANSLATE_NOOP("Sektor::Conditions",
                       "The data is on a software RAID (%1): the figures are the array's, not one drive's.")},
    {Condition::NetworkFilesystem,
     QT_TRANSLATE_NOOP("Sektor::Conditions",
                       "This folder is on a network file system (%1): the figures measure the network and the server "
                       "as much as any drive.")},
    {Condition::FuseFilesystem,
     QT_TRANSLATE_NOOP("Sektor::Conditions",
                       "This folder is on a FUSE file system (%1, such as NTFS-3G): every I/O passes through a "
                       "program, which is often far slower than the drive.")},
    {Condition::LoopDevice,
     QT_TRANSLATE_NOOP("Sektor::Conditions",
                       "A loop device: the figures are those of the file behind it (%1) and of the file system and "
                       "drive that hold that file.")},
    {Condition::NvmePowerSaving,
     QT_TRANSLATE_NOOP("Sektor::Conditions",
                       "NVMe power saving (APST) is on (power states with up to %1 µs exit latency): a drive woken "
                       "from a deep state answers its first I/Os late, which can lower QD1 figures.")},
    {Condition::CpuPowerSave,
     QT_TRANSLATE_NOOP("Sektor::Conditions",
                       "The processor runs the powersave frequency governor (%1), which keeps its clock low: fast "
                       "drives and QD1 latencies measure worse than they are.")},
    {Condition::CpuHaltsAtOnce,
     QT_TRANSLATE_NOOP("Sektor::Conditions",
                       "This virtual machine halts an idle processor at once (cpuidle %1 without polling): every I/O "
                       "at queue depth 1 waits for a virtual CPU to wake, which can hold the QD1 figures of a fast "
                       "drive far below what it does.")},
};

} // namespace

QStringList linkWarnings(const DriveLink &l, Wording wording)
{
    QStringList notes;
    if (!l.known())
        return notes;
    if (l.belowBoth()) {
        const std::uint32_t rate = std::min(l.driveRate, l.portRate);
        const std::uint32_t width = std::min(std::max(l.driveWidth, 1u), std::max(l.portWidth, 1u));
        notes << say(QT_TRANSLATE_NOOP(
                         "Sektor::Conditions",
                         "The link runs below the %1 that both the drive and its port support (up to %2): "
                         "check the seating, the cable and the firmware's link settings."),
                     wording)
                     .arg(linkText(l.bus, rate, width), megabytes(linkCeiling(l.bus, rate, width), wording));
    } else if (l.portLimits() && l.bus == DriveLink::Bus::Usb) {
        notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions",
                                       "This USB %1 device runs at %2: it is on a slower port, hub or cable. On a "
                                       "port of its own speed it could pass up to %3."),
                     wording)
                     .arg(usbVersionText(l.mode),
                          linkText(l.bus, l.rate, 1),
                          megabytes(linkCeiling(l.bus, l.driveRate, 1), wording));
    } else if (l.portLimits()) {
        notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions",
                                       "The port allows only %1; the drive supports %2 (up to %3) in a faster one."),
                     wording)
                     .arg(linkText(l.bus, l.portRate, l.portWidth),
                          linkText(l.bus, l.driveRate, l.driveWidth),
                          megabytes(linkCeiling(l.bus, l.driveRate, l.driveWidth), wording));
    }
    if (l.bus == DriveLink::Bus::Usb && l.driver == QLatin1String("usb-storage")) {
        notes << say(QT_TRANSLATE_NOOP("Sektor::Conditions",
                                       "The USB enclosure uses the usb-storage driver, not UAS: it handles one command "
                                       "at a time, so deep queues measure like QD1 and random figures stay low."),
                     wording);
    }
    return notes;
}

QString linkText(DriveLink::Bus bus, std::uint32_t rate, std::uint32_t width, const QString &mode)
{
    if (rate == 0)
        return {};
    switch (bus) {
    case DriveLink::Bus::Pcie:
        return QLatin1String("PCIe ") + pcieGeneration(rate) + QLatin1String(" x")
            + QString::number(std::max(width, 1u));
    case DriveLink::Bus::Sata:
        return QLatin1String("SATA ") + gigabits(rate);
    case DriveLink::Bus::Usb:
        if (rate <= 12)
            return QStringLiteral("USB 1.1 (12 Mb/s)");
        if (rate <= 480)
            return QStringLiteral("USB 2.0 (480 Mb/s)");
        return QLatin1String("USB ") + gigabits(rate);
    case DriveLink::Bus::Mmc:
        return QLatin1String("SD/MMC ") + (mode.isEmpty() ? QString() : mode + QLatin1String(", "))
            + QString::number(width) + QLatin1String("-bit at ") + QString::number(rate) + QLatin1String(" MT/s");
    case DriveLink::Bus::Unknown:
        break;
    }
    return {};
}

QString linkText(const DriveLink &link)
{
    return linkText(link.bus, link.rate, link.width, link.mode);
}

QString ceilingText(const DriveLink &link, Wording wording)
{
    const double ceiling = linkCeiling(link);
    if (ceiling <= 0)
        return {};
    return say(QT_TRANSLATE_NOOP("Sektor::Conditions", "about %1"), wording).arg(megabytes(ceiling, wording));
}

QString conditionText(const ConditionFact &fact, Wording wording)
{
    for (const ConditionSentence &c : conditionSentences) {
        if (fact.id != QLatin1String(c.id))
            continue;
        const QString text = say(c.text, wording);
        return text.contains(QLatin1String("%1")) ? text.arg(fact.detail) : text;
    }
    return {};
}

QStringList conditionNotes(const RunResult &result, Wording wording)
{
    QStringList notes;
    // The ceiling is one link's: an array's figure is the sum of several.
    const double best = result.target.drives.size() == 1 ? bestFigure(result) : 0.0;
    for (const MeasuredDrive &drive : result.target.drives) {
        addLinkNotes(notes, drive, best, wording);
        notes << temperatureNotes(result, drive, wording);
        notes << healthNotes(drive, wording);
    }
    // The storage stack's and the system's conditions move figures; a health check has none.
    for (const ConditionFact &fact : movedData(result) ? result.conditions : QList<ConditionFact>()) {
        if (const QString text = conditionText(fact, wording); !text.isEmpty())
            notes << text;
    }
    return notes;
}

} // namespace Sektor
