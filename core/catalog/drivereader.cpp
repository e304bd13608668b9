// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/drivereader.h"
#include "catalog/driveidentifiers.h"
#include "catalog/sysfsattribute.h"
#include "catalog/transport.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

#include <sys/stat.h>

namespace Sektor::Catalog {

namespace {
// sysfs sizes are in 512-byte sectors whatever the device's block size.
constexpr std::uint64_t SectorBytes = 512;

// The owner of the file at @p path (not of a link there), -1 when there is none: a loop device's backing file the
// kernel still names after it was deleted ("… (deleted)") has none to ask.
qint64 ownerOf(const QString &path)
{
    struct stat st
    {
    };
    if (path.isEmpty() || ::lstat(QFile::encodeName(path).constData(), &st) != 0)
        return -1;
    return qint64(st.st_uid);
}

WriteCache readWriteCache(const QString &path)
{
    const QString value = readAttribute(path);
    if (value == QLatin1String("write back"))
        return WriteCache::WriteBack;
    if (value == QLatin1String("write through"))
        return WriteCache::WriteThrough;
    return WriteCache::Unknown;
}

// NVMe controllers register a hwmon device under device/ (hwmonN/temp1_input, the composite temperature).
std::optional<int> readTemperature(const QString &deviceDir)
{
    const QStringList hwmons
        = QDir(deviceDir).entryList({QStringLiteral("hwmon*")}, QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &hwmon : hwmons) {
        bool ok = false;
        const int value
            = readAttribute(deviceDir + QLatin1Char('/') + hwmon + QLatin1String("/temp1_input")).toInt(&ok);
        if (ok)
            return value;
    }
    return std::nullopt;
}

QList<Partition> readPartitions(const QString &blockDir)
{
    QList<Partition> result;
    const QFileInfoList entries = QDir(blockDir).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QFileInfo &entry : entries) {
        // Partitions are the subdirectories with a "partition" attribute (holding their number).
        const QString dir = entry.filePath();
        if (!QFileInfo::exists(dir + QLatin1String("/partition")))
            continue;
        Partition p;
        p.name = entry.fileName();
        p.number = int(readNumber(dir + QLatin1String("/partition")));
        p.sizeBytes = readNumber(dir + QLatin1String("/size")) * SectorBytes;
        p.readOnly = readNumber(dir + QLatin1String("/ro")) == 1;
        result.append(p);
    }
    std::sort(result.begin(), result.end(), [](const Partition &a, const Partition &b) {
        return a.number < b.number;
    });
    return result;
}
} // namespace

Drive readDrive(const QString &sysRoot, const QString &name)
{
    const QString blockDir = sysRoot + QLatin1String("/block/") + name;
    const QFileInfo info(blockDir);
    const QString resolved = info.canonicalFilePath().isEmpty() ? info.absoluteFilePath() : info.canonicalFilePath();
    const QString device = blockDir + QLatin1String("/device");
    const QString queue = blockDir + QLatin1String("/queue/");

    Drive d;
    d.name = info.fileName();
    d.transport = detectTransport(d.name, resolved);
    // MMC cards call their model "name"; NVMe's device/ is the controller, which has the model.
    d.model = firstAttribute(device, {"model", "name"});
    if (d.transport == Transport::Sata || d.transport == Transport::Usb)
        d.vendor = readAttribute(device + QLatin1String("/vendor"));
    const DriveIdentifiers ids = readDriveIdentifiers(sysRoot, blockDir, resolved);
    d.serial = ids.serial;
    // NVMe namespaces have it on the block device, SCSI and ATA disks on device/.
    d.wwid = firstAttribute(blockDir, {"wwid", "device/wwid"});
    d.firmware = ids.firmware;
    d.sizeBytes = readNumber(blockDir + QLatin1String("/size")) * SectorBytes;
    d.rotational = readNumber(queue + QLatin1String("rotational")) == 1;
    d.removable = readNumber(blockDir + QLatin1String("/removable")) == 1;
    d.readOnly = readNumber(blockDir + QLatin1String("/ro")) == 1;
    d.logicalBlockSize = std::uint32_t(readNumber(queue + QLatin1String("logical_block_size")));
    d.physicalBlockSize = std::uint32_t(readNumber(queue + QLatin1String("physical_block_size")));
    d.writeCache = readWriteCache(queue + QLatin1String("write_cache"));
    d.ioTimeoutMs = std::uint32_t(readNumber(queue + QLatin1String("io_timeout")));
    d.temperatureMilliCelsius = readTemperature(device);
    d.backingFile = readRawAttribute(blockDir + QLatin1String("/loop/backing_file"));
    d.backingFileOwner = ownerOf(d.backingFile);
    d.slaves = QDir(blockDir + QLatin1String("/slaves"))
                   .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System, QDir::Name);
    d.partitions = readPartitions(blockDir);
    return d;
}

} // namespace Sektor::Catalog
