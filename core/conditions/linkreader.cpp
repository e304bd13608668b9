// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "conditions/linkreader.h"
#include "catalog/ataport.h"
#include "catalog/sysfsattribute.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace Sektor::Conditions {

using Catalog::readAttribute;

namespace {

// "8.0 GT/s PCIe", "8 GT/s", "6.0 Gbps", "480", "1.5": the leading number scaled to millions per second.
std::uint32_t leadingRate(const QString &text, double scale)
{
    static const QRegularExpression number(QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)"));
    const QRegularExpressionMatch m = number.match(text);
    if (!m.hasMatch())
        return 0;
    return std::uint32_t(std::lround(m.captured(1).toDouble() * scale));
}

std::uint32_t widthOf(const QString &path)
{
    bool ok = false;
    const uint value = readAttribute(path).toUInt(&ok);
    return ok && value <= 64 ? value : 0;
}

// The nearest directory at or above @p path (inside the device tree) that has @p attribute.
QString ancestorWith(QString path, const QString &attribute, const QString &sysRoot)
{
    while (path.size() > sysRoot.size()) {
        if (QFileInfo::exists(path + QLatin1Char('/') + attribute))
            return path;
        path = QFileInfo(path).path();
    }
    return {};
}

// NVMe: the PCI function above the controller has the link; the bridge above it is the slot's end.
DriveLink pcieLink(const QString &devicePath, const QString &sysRoot)
{
    DriveLink link;
    const QString function = ancestorWith(devicePath, QStringLiteral("current_link_speed"), sysRoot);
    if (function.isEmpty())
        return link;
    const auto at = [](const QString &dir, const char *name) -> QString {
        return dir + QLatin1Char('/') + QLatin1String(name);
    };
    link.bus = DriveLink::Bus::Pcie;
    link.rate = leadingRate(readAttribute(at(function, "current_link_speed")), 1000);
    link.width = widthOf(at(function, "current_link_width"));
    link.driveRate = leadingRate(readAttribute(at(function, "max_link_speed")), 1000);
    link.driveWidth = widthOf(at(function, "max_link_width"));
    const QString bridge = QFileInfo(function).path();
    link.portRate = leadingRate(readAttribute(at(bridge, "max_link_speed")), 1000);
    link.portWidth = widthOf(at(bridge, "max_link_width"));
    return link;
}

// IDENTIFY DEVICE word 76: bits 1–3 say which SATA generations the drive supports.
std::uint32_t sataDriveRate(const QString &identify)
{
    const QStringList words = identify.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.size() <= 76)
        return 0;
    bool ok = false;
    const uint word = words.at(76).toUInt(&ok, 16);
    if (!ok || word == 0xffff)
        return 0;
    if (word & 0x8)
        return 6000;
    if (word & 0x4)
        return 3000;
    return (word & 0x2) ? 1500 : 0;
}

DriveLink sataLink(const QString &devicePath, const QString &sysRoot)
{
    const int port = Catalog::ataPortNumber(devicePath);
    if (port == 0)
        return {};
    const QString linkDir = Catalog::ataLinkDir(sysRoot, port) + QLatin1Char('/');
    DriveLink link;
    link.bus = DriveLink::Bus::Sata;
    link.rate = leadingRate(readAttribute(linkDir + QLatin1String("sata_spd")), 1000);
    link.width = 1;
    link.portRate = leadingRate(readAttribute(linkDir + QLatin1String("hw_sata_spd_limit")), 1000);
    link.portWidth = 1;
    link.driveRate = sataDriveRate(readAttribute(Catalog::ataDeviceDir(sysRoot, port) + QLatin1String("/id")));
    link.driveWidth = 1;
    return link;
}

// The USB version a device reports (bcdUSB, " 3.20") as the least speed it supports: 3.1 and 3.2 devices may be Gen 1
// (5 Gb/s) or Gen 2 (10, 20), which bcdUSB does not tell; the rate it runs at does, when it is faster.
std::uint32_t usbVersionRate(const QString &version)
{
    const int major = version.section(QLatin1Char('.'), 0, 0).toInt();
    if (major >= 3)
        return 5000;
    return major == 2 ? 480 : (major == 1 ? 12 : 0);
}

