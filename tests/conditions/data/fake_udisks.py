# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""A python3-dbusmock template of udisks2 with one SATA drive behind block device sdb, as udisks 2.9/2.10 describe
one: its Drive.Ata properties and SmartGetAttributes. Parameters: {"case": "healthy" | "failing" | "never-read" |
"not-ata" | "smart-disabled" | "smart-unsupported"}, and "block" to put the drive behind another block device. Also a
loop device without a drive (Block.Drive "/").

Self-tests, scripted by the parameter "selftest" (one of SELFTESTS' keys, "passes" by default): SmartSelftestStart
arms the script, and each SmartUpdate then reads the drive's next step into the properties (the last step stays), as a
real refresh would; SmartUpdated counts the reads. Nothing moves on its own, so a test steps the drive by polling,
never by waiting. SmartSelftestAbort makes a test in progress "aborted". Refusals raise udisks' own errors. The
parameter "last-selftest" sets the status the drive holds before any start ("success" by default).

Powering off, with the parameter "power-off": "can" gives the drive the Drive interface with CanPowerOff true and a
PowerOff that succeeds, "cannot" CanPowerOff false, "fails" a PowerOff that raises udisks' error.

A mounted filesystem, with the parameter "filesystem": the block device (a loop device of the test) whose
Filesystem interface says it is mounted (MountPoints one path); a test unmounts it for real, then calls the
object's Mock.UpdateProperties with MountPoints empty, which sends PropertiesChanged as udisks does."""
import dbus
import dbusmock

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


ATA_IFACE = "org.freedesktop.UDisks2.Drive.Ata"
FAILED = "org.freedesktop.UDisks2.Error.Failed"

# (SmartSelftestStatus, SmartSelftestPercentRemaining) the drive reports at each SmartUpdate after the start.
SELFTESTS = {
    "passes": [("inprogress", 90), ("inprogress", 60), ("inprogress", 30), ("success", 0)],
    # done at the first look (the helper's tests, which poll at the program's own pace)
    "passes-at-once": [("success", 0)],
    "fails": [("inprogress", 90), ("inprogress", 40), ("error_read", 40)],
    "aborted": [("inprogress", 90), ("inprogress", 70)],  # until SmartSelftestAbort
    "never-finishes": [("inprogress", 90)],
    # polkit would allow it with a password, and the caller said no dialog ("auth.no_user_interaction")
    "refused": "org.freedesktop.UDisks2.Error.NotAuthorizedCanObtain",
    "busy": FAILED,  # udisks runs a self-test already
    # SmartUpdate refused: only udisks' own reads (none here) would change the properties
    "update-refused": [("inprogress", 90)],
}
START_REFUSALS = {
    "org.freedesktop.UDisks2.Error.NotAuthorizedCanObtain": "Not authorized to perform operation",
    FAILED: "There is already SMART self-test running",
}


def smart_update(drive, options):
    if drive.sektor_selftest == "update-refused":
        raise dbus.exceptions.DBusException("Not authorized to perform operation",
                                            name="org.freedesktop.UDisks2.Error.NotAuthorized")
    if not drive.props[ATA_IFACE]["SmartEnabled"]:
        raise dbus.exceptions.DBusException("SMART is not enabled", name=FAILED)
    changed = {"SmartUpdated": dbus.UInt64(drive.props[ATA_IFACE]["SmartUpdated"] + 1)}
    if drive.sektor_step is not None:
        status, remaining = SELFTESTS[drive.sektor_selftest][drive.sektor_step]
        drive.sektor_step = min(drive.sektor_step + 1, len(SELFTESTS[drive.sektor_selftest]) - 1)
        changed.update({"SmartSelftestStatus": status, "SmartSelftestPercentRemaining": dbus.Int32(remaining)})
    drive.UpdateProperties(ATA_IFACE, changed)


def selftest_start(drive, test_type, options):
    script = SELFTESTS[drive.sektor_selftest]
    if isinstance(script, str):
        raise dbus.exceptions.DBusException(START_REFUSALS[script], name=script)
    if not drive.props[ATA_IFACE]["SmartEnabled"]:
        raise dbus.exceptions.DBusException("SMART is not supported or enabled", name=FAILED)
    if test_type not in ("short", "extended", "conveyance"):
        raise dbus.exceptions.DBusException(f"Unknown self-test type {test_type}", name=FAILED)
    drive.sektor_step = 0


def selftest_abort(drive, options):
    # udisks aborts and reads the drive again before it answers
    drive.sektor_step = None
    if drive.props[ATA_IFACE]["SmartSelftestStatus"] == "inprogress":
        drive.UpdateProperties(ATA_IFACE, {"SmartSelftestStatus": "aborted",
                                           "SmartUpdated": dbus.UInt64(drive.props[ATA_IFACE]["SmartUpdated"] + 1)})


def load(mock, parameters):
    case = parameters.get("case", "healthy")
    # "block": the block device the drive is behind (sdb unless a test puts it behind its own loop device, so that a
    # whole run can be checked against it); loop0 stays a loop device without a drive unless it is that one.
    block = parameters.get("block", "sdb")
    mock.AddObject("/org/freedesktop/UDisks2/block_devices/" + block, "org.freedesktop.UDisks2.Block",
                   {"Drive": dbus.ObjectPath(DRIVE)}, [])
    if block != "loop0":
        mock.AddObject("/org/freedesktop/UDisks2/block_devices/loop0", "org.freedesktop.UDisks2.Block",
                       {"Drive": dbus.ObjectPath("/")}, [])
    if case == "not-ata":
        mock.AddObject(DRIVE, "org.freedesktop.UDisks2.Drive", {"Model": "Fake USB stick"}, [])
        return
    failing = case == "failing"
    reallocated, pending = (1216, 6) if failing else (0, 0)
    mock.AddObject(DRIVE, "org.freedesktop.UDisks2.Drive.Ata", {
        "SmartSupported": case != "smart-unsupported",
        "SmartEnabled": case != "smart-disabled",
        "SmartUpdated": dbus.UInt64(0 if case == "never-read" else 1795000000),
        "SmartFailing": failing,
        "SmartPowerOnSeconds": dbus.UInt64(43811 * 3600 + 1200),
        "SmartTemperature": dbus.Double(312.15),
        "SmartNumAttributesFailing": dbus.Int32(1 if failing else 0),
        "SmartNumAttributesFailedInThePast": dbus.Int32(0),
        "SmartNumBadSectors": dbus.Int64(reallocated + pending),
        "SmartSelftestStatus": parameters.get("last-selftest", "success"),
        "SmartSelftestPercentRemaining": dbus.Int32(0),
    }, [("SmartGetAttributes", "a{sv}", "a(ysqiiixia{sv})", "ret = " + repr(attributes(reallocated, pending))),
        ("SmartUpdate", "a{sv}", "", smart_update),
        ("SmartSelftestStart", "sa{sv}", "", selftest_start),
        ("SmartSelftestAbort", "a{sv}", "", selftest_abort)])
    filesystem = parameters.get("filesystem")
    if filesystem:
        path = "/org/freedesktop/UDisks2/block_devices/" + filesystem
        if filesystem not in (block, "loop0"):
            mock.AddObject(path, "org.freedesktop.UDisks2.Block", {"Drive": dbus.ObjectPath("/")}, [])
        dbusmock.get_object(path).AddProperties("org.freedesktop.UDisks2.Filesystem", {
            "MountPoints": dbus.Array([dbus.ByteArray(b"/media/sektor-test\0")], signature="ay")})
    drive = dbusmock.get_object(DRIVE)
    power_off = parameters.get("power-off")
    if power_off:
        drive.AddProperties("org.freedesktop.UDisks2.Drive", {"CanPowerOff": power_off != "cannot"})
        drive.AddMethod("org.freedesktop.UDisks2.Drive", "PowerOff", "a{sv}", "",
                        "raise dbus.exceptions.DBusException('Error powering off drive: device busy', "
                        "name='org.freedesktop.UDisks2.Error.Failed')" if power_off == "fails" else "")
    drive.sektor_selftest = parameters.get("selftest", "passes")
    drive.sektor_step = None  # the script's next step; None: no test was started
