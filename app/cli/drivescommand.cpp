// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "drivescommand.h"
#include "exitcodes.h"
#include "output.h"

#include "catalog/drivecatalog.h"
#include "catalog/filesystemspace.h"
#include "conditions/linkreader.h"
#include "health/drivehealthreader.h"
#include "report/conditionsjson.h"
#include "report/conditionsreport.h"
#include "report/conditionwording.h"
#include "report/healthjson.h"
#include "report/healthreport.h"
#include "report/texttable.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace Sektor::Cli {

namespace {
using namespace Sektor::Catalog;

// Size and free space of the filesystem at the first mount point, into a JSON object.
void addSpace(QJsonObject &object, const QStringList &mountPoints)
{
    if (const auto space = filesystemSpace(mountPoints.value(0))) {
        object.insert(QStringLiteral("fsTotalBytes"), double(space->totalBytes));
        object.insert(QStringLiteral("fsFreeBytes"), double(space->freeBytes));
    }
}

QJsonObject partitionJson(const Partition &p)
{
    QJsonObject object {
        {QStringLiteral("name"), p.name},
        {QStringLiteral("number"), p.number},
        {QStringLiteral("sizeBytes"), double(p.sizeBytes)},
        {QStringLiteral("fsType"), p.fsType},
        {QStringLiteral("mountPoints"), QJsonArray::fromStringList(p.mountPoints)},
        {QStringLiteral("swap"), p.swap},
    };
    addSpace(object, p.mountPoints);
    return object;
}

// In °C, from the drive's sensor or its health (Health::driveTemperatureMilliCelsius()); null where neither says.
QJsonValue temperatureJson(const Drive &d, const DriveHealth &health)
{
    const std::optional<int> milli = Health::driveTemperatureMilliCelsius(d, health);
    return milli ? QJsonValue(*milli / 1000.0) : QJsonValue();
}

QJsonObject driveJson(const Drive &d, const DriveLink &link, const DriveHealth &health)
{
    QJsonArray partitions;
    for (const Partition &p : d.partitions)
        partitions.append(partitionJson(p));
    const auto cache = [](WriteCache c) {
        return c == WriteCache::WriteBack   ? QStringLiteral("write back")
            : c == WriteCache::WriteThrough ? QStringLiteral("write through")
                                            : QString();
    };
    QJsonObject object {
        {QStringLiteral("name"), d.name},
        {QStringLiteral("model"), d.model},
        {QStringLiteral("vendor"), d.vendor},
        {QStringLiteral("serial"), d.serial},
        {QStringLiteral("wwid"), d.wwid},
        {QStringLiteral("firmware"), d.firmware},
        {QStringLiteral("transport"), transportId(d.transport)},
        // JSON numbers are doubles: exact up to 2^53 bytes (8 PiB), beyond any drive.
        {QStringLiteral("sizeBytes"), double(d.sizeBytes)},
        {QStringLiteral("rotational"), d.rotational},
        {QStringLiteral("removable"), d.removable},
        {QStringLiteral("readOnly"), d.readOnly},
        {QStringLiteral("logicalBlockSize"), int(d.logicalBlockSize)},
        {QStringLiteral("physicalBlockSize"), int(d.physicalBlockSize)},
        {QStringLiteral("writeCache"), cache(d.writeCache)},
        {QStringLiteral("temperatureCelsius"), temperatureJson(d, health)},
        {QStringLiteral("link"), linkToJson(link)},
        {QStringLiteral("linkCeilingBytesPerSecond"), linkCeiling(link)},
        {QStringLiteral("linkWarnings"), QJsonArray::fromStringList(linkWarnings(link, Wording::English))},
        {QStringLiteral("health"), health.known() ? QJsonValue(healthToJson(health)) : QJsonValue()},
        {QStringLiteral("backingFile"), d.backingFile},
        {QStringLiteral("slaves"), QJsonArray::fromStringList(d.slaves)},
        {QStringLiteral("fsType"), d.fsType},
        {QStringLiteral("mountPoints"), QJsonArray::fromStringList(d.mountPoints)},
        {QStringLiteral("swap"), d.swap},
        {QStringLiteral("partitions"), partitions},
        {QStringLiteral("backsSystem"), d.backsSystem},
        {QStringLiteral("hiddenReason"), d.hiddenReason},
    };
    addSpace(object, d.mountPoints);
    return object;
}

QString mountSummary(const Drive &d)
{
    QStringList uses = d.allMountPoints();
    const bool swap = d.swap || std::any_of(d.partitions.cbegin(), d.partitions.cend(), [](const Partition &p) {
                          return p.swap;
                      });
    if (swap)
        uses.append(QCoreApplication::translate("sektor-cli", "[swap]"));
    if (d.hidden()) // only listed with --all
        uses.append(QCoreApplication::translate("sektor-cli", "(hidden: %1)").arg(d.hiddenReason));
    return uses.isEmpty() ? QCoreApplication::translate("sektor-cli", "not mounted") : uses.join(QLatin1String(", "));
}

// Free space over the drive's mounted filesystems (each counted once, by its first mount point).
QString freeSummary(const Drive &d, const QLocale &locale)
{
    QList<QStringList> filesystems {d.mountPoints};
    for (const Partition &p : d.partitions)
        filesystems.append(p.mountPoints);
    std::optional<quint64> free;
    for (const QStringList &mountPoints : std::as_const(filesystems)) {
        if (const auto space = filesystemSpace(mountPoints.value(0)))
            free = free.value_or(0) + space->freeBytes;
    }
    return free ? locale.formattedDataSize(qint64(*free), 1, QLocale::DataSizeSIFormat) : QString();
}

// "PCIe 3.0 x2 (about 1,969 MB/s)", marked when it runs below what it could; "-" where sysfs does not say.
QString linkSummary(const DriveLink &link)
{
    if (!link.known())
        return QStringLiteral("-");
    const QString text = QCoreApplication::translate("sektor-cli", "%1 (%2)").arg(linkText(link), ceilingText(link));
    return linkWarnings(link).isEmpty() ? text : text + QLatin1String(" !");
}

QString temperatureSummary(const Drive &d, const DriveHealth &health)
{
    const std::optional<int> milli = Health::driveTemperatureMilliCelsius(d, health);
    return milli ? ConditionWording::celsius(*milli, Wording::Translated) : QStringLiteral("-");
}

// "good", "good, 3 % used", "FAILING": what the drive says of itself; "-" where nothing could be read.
QString healthShort(const DriveHealth &h)
{
    if (!h.known())
        return QStringLiteral("-");
    if (h.reportsProblem())
        return QCoreApplication::translate("sektor-cli", "FAILING");
    if (h.percentageUsed >= 0)
        return QCoreApplication::translate("sektor-cli", "good, %1 % used").arg(h.percentageUsed);
    return QCoreApplication::translate("sektor-cli", "good");
}

QString table(const QList<Drive> &drives, const QList<DriveLink> &links, const QList<DriveHealth> &healths)
{
    const QStringList header {
        QCoreApplication::translate("sektor-cli", "NAME"),
        QCoreApplication::translate("sektor-cli", "MODEL"),
        QCoreApplication::translate("sektor-cli", "TRANSPORT"),
        QCoreApplication::translate("sektor-cli", "LINK"),
        QCoreApplication::translate("sektor-cli", "TEMP"),
        QCoreApplication::translate("sektor-cli", "HEALTH"),
        QCoreApplication::translate("sektor-cli", "SIZE"),
        QCoreApplication::translate("sektor-cli", "FREE"),
        QCoreApplication::translate("sektor-cli", "SYSTEM"),
        QCoreApplication::translate("sektor-cli", "MOUNTED AT"),
    };
    QList<QStringList> rows {header};
    const QLocale locale;
    QStringList warnings;
    for (qsizetype i = 0; i < drives.size(); ++i) {
        const Drive &d = drives.at(i);
        for (const QString &warning : linkWarnings(links.at(i)))
            warnings << QCoreApplication::translate("sektor-cli", "%1: %2").arg(d.name, warning);
        warnings << healthProblems(d.name, healths.at(i));
        rows.append(QStringList {
            d.name,
            orUnknown(d.model),
            transportName(d.transport),
            linkSummary(links.at(i)),
            temperatureSummary(d, healths.at(i)),
            healthShort(healths.at(i)),
            // Capacities in decimal units, as printed on the drive and shown by the app.
            locale.formattedDataSize(qint64(d.sizeBytes), 1, QLocale::DataSizeSIFormat),
            freeSummary(d, locale),
            d.backsSystem ? QCoreApplication::translate("sektor-cli", "system") : QString(),
            mountSummary(d),
        });
    }
    QString text = textTable(rows);
    // The links marked "!" and the drives' own problems, in words: known before any run, and the first answers to
    // "why is it slow?".
    if (!warnings.isEmpty())
        text += QLatin1Char('\n') + warnings.join(QLatin1Char('\n')) + QLatin1Char('\n');
    return text;
}
} // namespace

