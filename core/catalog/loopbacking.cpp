// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "catalog/loopbacking.h"

#include "model/uniquefd.h"

#include <QFile>

#include <fcntl.h>
#include <linux/loop.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace Sektor::Catalog {

namespace {
QString deviceNumber(dev_t dev)
{
    return QStringLiteral("%1:%2").arg(major(dev)).arg(minor(dev));
}
} // namespace

std::optional<LoopBacking> loopBackingOfNode(const QString &devRoot, const QString &name, const QString &expectedDev)
{
    if (devRoot.isEmpty() || !name.startsWith(QLatin1String("loop")) || expectedDev.isEmpty())
        return std::nullopt;
    const QByteArray node = QFile::encodeName(devRoot + QLatin1Char('/') + name);
    // O_NONBLOCK: never wait on a node that turns out not to be what sysfs says.
    const UniqueFd fd(::open(node.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY | O_NONBLOCK));
    if (!fd.isValid())
        return std::nullopt;
    struct stat st
    {
    };
    if (::fstat(fd.get(), &st) == 0 && S_ISBLK(st.st_mode) && deviceNumber(st.st_rdev) == expectedDev)
        return loopBackingOf(fd.get());
    return std::nullopt;
}

std::optional<LoopBacking> loopBackingOf(int fd)
{
    loop_info64 info {};
    if (::ioctl(fd, LOOP_GET_STATUS64, &info) != 0)
        return std::nullopt;
    // lo_rdevice and lo_device are the backing file's st_rdev and st_dev in the kernel's
    // new_encode_dev() form, which glibc's major()/minor() decode; lo_rdevice is 0 for a file.
    return LoopBacking {info.lo_rdevice != 0 ? deviceNumber(dev_t(info.lo_rdevice)) : QString(),
                        deviceNumber(dev_t(info.lo_device)),
                        quint64(info.lo_inode)};
}

QString loopBackingNameFromPath(const QString &backingFile)
{
    static const QLatin1String dev("/dev/");
    if (!backingFile.startsWith(dev))
        return {};
    const QString rest = backingFile.mid(dev.size());
    // A deleted backing node reads "/dev/sdb (deleted)"; its name is still the kernel's.
    const QString name = rest.section(QLatin1Char(' '), 0, 0);
    return name.contains(QLatin1String("..")) ? QString() : name;
}

} // namespace Sektor::Catalog
