// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "deviceopener.h"
#include "devicename.h"

#include "catalog/deviceidentityreader.h"

#include <QFile>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

namespace Sektor::Helper {

namespace {
using HelperProtocol::HelperError;

OpenedDevice refuse(HelperError refusal, const QString &detail)
{
    return OpenedDevice {UniqueFd(), refusal, detail};
}

QString errnoText(const char *call, int err)
{
    return QLatin1String(call) + QLatin1String(": ") + QString::fromLocal8Bit(strerror(err));
}

bool isTheDevice(int fd, dev_t expected)
{
    struct stat st
    {
    };
    return fstat(fd, &st) == 0 && S_ISBLK(st.st_mode) && st.st_rdev == expected;
}
} // namespace

bool readDeviceNumber(const QString &sysRoot, const QString &name, dev_t &number)
{
    const std::optional<dev_t> read = Catalog::deviceNumberFromSysfs(name, sysRoot);
    if (read)
        number = *read;
    return read.has_value();
}

OpenedDevice openBlockDevice(const QString &name, bool writes, const QString &devRoot, const QString &sysRoot)
{
    if (!isValidKernelName(name))
        return refuse(HelperError::InvalidDeviceName, QStringLiteral("not a kernel device name"));
    dev_t expected = 0;
    if (!readDeviceNumber(sysRoot, name, expected))
        return refuse(HelperError::DeviceNotFound, QStringLiteral("no such block device"));

    const QByteArray node = QFile::encodeName(devRoot + QLatin1Char('/') + name);
    UniqueFd pathFd(::open(node.constData(), O_PATH | O_NOFOLLOW | O_CLOEXEC));
    if (!pathFd.isValid())
        return refuse(errno == ENOENT ? HelperError::DeviceNotFound : HelperError::NotBlockDevice,
                      errnoText("open", errno));
    if (!isTheDevice(pathFd.get(), expected))
        return refuse(HelperError::NotBlockDevice, QStringLiteral("the node is not the block device sysfs names"));

    const QByteArray self = "/proc/self/fd/" + QByteArray::number(pathFd.get());
    const int access = writes ? (O_RDWR | O_EXCL) : O_RDONLY;
    UniqueFd fd(::open(self.constData(), access | O_DIRECT | O_CLOEXEC | O_NOCTTY));
    if (!fd.isValid() && errno == EINVAL) // a device without direct I/O: buffered, labelled cache-affected
        fd.reset(::open(self.constData(), access | O_CLOEXEC | O_NOCTTY));
    const int openErrno = errno;
    pathFd.reset();
    if (!fd.isValid())
        return refuse(openErrno == EBUSY ? HelperError::DeviceBusy : HelperError::Failed, errnoText("open", openErrno));
    if (!isTheDevice(fd.get(), expected))
        return refuse(HelperError::NotBlockDevice, QStringLiteral("the device changed while opening"));
    return OpenedDevice {std::move(fd), HelperError::Failed, {}};
}

} // namespace Sektor::Helper
