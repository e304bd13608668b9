// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalogtree.h"

namespace Sektor::Test {

namespace {
const std::string NvmePath = "pci0000:00/0000:00:01.0/nvme/nvme0";
const std::string SataPath = "pci0000:00/0000:00:17.0/ata1/host0/target0:0:0/0:0:0:0/block";
const std::string HddPath = "pci0000:00/0000:00:17.0/ata2/host1/target1:0:0/1:0:0:0/block";
const std::string UsbPath = "pci0000:00/0000:00:14.0/usb2/2-1/2-1:1.0/host6/target6:0:0/6:0:0:0/block";
const std::string MmcPath = "platform/mmc0/mmc_host/mmc0/mmc0:aaaa/block";
const std::string VirtioPath = "pci0000:00/0000:00:04.0/virtio2/block";
const std::string VirtualPath = "virtual/block";
} // namespace

void makeCatalogTree(const FixtureTree &t)
{
    t.blockDevice(NvmePath,
                  "nvme0n1",
                  "259:0",
                  1953525168,
                  {{"device/model", "Samsung SSD 980 PRO 1TB            "},
                   {"device/serial", "S5GXNF0R123456"},
                   {"device/firmware_rev", "5B2QGXA7"},
                   {"device/hwmon1/temp1_input", "38850"},
                   {"queue/rotational", "0"},
                   {"queue/logical_block_size", "512"},
                   {"queue/physical_block_size", "512"},
                   {"queue/write_cache", "write back"},
                   {"removable", "0"},
                   {"ro", "0"}});
    t.partition(NvmePath, "nvme0n1", "nvme0n1p1", 1, "259:1", 1048576);
    t.partition(NvmePath, "nvme0n1", "nvme0n1p2", 2, "259:2", 1952474112);

    t.blockDevice(SataPath,
                  "sda",
                  "8:0",
                  976773168,
                  {{"device/model", "Samsung SSD 870"},
                   {"device/vendor", "ATA     "},
                   {"device/rev", "SVT02"},
                   {"queue/rotational", "0"},
                   {"queue/write_cache", "write back"},
                   {"queue/logical_block_size", "512"},
                   {"queue/physical_block_size", "512"}});
    t.partition(SataPath, "sda", "sda1", 1, "8:1", 2048);
    t.partition(SataPath, "sda", "sda2", 2, "8:2", 976769024);

    // An HDD with an empty model, 4K physical sectors and no ro/removable attributes at all.
    t.blockDevice(HddPath,
                  "sdb",
                  "8:16",
                  7814037168,
                  {{"device/model", "   "},
                   {"device/vendor", "ATA"},
                   {"device/rev",
                    "\x01"
                    "CC43"},
                   {"queue/rotational", "1"},
                   {"queue/write_cache", "write through"},
                   {"queue/logical_block_size", "512"},
                   {"queue/physical_block_size", "4096"}});
    t.partition(HddPath, "sdb", "sdb1", 1, "8:17", 7814035456);

    t.blockDevice(UsbPath,
                  "sdc",
                  "8:32",
                  60063744,
                  {{"device/model", "Cruzer Blade    "},
                   {"device/vendor", "SanDisk "},
                   {"device/rev", "1.00"},
                   {"removable", "1"},
                   {"queue/rotational", "1"}});
    t.partition(UsbPath, "sdc", "sdc1", 1, "8:33", 60061696);

    t.blockDevice(
        MmcPath,
        "mmcblk0",
        "179:0",
        124735488,
        {{"device/name", "SD64G"}, {"device/serial", "0x12345678"}, {"device/fwrev", "0x0"}, {"removable", "0"}});
    t.partition(MmcPath, "mmcblk0", "mmcblk0p1", 1, "179:1", 124733440);

    t.blockDevice(VirtioPath, "vda", "252:0", 41943040, {{"queue/write_cache", "write back"}, {"ro", "0"}});
    t.partition(VirtioPath, "vda", "vda1", 1, "252:1", 2097152);

    t.blockDevice(VirtualPath, "loop0", "7:0", 2048, {{"loop/backing_file", "/var/tmp/disk  image .img"}, {"ro", "1"}});
    t.blockDevice(VirtualPath, "loop1", "7:1", 0);
    t.blockDevice(VirtualPath, "ram0", "1:0", 131072);
    t.blockDevice(VirtualPath, "zram0", "251:0", 8388608);
    t.blockDevice(VirtualPath, "zram1", "251:1", 0);
    // LVM on a partition: dm-0 sits on sda2.
    t.blockDevice(VirtualPath, "dm-0", "253:0", 976769024, {{"dm/name", "vg-var"}});
    t.link("sys/devices/virtual/block/dm-0/slaves/sda2", "../../../../" + SataPath + "/sda/sda2");
    t.link("sys/devices/" + SataPath + "/sda/sda2/holders/dm-0", "../../../../../../../../../../virtual/block/dm-0");

    t.write("proc/self/mountinfo",
            "21 1 259:2 / / rw,relatime shared:1 - ext4 /dev/nvme0n1p2 rw\n"
            "22 21 259:1 / /boot/efi rw,relatime shared:2 - vfat /dev/nvme0n1p1 rw\n"
            "23 21 253:0 / /var rw,relatime shared:3 - xfs /dev/mapper/vg-var rw\n"
            "24 21 0:35 / /mnt/data\\040disk rw,relatime shared:4 - btrfs /dev/sdb1 rw,subvolid=5,subvol=/\n"
            "25 21 0:35 /photos /srv/bind rw,relatime shared:4 - btrfs /dev/sdb1 rw\n"
            "26 21 8:33 / /media/usb\\040stick rw,nosuid - vfat /dev/sdc1 rw\n"
            "27 21 7:0 / /mnt/loop rw - ext4 /dev/loop0 rw\n"
            "28 21 0:5 / /tmp rw - tmpfs tmpfs rw\n"
            "29 27 0:40 / /mnt/loop/inner rw - tmpfs tmpfs rw\n"
            "this line is garbage\n");
    t.write("proc/swaps",
            "Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n"
            "/dev/vda1                               partition\t1048572\t\t0\t\t-2\n"
            "/dev/zram0                              partition\t4194300\t\t0\t\t100\n");
}

} // namespace Sektor::Test
