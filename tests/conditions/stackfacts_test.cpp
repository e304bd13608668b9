// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
// The storage stack and system facts of a target, from fixture sysfs and mountinfo trees.
#include "fixturetree.h"
#include "support/tempdir.h"

#include "conditions/stackfacts.h"

#include <gtest/gtest.h>

#include <filesystem>

#include <memory>

namespace Sektor::Test {

namespace {

class StackFacts : public ::testing::Test
{
protected:
    void SetUp() override
    {
        m_tree.write("proc/self/mountinfo",
                     "22 1 0:30 / / rw,relatime - btrfs /dev/sda2 rw,compress=zstd:3,ssd,space_cache=v2\n"
                     "23 22 0:31 / /srv/plain rw - btrfs /dev/sdb1 rw,ssd\n"
                     "24 22 0:32 / /mnt/nas rw - nfs4 nas:/export rw,vers=4.2\n"
                     "25 22 0:33 / /media/win rw - fuseblk /dev/sdc1 rw,user_id=0\n"
                     "26 22 0:34 / /home/u/remote rw - fuse.sshfs u@host: rw\n"
                     "27 22 253:1 / /data rw - ext4 /dev/mapper/secret rw\n");
    }
    QString root(const char *sub) const { return QString::fromStdString(m_dir.path() + sub); }
    Catalog::DriveCatalog catalog() const { return Catalog::DriveCatalog(root("/sys"), root("/proc")); }
    QList<ConditionFact> facts(const TargetInfo &t, const QString &device) const
    {
        return Conditions::readConditionFacts(t, device, catalog(), root("/sys"));
    }
    static TargetInfo directory(const char *mountPoint, const char *fs)
    {
        TargetInfo t;
        t.path = t.mountPoint = QLatin1String(mountPoint);
        t.filesystem = QLatin1String(fs);
        return t;
    }
    static ConditionFact fact(const char *id, const char *detail = "")
    {
        return {QLatin1String(id), QLatin1String(detail)};
    }

