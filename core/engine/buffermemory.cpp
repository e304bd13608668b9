// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/buffermemory.h"
#include "engine/iobuffers.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>

namespace Sektor {

std::uint64_t bufferBytes(const TestSpec &spec)
{
    return std::uint64_t(IoBuffers::footprint(spec.queueDepth, spec.blockSize)) * spec.threads;
}

std::uint64_t memAvailableBytes(const QString &procRoot)
{
    QFile file(procRoot + QLatin1String("/meminfo"));
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    // readAll(), not atEnd(): /proc files report a size of 0.
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (!line.startsWith("MemAvailable:"))
            continue;
        const QList<QByteArray> fields = line.simplified().split(' '); // "MemAvailable: 123456 kB"
        bool ok = false;
        const std::uint64_t kib = fields.value(1).toULongLong(&ok);
        return ok && fields.value(2) == "kB" ? kib * 1024 : 0;
    }
    return 0;
}

Error bufferMemoryError(const TestSpec &spec, std::uint64_t memAvailable, std::optional<std::uint64_t> cgroupHeadroom)
{
    const std::uint64_t needed = bufferBytes(spec);
    const std::uint64_t share = memAvailable / BufferMemoryShareDivisor;
    const bool overShare = memAvailable != 0 && needed > share;
    const std::uint64_t leftByCgroup = cgroupHeadroom ? *cgroupHeadroom - *cgroupHeadroom / CgroupReserveDivisor : 0;
    const bool overCgroup = cgroupHeadroom && needed > leftByCgroup;
    if (!overShare && !overCgroup)
        return {};
    Error e = Error::of(ErrorCode::OutOfMemory);
    e.value = needed;
    const bool byShare = overShare && (!overCgroup || share <= leftByCgroup); // the tighter limit speaks
    e.limit = byShare ? share : leftByCgroup;
    const QLocale locale;
    const QString neededText = locale.formattedDataSize(qint64(needed), 1, QLocale::DataSizeIecFormat);
    const QString limitText = locale.formattedDataSize(qint64(e.limit), 1, QLocale::DataSizeIecFormat);
    e.detail = byShare
        ? QCoreApplication::translate("Sektor::Error",
                                      "%1 needs %2 of buffers; a run may use %3, a quarter of the available memory")
              .arg(spec.name(), neededText, limitText)
        : QCoreApplication::translate("Sektor::Error",
                                      "%1 needs %2 of buffers; the memory limit of this process (its cgroup: a "
                                      "service's MemoryMax or a container's limit) leaves them %3")
              .arg(spec.name(), neededText, limitText);
    return e;
}

} // namespace Sektor
