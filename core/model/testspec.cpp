// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/testspec.h"

#include <QCoreApplication>

namespace Sektor {

QString TestSpec::blockSizeShort(std::uint32_t bytes)
{
    if (bytes % MiB == 0)
        return QString::number(bytes / MiB) + QLatin1Char('M');
    if (bytes % KiB == 0)
        return QString::number(bytes / KiB) + QLatin1Char('K');
    return QString::number(bytes) + QLatin1Char('B');
}

QString TestSpec::blockSizeLabel(std::uint32_t bytes)
{
    if (bytes % MiB == 0)
        return QString::number(bytes / MiB) + QLatin1String("MiB");
    if (bytes % KiB == 0)
        return QString::number(bytes / KiB) + QLatin1String("KiB");
    return QString::number(bytes) + QLatin1Char('B');
}

QString TestSpec::name() const
{
    QString n = QLatin1String(pattern == AccessPattern::Sequential ? "SEQ" : "RND") + blockSizeShort(blockSize)
        + QLatin1String(" Q") + QString::number(queueDepth) + QLatin1Char('T') + QString::number(threads);
    if (syncWrites)
        n += QLatin1String(" DSYNC");
    return n;
}

Error TestSpec::validate() const
{
    if (blockSize < Limits::MinBlockSize || blockSize > Limits::MaxBlockSize || blockSize % 512 != 0)
        return Error::invalidArgument(
            QCoreApplication::translate(
                "Sektor::Limits", "the block size must be a multiple of 512 bytes from 512 B to 64 MiB, not %1 bytes.")
                .arg(blockSize));
    if (queueDepth < Limits::MinQueueDepth || queueDepth > Limits::MaxQueueDepth)
        return Error::invalidArgument(
            QCoreApplication::translate("Sektor::Limits", "the queue depth must be from 1 to 256, not %1.")
                .arg(queueDepth));
    if (threads < Limits::MinThreads || threads > Limits::MaxThreads)
        return Error::invalidArgument(
            QCoreApplication::translate("Sektor::Limits", "the thread count must be from 1 to 64, not %1.")
                .arg(threads));
    if (std::uint64_t(blockSize) * queueDepth * threads > Limits::MaxBufferBytes)
        return Error::invalidArgument(QCoreApplication::translate(
            "Sektor::Limits", "block size × queue depth × threads must not exceed 2 GiB of buffers."));
    if (syncWrites && queueDepth != 1)
        return Error::invalidArgument(
            QCoreApplication::translate("Sektor::Limits", "durable (O_DSYNC) latency tests run at queue depth 1."));
    return {};
}

bool modeApplies(IoMode mode, const TestSpec &spec)
{
    return mode != IoMode::Rewrite || (spec.pattern == AccessPattern::Sequential && !spec.syncWrites);
}

QString ioModeId(IoMode mode)
{
    return QLatin1String(idOf(mode));
}

const char *ioModeTitle(IoMode mode)
{
    switch (mode) {
    case IoMode::Read:
        return QT_TRANSLATE_NOOP("Sektor::IoMode", "Read");
    case IoMode::Write:
        return QT_TRANSLATE_NOOP("Sektor::IoMode", "Write");
    case IoMode::Mix:
        return QT_TRANSLATE_NOOP("Sektor::IoMode", "Mix");
    case IoMode::Rewrite:
        return QT_TRANSLATE_NOOP("Sektor::IoMode", "Rewrite");
    }
    return "";
}

QString ioModeDisplayName(IoMode mode)
{
    return QCoreApplication::translate("Sektor::IoMode", ioModeTitle(mode));
}

} // namespace Sektor