DriveLink usbLink(const QString &devicePath, const QString &sysRoot)
{
    // .../usb2/2-1/2-1:1.0/host6/...: the interface (bus-port:config.interface), the device, the hub it is plugged
    // into (2-1.4's is 2-1; a device on the root hub's own port has usb2).
    static const QRegularExpression interfaceName(QStringLiteral("^[0-9]+-[0-9.]+:[0-9]+\\.[0-9]+$"));
    QString dir = devicePath;
    while (dir.size() > sysRoot.size() && !interfaceName.match(QFileInfo(dir).fileName()).hasMatch())
        dir = QFileInfo(dir).path();
    if (dir.size() <= sysRoot.size())
        return {};
    DriveLink link;
    link.bus = DriveLink::Bus::Usb;
    link.driver = QFileInfo(QFileInfo(dir + QLatin1String("/driver")).symLinkTarget()).fileName();
    const QString device = QFileInfo(dir).path();
    link.rate = leadingRate(readAttribute(device + QLatin1String("/speed")), 1);
    link.width = 1;
    link.mode = readAttribute(device + QLatin1String("/version"));
    link.driveRate = std::max(usbVersionRate(link.mode), link.rate);
    link.driveWidth = 1;
    // The port's rate is the hub's it is plugged into, not the root hub's: a USB 1.1 hub on a USB 3 bus limits the
    // stick behind it to 12 Mb/s, and the seating is not to blame.
    const QString hub = QFileInfo(device).path();
    if (QFileInfo::exists(hub + QLatin1String("/speed"))) {
        link.portRate = leadingRate(readAttribute(hub + QLatin1String("/speed")), 1);
        link.portWidth = 1;
    }
    return link;
}

// debugfs's ios file of the card's host (root only): "actual clock:\t50000000 Hz", "bus width:\t2 (4 bits)",
// "timing spec:\t6 (sd uhs SDR104)".
DriveLink mmcLink(const QString &devicePath, const QString &sysRoot)
{
    static const QRegularExpression host(QStringLiteral("/mmc_host/(mmc[0-9]+)/"));
    const QRegularExpressionMatch m = host.match(devicePath);
    DriveLink link;
    link.bus = DriveLink::Bus::Mmc;
    if (!m.hasMatch())
        return link;
    QFile ios(sysRoot + QLatin1String("/kernel/debug/") + m.captured(1) + QLatin1String("/ios"));
    if (!ios.open(QIODevice::ReadOnly))
        return link;
    static const QRegularExpression field(QStringLiteral("^([a-z ]+):\\s*([0-9]+)\\s*(?:\\((.*)\\)|Hz)?"),
                                          QRegularExpression::MultilineOption);
    std::uint32_t clockHz = 0;
    QRegularExpressionMatchIterator it = field.globalMatch(QString::fromUtf8(ios.read(4096)));
    while (it.hasNext()) {
        const QRegularExpressionMatch f = it.next();
        const QString name = f.captured(1);
        if (name == QLatin1String("actual clock") || (name == QLatin1String("clock") && clockHz == 0))
            clockHz = f.captured(2).toUInt();
        else if (name == QLatin1String("bus width"))
            link.width = leadingRate(f.captured(3), 1);
        else if (name == QLatin1String("timing spec"))
            link.mode = f.captured(3);
    }
    // Double data rate modes move data on both clock edges.
    const bool ddr = link.mode.contains(QLatin1String("DDR")) || link.mode.contains(QLatin1String("HS400"));
    link.rate = std::uint32_t(std::lround(double(clockHz) / 1e6 * (ddr ? 2 : 1)));
    return link;
}

} // namespace

DriveLink readDriveLink(const QString &sysRoot, const QString &driveName)
{
    const QFileInfo block(sysRoot + QLatin1String("/block/") + driveName);
    const QString devicePath = block.canonicalFilePath();
    if (devicePath.isEmpty())
        return {};
    const QString root = QFileInfo(sysRoot).canonicalFilePath();
    if (driveName.startsWith(QLatin1String("nvme")))
        return pcieLink(devicePath, root);
    if (driveName.startsWith(QLatin1String("mmcblk")))
        return mmcLink(devicePath, root);
    // USB before SATA: a USB disk is an sd* device too, only its path shows the bus.
    if (devicePath.contains(QLatin1String("/usb")))
        return usbLink(devicePath, root);
    if (devicePath.contains(QLatin1String("/ata")))
        return sataLink(devicePath, root);
    return {};
}

} // namespace Sektor::Conditions
