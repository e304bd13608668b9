// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "stationfixture.h"

namespace Sektor::Test {

namespace {
const std::string NvmePath = "pci0000:00/0000:00:01.0/nvme/nvme0";
const std::string Sata1 = "pci0000:00/0000:00:17.0/ata1/host0/target0:0:0/0:0:0:0/block";
const std::string Sata2 = "pci0000:00/0000:00:17.0/ata2/host1/target1:0:0/1:0:0:0/block";
const std::string Sata3 = "pci0000:00/0000:03:00.0/ata3/host2/target2:0:0/2:0:0:0/block";
const std::string Virtual = "virtual/block";

void sata(const FixtureTree &t, const std::string &path, const std::string &name, const std::string &dev)
{
    t.blockDevice(path, name, dev, 2097152, {{"device/model", "Fake SSD"}, {"device/serial", "SERIAL-" + name}});
}
} // namespace

void makeStationTree(const FixtureTree &t)
{
    t.blockDevice(NvmePath, "nvme0n1", "259:0", 1953525168, {{"device/model", "System NVMe"}});
    t.partition(NvmePath, "nvme0n1", "nvme0n1p1", 1, "259:1", 1048576);
    t.partition(NvmePath, "nvme0n1", "nvme0n1p2", 2, "259:2", 1952474112);
    sata(t, Sata1, "sdb", "8:16");
    t.partition(Sata1, "sdb", "sdb1", 1, "8:17", 2048);
    sata(t, Sata2, "sdc", "8:32");
    sata(t, Sata3, "sdd", "8:48");
    sata(t, Sata3, "sde", "8:64");
    t.partition(Sata3, "sde", "sde1", 1, "8:65", 2048);
    sata(t, Sata3, "sdf", "8:80");
    t.blockDevice(Virtual, "dm-0", "253:0", 2048, {{"dm/name", "vg-data"}});
    t.link("sys/devices/virtual/block/dm-0/slaves/sdf", "../../../../" + Sata3 + "/sdf");
    t.link("sys/devices/" + Sata3 + "/sdf/holders/dm-0", "../../../../../../../../../virtual/block/dm-0");
    sata(t, Sata3, "sdg", "8:96");
    t.partition(Sata3, "sdg", "sdg1", 1, "8:97", 2048);
    t.blockDevice(Virtual, "loop3", "7:3", 131072, {{"loop/backing_file", "/var/tmp/station-a.img"}});
    t.blockDevice(Virtual, "loop4", "7:4", 131072, {{"loop/backing_file", "/var/tmp/station-a.img"}});
    t.blockDevice(Virtual, "loop5", "7:5", 131072, {{"loop/backing_file", "/dev/shm/station-b.img"}});
    t.blockDevice(Virtual, "loop6", "7:6", 0);
    t.blockDevice(Virtual, "zram0", "251:0", 8388608);
    t.write("proc/self/mountinfo",
            "21 1 259:2 / / rw,relatime shared:1 - ext4 /dev/nvme0n1p2 rw\n"
            "22 21 259:1 / /boot/efi rw,relatime shared:2 - vfat /dev/nvme0n1p1 rw\n"
            "23 21 8:65 / /media/stick rw,nosuid - vfat /dev/sde1 rw\n"
            "24 21 0:5 / /dev/shm rw - tmpfs tmpfs rw\n");
    t.write("proc/swaps",
            "Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n"
            "/dev/sdg1                               partition\t1048572\t\t0\t\t-2\n");
}

} // namespace Sektor::Test