int drivesCommand(const QStringList &arguments)
{
    bool json = false;
    bool all = false;
    for (const QString &arg : arguments) {
        if (arg == QLatin1String("--json")) {
            json = true;
        } else if (arg == QLatin1String("--all")) {
            all = true;
        } else if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            printOut(QCoreApplication::translate(
                "sektor-cli",
                "Usage: sektor-cli drives [--json] [--all]\n"
                "\n"
                "Lists the drives of this machine. Drives marked \"system\" hold the running system.\n"
                "  --json   Print JSON instead of a table.\n"
                "  --all    Include hidden devices (RAM disks, empty loop devices…).\n"));
            return ExitSuccess;
        } else {
            printError(QCoreApplication::translate("sektor-cli", "Unknown option %1 for drives.").arg(arg));
            return ExitUsage;
        }
    }
    const DriveCatalog catalog;
    const QList<Drive> drives = all ? catalog.drives() : catalog.visibleDrives();
    QList<DriveLink> links;
    QList<DriveHealth> healths;
    for (const Drive &d : drives) {
        links << Conditions::readDriveLink(QStringLiteral("/sys"), d.name);
        healths << Health::readDriveHealth(d);
    }
    if (json) {
        QJsonArray list;
        for (qsizetype i = 0; i < drives.size(); ++i)
            list.append(driveJson(drives.at(i), links.at(i), healths.at(i)));
        printJson(QJsonDocument(QJsonObject {{QStringLiteral("drives"), list}}).toJson(QJsonDocument::Indented));
        return ExitSuccess;
    }
    if (drives.isEmpty()) {
        printNotice(QCoreApplication::translate("sektor-cli", "No drives found."));
        return ExitSuccess;
    }
    printOut(table(drives, links, healths));
    return ExitSuccess;
}

} // namespace Sektor::Cli