    TempDir m_dir;
    FixtureTree m_tree {m_dir.path()};
};

TEST_F(StackFacts, BtrfsTestFileMadeNoCowIsNeitherCopiedNorCompressed)
{
    TargetInfo t = directory("/", "btrfs");
    t.noCopyOnWrite = true;
    EXPECT_EQ(facts(t, QString()), QList<ConditionFact>({fact(Condition::BtrfsNoCow)}));
}

// btrfs compresses buffered writes only: the mount's compression is a condition of a run that could not use O_DIRECT.
TEST_F(StackFacts, BtrfsCopyOnWriteWithTheMountsCompressionWhenBuffered)
{
    TargetInfo compressed = directory("/", "btrfs");
    EXPECT_EQ(facts(compressed, QString()), QList<ConditionFact>({fact(Condition::BtrfsCow)}));
    compressed.directIo = false;
    EXPECT_EQ(facts(compressed, QString()),
              QList<ConditionFact>({fact(Condition::BtrfsCow), fact(Condition::BtrfsCompression, "compress=zstd:3")}));
    TargetInfo plain = directory("/srv/plain", "btrfs");
    plain.directIo = false;
    EXPECT_EQ(facts(plain, QString()), QList<ConditionFact>({fact(Condition::BtrfsCow)}));
}

TEST_F(StackFacts, NetworkAndFuseFilesystems)
{
    EXPECT_EQ(facts(directory("/mnt/nas", "nfs4"), QString()),
              QList<ConditionFact>({fact(Condition::NetworkFilesystem, "nfs4")}));
    EXPECT_EQ(facts(directory("/home/u/remote", "fuse.sshfs"), QString()),
              QList<ConditionFact>({fact(Condition::NetworkFilesystem, "fuse.sshfs")}));
    EXPECT_EQ(facts(directory("/media/win", "fuseblk"), QString()),
              QList<ConditionFact>({fact(Condition::FuseFilesystem, "fuseblk")}));
    EXPECT_TRUE(facts(directory("/data", "ext4"), QString()).isEmpty());
}

// ext4 on LUKS on LVM on sda2, and a RAID1 of two partitions, and a loop device over a file.
TEST_F(StackFacts, EncryptionLvmRaidAndLoopInTheStack)
{
    const auto blockClass = [this](const std::string &name, const std::vector<std::pair<std::string, std::string>> &a) {
        for (const auto &[path, content] : a)
            m_tree.write("sys/devices/virtual/block/" + name + "/" + path, content);
        m_tree.link("sys/class/block/" + name, "../../devices/virtual/block/" + name);
    };
    blockClass("dm-1", {{"dm/uuid", "CRYPT-LUKS2-0123456789abcdef0123456789abcdef-secret"}, {"dm/name", "secret"}});
    m_tree.link("sys/devices/virtual/block/dm-1/slaves/dm-0", "../../dm-0");
    blockClass(
        "dm-0",
        {{"dm/uuid", "LVM-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789AbCdEfGhIjKlMnOpQrStUvWx"}, {"dm/name", "vg-data"}});
    m_tree.link("sys/devices/virtual/block/dm-0/slaves/sda2", "../../../../pci0000:00/ata1/sda/sda2");
    blockClass("md0", {{"md/level", "raid1"}});
    m_tree.link("sys/devices/virtual/block/md0/slaves/sdb1", "x");
    m_tree.link("sys/devices/virtual/block/md0/slaves/sdc1", "y");
    blockClass("loop4", {{"loop/backing_file", "/var/tmp/disk image.img"}});

    EXPECT_EQ(facts(directory("/data", "ext4"), QStringLiteral("dm-1")),
              QList<ConditionFact>({fact(Condition::Encrypted, "secret"), fact(Condition::Lvm, "vg-data")}));
    TargetInfo raw;
    raw.kind = TargetInfo::Kind::BlockDevice;
    EXPECT_EQ(facts(raw, QStringLiteral("md0")), QList<ConditionFact>({fact(Condition::SoftwareRaid, "md0 raid1")}));
    EXPECT_EQ(facts(raw, QStringLiteral("loop4")),
              QList<ConditionFact>({fact(Condition::LoopDevice, "/var/tmp/disk image.img")}));
}

// The kernel exposes a controller's latency tolerance only where it uses APST (Identify Controller's APSTA, no quirk);
// the module's default alone says nothing of a drive without APST (QEMU's, apsta 0, in the drives tier).
TEST_F(StackFacts, NvmePowerSavingOnlyWhereTheDriveHasItAndItIsOn)
{
    const std::string tolerance = "sys/block/nvme0n1/device/power/pm_qos_latency_tolerance_us";
    m_tree.write("sys/module/nvme_core/parameters/default_ps_max_latency_us", "100000");
    m_tree.write(tolerance, "100000");
    TargetInfo t = directory("/data", "ext4");
    EXPECT_TRUE(facts(t, QString()).isEmpty()) << "no NVMe drive under it";
    t.drives = {
        MeasuredDrive {QStringLiteral("nvme0n1"), {}, {}, {}, {}, QStringLiteral("nvme"), 0, false, {}, {}, {}, {}, 0}};
    EXPECT_EQ(facts(t, QString()), QList<ConditionFact>({fact(Condition::NvmePowerSaving, "100000")}));
    m_tree.write(tolerance, "5500");
    EXPECT_EQ(facts(t, QString()), QList<ConditionFact>({fact(Condition::NvmePowerSaving, "5500")}))
        << "the controller's own limit, set by the user";
    m_tree.write(tolerance, "auto");
    EXPECT_EQ(facts(t, QString()), QList<ConditionFact>({fact(Condition::NvmePowerSaving, "100000")}));
    m_tree.write(tolerance, "0");
    EXPECT_TRUE(facts(t, QString()).isEmpty()) << "APST switched off for this controller";
    std::filesystem::remove(m_dir.file(tolerance));
    EXPECT_TRUE(facts(t, QString()).isEmpty()) << "a drive without APST (apsta 0), whatever the module's default";
}

// powersave pins the lowest clock with acpi-cpufreq; intel_pstate's powersave is its normal, dynamic policy.
TEST_F(StackFacts, PowersaveGovernorOnlyWhereItHoldsTheClockDown)
{
    const TargetInfo t = directory("/data", "ext4");
    for (const char *cpu : {"cpu0", "cpu1"}) {
        m_tree.write(std::string("sys/devices/system/cpu/") + cpu + "/cpufreq/scaling_governor", "powersave");
        m_tree.write(std::string("sys/devices/system/cpu/") + cpu + "/cpufreq/scaling_driver", "intel_pstate");
    }
    EXPECT_TRUE(facts(t, QString()).isEmpty());
    m_tree.write("sys/devices/system/cpu/cpu1/cpufreq/scaling_driver", "acpi-cpufreq");
    EXPECT_EQ(facts(t, QString()), QList<ConditionFact>({fact(Condition::CpuPowerSave, "acpi-cpufreq")}));
    m_tree.write("sys/devices/system/cpu/cpu1/cpufreq/scaling_governor", "schedutil");
    EXPECT_TRUE(facts(t, QString()).isEmpty());
}

// Only a VM guest's haltpoll driver set not to poll: the kernel's default (200 µs of polling) and other cpuidle
// drivers say nothing.
TEST_F(StackFacts, AVirtualMachineWhoseIdleCpusHaltAtOnce)
{
    const TargetInfo t = directory("/data", "ext4");
    m_tree.write("sys/devices/system/cpu/cpuidle/current_driver", "haltpoll");
    m_tree.write("sys/module/haltpoll/parameters/guest_halt_poll_ns", "200000");
    EXPECT_TRUE(facts(t, QString()).isEmpty());
    m_tree.write("sys/module/haltpoll/parameters/guest_halt_poll_ns", "0");
    EXPECT_EQ(facts(t, QString()), QList<ConditionFact>({fact(Condition::CpuHaltsAtOnce, "haltpoll")}));
    m_tree.write("sys/devices/system/cpu/cpuidle/current_driver", "intel_idle");
    EXPECT_TRUE(facts(t, QString()).isEmpty());
}

} // namespace

} // namespace Sektor::Test
