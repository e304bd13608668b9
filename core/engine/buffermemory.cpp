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

Error bufferMemoryError(const TestSpec &spec, std::uint64_t memAvailable)
{
    const std::uint64_t allowed = memAvailable / BufferMemoryShareDivisor;
    const std::uint64_t needed = bufferBytes(spec);
    if (memAvailable == 0 || needed <= allowed)
        return {};
    Error e = Error::of(ErrorCode::OutOfMemory);
    e.value = needed;
    e.limit = allowed;
    const QLocale locale;
    e.detail = QCoreApplication::translate(
                   "Sektor::Error", "%1 needs %2 of buffers; a run may use %3, a quarter of the available memory")
                   .arg(spec.name(),
                        locale.formattedDataSize(qint64(needed), 1, QLocale::DataSizeIecFormat),
                        locale.formattedDataSize(qint64(allowed), 1, QLocale::DataSizeIecFormat));
    return e;
}

} // namespace Sektor
