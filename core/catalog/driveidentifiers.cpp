// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/driveidentifiers.h"
#include "catalog/ataport.h"
#include "catalog/sysfsattribute.h"

#include <QFile>
#include <QFileInfo>

namespace Sektor::Catalog {

namespace {
constexpr int IdentifyWords = 256;
constexpr int SerialWord = 10;
constexpr int SerialWords = 10;
constexpr int FirmwareWord = 23;
constexpr int FirmwareWords = 4;
constexpr int VpdHeaderBytes = 4;
constexpr char UnitSerialPage = char(0x80);

// Printable ASCII only: these come from the drive, and a name made of them ends up in file names and reports.
QString printable(const QByteArray &bytes)
{
    QString text;
    for (const char c : bytes) {
        if (c >= 0x20 && c < 0x7f)
            text.append(QLatin1Char(c));
    }
    return text.simplified();
}

// The USB device (the directory with idVendor) above @p devicePath, empty when it is on no USB bus.
QString usbDeviceOf(QString devicePath)
{
    while (devicePath.size() > 1) {
        if (QFileInfo::exists(devicePath + QLatin1String("/idVendor")))
            return devicePath;
        devicePath = QFileInfo(devicePath).path();
    }
    return {};
}

QByteArray readBinary(const QString &path)
{
    QFile f(path);
    // A VPD page is at most 4 + 65535 bytes; a serial number fits in the first KiB.
    return f.open(QIODevice::ReadOnly) ? f.read(1024) : QByteArray();
}
} // namespace

QString ataIdentifyText(const QString &identifyWords, int first, int count)
{
    // Eight words a line as libata writes them; any whitespace between them. Every word is checked: an attribute
    // that is not 256 words of hex is not IDENTIFY data, whichever of them is asked for.
    const QStringList words = identifyWords.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.size() != IdentifyWords || first < 0 || count < 0 || first + count > IdentifyWords)
        return {};
    QList<uint> values;
    for (const QString &w : words) {
        bool ok = false;
        const uint word = w.toUInt(&ok, 16);
        if (!ok || word > 0xffff || w.size() != 4)
            return {};
        values.append(word);
    }
    QByteArray bytes;
    for (int i = first; i < first + count; ++i) {
        bytes.append(char(values.at(i) >> 8));
        bytes.append(char(values.at(i) & 0xff));
    }
    return printable(bytes);
}

QString vpdUnitSerial(const QByteArray &page)
{
    if (page.size() < VpdHeaderBytes || page.at(1) != UnitSerialPage)
        return {};
    const int length = (int(uchar(page.at(2))) << 8) | int(uchar(page.at(3)));
    return printable(page.mid(VpdHeaderBytes, length));
}

DriveIdentifiers readDriveIdentifiers(const QString &sysRoot, const QString &blockDir, const QString &devicePath)
{
    const QString device = blockDir + QLatin1String("/device/");
    DriveIdentifiers ids;
    ids.serial = readAttribute(device + QLatin1String("serial"));
    ids.firmware = readAttribute(device + QLatin1String("firmware_rev"));
    if (const int port = ataPortNumber(devicePath); port > 0) {
        const QString identify = readAttribute(ataDeviceDir(sysRoot, port) + QLatin1String("/id"));
        // A USB bridge has no libata port: this is a drive libata itself asked.
        ids.serial = ataIdentifyText(identify, SerialWord, SerialWords);
        ids.firmware = ataIdentifyText(identify, FirmwareWord, FirmwareWords);
    }
    if (ids.serial.isEmpty())
        ids.serial = vpdUnitSerial(readBinary(device + QLatin1String("vpd_pg80")));
    if (ids.serial.isEmpty()) {
        if (const QString usb = usbDeviceOf(devicePath); !usb.isEmpty())
            ids.serial = readAttribute(usb + QLatin1String("/serial"));
    }
    if (ids.firmware.isEmpty())
        ids.firmware = firstAttribute(blockDir + QLatin1String("/device"), {"rev", "fwrev"});
    return ids;
}

} // namespace Sektor::Catalog
