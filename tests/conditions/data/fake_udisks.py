# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""A python3-dbusmock template of udisks2 with one SATA drive behind block device sdb, as udisks 2.9/2.10 describe
one: its Drive.Ata properties and SmartGetAttributes. Parameters: {"case": "healthy" | "failing" | "never-read" |
"not-ata"}. Also a loop device without a drive (Block.Drive "/")."""
import dbus

BUS_NAME = "org.freedesktop.UDisks2"
MAIN_OBJ = "/org/freedesktop/UDisks2"
MAIN_IFACE = "org.freedesktop.UDisks2.Manager"
SYSTEM_BUS = True

DRIVE = "/org/freedesktop/UDisks2/drives/Fake_SATA_SSD_S4EWNX0R123456"


def attributes(reallocated, pending):
    # (id, name, flags, value, worst, threshold, pretty, pretty_unit, expansion); units: 1 count, 2 ms, 3 sectors,
    # 4 millikelvin.
    return [
        (5, "reallocated-sector-count", 0x33, 95, 95, 10, reallocated, 3, {}),
        (9, "power-on-hours", 0x32, 90, 90, 0, 43811 * 3600 * 1000, 2, {}),
        (12, "power-cycle-count", 0x32, 99, 99, 0, 1337, 1, {}),
        (194, "temperature-celsius-2", 0x22, 61, 48, 0, 312150, 4, {}),
        (197, "current-pending-sector", 0x32, 100, 100, 0, pending, 3, {}),
    ]


def load(mock, parameters):
    case = parameters.get("case", "healthy")
    mock.AddObject("/org/freedesktop/UDisks2/block_devices/sdb", "org.freedesktop.UDisks2.Block",
                   {"Drive": dbus.ObjectPath(DRIVE)}, [])
    mock.AddObject("/org/freedesktop/UDisks2/block_devices/loop0", "org.freedesktop.UDisks2.Block",
                   {"Drive": dbus.ObjectPath("/")}, [])
    if case == "not-ata":
        mock.AddObject(DRIVE, "org.freedesktop.UDisks2.Drive", {"Model": "Fake USB stick"}, [])
        return
    failing = case == "failing"
    reallocated, pending = (1216, 6) if failing else (0, 0)
    mock.AddObject(DRIVE, "org.freedesktop.UDisks2.Drive.Ata", {
        "SmartSupported": True,
        "SmartEnabled": True,
        "SmartUpdated": dbus.UInt64(0 if case == "never-read" else 1795000000),
        "SmartFailing": failing,
        "SmartPowerOnSeconds": dbus.UInt64(43811 * 3600 + 1200),
        "SmartTemperature": dbus.Double(312.15),
        "SmartNumAttributesFailing": dbus.Int32(1 if failing else 0),
        "SmartNumAttributesFailedInThePast": dbus.Int32(0),
        "SmartNumBadSectors": dbus.Int64(reallocated + pending),
        "SmartSelftestStatus": "success",
    }, [("SmartGetAttributes", "a{sv}", "a(ysqiiixia{sv})", "ret = " + repr(attributes(reallocated, pending)))])
