// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
// The sentences that say why the figures are what they are, in English, German and Portuguese, and where they appear.
#include "golden.h"
#include "reportfixtures.h"

#include "i18n/translations.h"
#include "report/cdmtext.h"
#include "report/conditionsreport.h"
#include "report/jsonreport.h"
#include "report/sharetext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <gtest/gtest.h>

namespace Sektor::Test {

namespace {

DriveLink link(DriveLink::Bus bus,
               std::uint32_t rate,
               std::uint32_t width,
               std::uint32_t driveRate,
               std::uint32_t driveWidth,
               std::uint32_t portRate,
               std::uint32_t portWidth)
{
    DriveLink l;
    l.bus = bus;
    l.rate = rate;
    l.width = width;
    l.driveRate = driveRate;
    l.driveWidth = driveWidth;
    l.portRate = portRate;
    l.portWidth = portWidth;
    return l;
}

// 45 °C before; the first test warms it from 50 to 76 °C (past its 75 °C warning) as its rate falls by a third.
DriveTemperature warmingDrive()
{
    DriveTemperature t;
    t.warningMilliCelsius = 75'000;
    t.criticalMilliCelsius = 85'000;
    t.readings = {{0, 45'000, -1, 0},
                  {1000, 50'000, 0, 1750e6},
                  {2000, 63'000, 0, 1600e6},
                  {3000, 76'000, 0, 1200e6},
                  {4000, 74'000, 1, 1500e6},
                  {5000, 74'000, -1, 0}};
    return t;
}

// A Gen4 x4 drive trained at Gen3 x2, on btrfs-on-LUKS-on-LVM with every system condition.
RunResult slowNvme()
{
    RunResult r = Fixtures::defaultProfile();
    r.target.drives.first().link = link(DriveLink::Bus::Pcie, 8000, 2, 16000, 4, 16000, 4);
    for (TestResult &t : r.tests) // what a Gen3 x2 link lets through
        t.stats.medianBytesPerSecond = std::min(t.stats.medianBytesPerSecond, 1750e6);
    r.target.drives.first().temperature = warmingDrive();
    const auto fact = [](const char *id, const char *detail) {
        return ConditionFact {QLatin1String(id), QLatin1String(detail)};
    };
    r.conditions = {fact(Condition::BtrfsCow, ""),
                    fact(Condition::BtrfsCompression, "compress=zstd:3"),
                    fact(Condition::BtrfsNoCow, ""),
                    fact(Condition::Encrypted, "luks-root"),
                    fact(Condition::Lvm, "vg-root"),
                    fact(Condition::SoftwareRaid, "md0 raid1"),
                    fact(Condition::NetworkFilesystem, "nfs4"),
                    fact(Condition::FuseFilesystem, "fuseblk"),
                    fact(Condition::LoopDevice, "/var/tmp/disk.img"),
                    fact(Condition::NvmePowerSaving, "100000"),
                    fact(Condition::CpuPowerSave, "acpi-cpufreq"),
                    fact(Condition::CpuHaltsAtOnce, "haltpoll")};
    return r;
}

// A USB 3 SSD on a USB 2 port without UAS, reading at what the port allows.
RunResult usbStickOnUsb2()
{
    RunResult r = Fixtures::defaultProfile();
    MeasuredDrive &d = r.target.drives.first();
    d.name = QStringLiteral("sdd");
    d.transport = QStringLiteral("usb");
    d.link = link(DriveLink::Bus::Usb, 480, 1, 5000, 1, 480, 1);
    d.link.driver = QStringLiteral("usb-storage");
    d.link.mode = QStringLiteral("3.10");
    for (TestResult &t : r.tests)
        t.stats.medianBytesPerSecond = std::min(t.stats.medianBytesPerSecond, 38.5e6);
    return r;
}

// A Gen4 drive in a Gen3 slot.
RunResult nvmeInGen3Slot()
{
    RunResult r = Fixtures::defaultProfile();
    r.target.drives.first().link = link(DriveLink::Bus::Pcie, 8000, 4, 16000, 4, 8000, 4);
    return r;
}

// A 3.5 GB/s figure on a SATA 3 Gb/s link: a cache answered.
RunResult cachedAboveTheLink()
{
    RunResult r = Fixtures::defaultProfile();
    r.target.drives.first().link = link(DriveLink::Bus::Sata, 3000, 1, 6000, 1, 3000, 1);
    return r;
}

QByteArray allNotes(Wording wording)
{
    QStringList lines;
    for (const RunResult &r : {slowNvme(), usbStickOnUsb2(), nvmeInGen3Slot(), cachedAboveTheLink()})
        lines << conditionNotes(r, wording) << QString();
    return lines.join(QLatin1Char('\n')).toUtf8();
}

TEST(ConditionNotes, SentencesInEveryLanguage)
{
    for (const char *language : {"en", "de", "pt"}) {
        installTranslations(QLatin1String(language));
        Golden::expectMatches(QStringLiteral("notes-%1.txt").arg(QLatin1String(language)),
                              allNotes(Wording::Translated));
    }
    installTranslations(QStringLiteral("de"));
    const QByteArray sharedUnderGerman = allNotes(Wording::English);
    installTranslations(QStringLiteral("en"));
    EXPECT_EQ(sharedUnderGerman, allNotes(Wording::Translated)) << "shared texts stay English, with English numbers";
}

// "At the ceiling" is one link's: an array's figure is the sum of its drives'.
TEST(ConditionNotes, AtTheCeilingOnlyForOneDriveNearIt)
{
    const auto atCeiling = [](const RunResult &r) {
        const QStringList notes = conditionNotes(r, Wording::English);
        return std::any_of(notes.cbegin(), notes.cend(), [](const QString &n) {
            return n.contains(QLatin1String("at the link's ceiling"));
        });
    };
    RunResult usb = usbStickOnUsb2();
    EXPECT_TRUE(atCeiling(usb));
    for (TestResult &t : usb.tests)
        t.stats.medianBytesPerSecond = std::min(t.stats.medianBytesPerSecond, 30e6); // 75 % of 40 MB/s
    EXPECT_FALSE(atCeiling(usb));
    RunResult array = usbStickOnUsb2();
    array.target.drives.append(array.target.drives.constFirst());
    EXPECT_FALSE(atCeiling(array));
    EXPECT_FALSE(atCeiling(Fixtures::defaultProfile())) << "3.5 GB/s of a 7.9 GB/s link";
}

// Heat is named only where the drive warmed and the rate fell together, and never for a sustained write, whose rate
// falls when its cache fills however cool the drive is.
TEST(ConditionNotes, HeatIsBlamedOnlyWhereTheDriveWarmedAsItSlowed)
{
    const auto blamesHeat = [](const RunResult &r) {
        const QStringList notes = conditionNotes(r, Wording::English);
        return std::count_if(notes.cbegin(), notes.cend(), [](const QString &n) {
            return n.contains(QLatin1String("heat may have slowed it"));
        });
    };
    RunResult r = slowNvme();
    EXPECT_EQ(blamesHeat(r), 1);
    DriveTemperature &t = r.target.drives.first().temperature;
    t.readings[3].bytesPerSecond = 1400e6; // fell by a fifth only
    EXPECT_EQ(blamesHeat(r), 0);
    t = warmingDrive();
    t.readings[3].milliCelsius = 59'000; // warmed by 9 °C only
    EXPECT_EQ(blamesHeat(r), 0);
    RunResult sustained = Fixtures::sustainedWrite(true);
    sustained.target.drives.first().temperature = warmingDrive();
    EXPECT_EQ(blamesHeat(sustained), 0);
}

TEST(ConditionNotes, EverySharedFormCarriesThem)
{
    const RunResult r = usbStickOnUsb2();
    const QStringList notes = conditionNotes(r, Wording::English);
    ASSERT_EQ(notes.size(), 4); // the link, the USB 2 port, usb-storage, at the ceiling
    const QString text = cdmText(r);
    const QString markdown = markdownText(r);
    const QString bbcode = bbcodeText(r);
    for (const QString &note : notes) {
        EXPECT_TRUE(text.contains(QLatin1String("Condition: ") + note)) << qPrintable(note);
        EXPECT_TRUE(markdown.contains(note)) << qPrintable(note);
        EXPECT_TRUE(bbcode.contains(note)) << qPrintable(note);
    }
    const QJsonObject json = toJson(r);
    EXPECT_EQ(json.value(QLatin1String("conditionNotes")).toArray().toVariantList(), QVariant(notes).toList());
    const QStringList csv = csvText(r).split(QLatin1Char('\n'));
    EXPECT_TRUE(csv.at(0).contains(QLatin1String(",link,link_ceiling_mb_per_s,conditions,"))) << qPrintable(csv.at(0));
    EXPECT_TRUE(csv.at(1).contains(QLatin1String(",USB 2.0 (480 Mb/s),40.000,,"))) << qPrintable(csv.at(1));
}

TEST(ConditionNotes, JsonKeepsTheFactsAndReadsThemBack)
{
    const RunResult r = slowNvme();
    const Expected<RunResult> back = fromJson(toJsonBytes(r));
    ASSERT_TRUE(back) << qPrintable(back.error().message());
    EXPECT_EQ(back->conditions, r.conditions);
    EXPECT_EQ(back->target.drives, r.target.drives);
    // A file from before links and conditions were recorded reads as "none known".
    QJsonObject old = toJson(r);
    old.remove(QLatin1String("conditions"));
    QJsonObject target = old.value(QLatin1String("target")).toObject();
    QJsonArray drives = target.value(QLatin1String("drives")).toArray();
    QJsonObject drive = drives.at(0).toObject();
    drive.remove(QLatin1String("link"));
    drives[0] = drive;
    target.insert(QLatin1String("drives"), drives);
    old.insert(QLatin1String("target"), target);
    const Expected<RunResult> older = fromJson(QJsonDocument(old).toJson());
    ASSERT_TRUE(older) << qPrintable(older.error().message());
    EXPECT_TRUE(older->conditions.isEmpty());
    EXPECT_EQ(older->target.drives.first().link, DriveLink());
    // A link of the wrong shape is refused, naming the field.
    drive.insert(QLatin1String("link"), QJsonObject {{QLatin1String("bus"), QLatin1String("firewire")}});
    drives[0] = drive;
    target.insert(QLatin1String("drives"), drives);
    old.insert(QLatin1String("target"), target);
    const Expected<RunResult> bad = fromJson(QJsonDocument(old).toJson());
    ASSERT_FALSE(bad);
    EXPECT_TRUE(bad.error().detail.contains(QLatin1String("target.drives[0].link.bus")))
        << qPrintable(bad.error().detail);
}

} // namespace

} // namespace Sektor::Test

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // translators install into the application
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
