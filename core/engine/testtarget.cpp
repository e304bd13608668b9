// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/testtarget.h"
#include "catalog/deviceidentityreader.h"
#include "catalog/memorybacking.h"
#include "engine/targetprobe.h"

#include <QFile>

#include <algorithm>

#include <cerrno>
#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace Sektor {

namespace {
constexpr std::uint64_t SpanGranularity = 1 * MiB;

// O_TMPFILE first: an unnamed inode that cannot outlive the descriptor. Filesystems without it
// get a named file that is unlinked before any I/O. O_DIRECT is dropped only if refused.
UniqueFd createUnnamedFile(const QByteArray &dir, bool &directIo, int &err)
{
    for (bool direct : {true, false}) {
        const int flags = O_RDWR | O_CLOEXEC | (direct ? O_DIRECT : 0);
        UniqueFd fd(::open(dir.constData(), O_TMPFILE | flags, 0600));
        if (!fd.isValid() && (errno == EOPNOTSUPP || errno == EISDIR)) {
            QByteArray name = dir + "/.sektor-test-XXXXXX";
            fd.reset(mkostemp(name.data(), O_CLOEXEC));
            if (fd.isValid()) {
                unlink(name.constData());
                if (direct && fcntl(fd.get(), F_SETFL, O_DIRECT) != 0) {
                    fd.reset();
                    errno = EINVAL;
                }
            }
        }
        if (fd.isValid()) {
            directIo = direct;
            return fd;
        }
        err = errno;
        if (err != EINVAL)
            return {};
    }
    return {};
}

// btrfs copies a block on every overwrite and checksums (and may compress) it; a NOCOW file is written in place, as
// databases and disk images are, so the figures are the drive's. The flag holds only while the file is empty.
bool makeNoCopyOnWrite(int fd)
{
    int flags = 0;
    if (ioctl(fd, FS_IOC_GETFLAGS, &flags) != 0)
        return false;
    flags |= FS_NOCOW_FL;
    return ioctl(fd, FS_IOC_SETFLAGS, &flags) == 0 && ioctl(fd, FS_IOC_GETFLAGS, &flags) == 0
        && (flags & FS_NOCOW_FL) != 0;
}

// A read updates the access time of what it reads: of a device, its node's inode (memory only); of a file, its inode
// (written back once in a while with relatime). Neither is the drive's work, yet the check costs every read about
// 0.13 µs of CPU in the kernel (current_time(), atime_needs_update(): 4 % of an RND4K Q32T1 read on the RAM-backed
// loop, tests/perf/cpu-vs-uring.sh). O_NOATIME is allowed only to the owner and to root; elsewhere it stays as it was.
void skipAccessTimes(int fd, int statusFlags)
{
    if (statusFlags >= 0 && !(statusFlags & O_NOATIME))
        fcntl(fd, F_SETFL, statusFlags | O_NOATIME);
}
} // namespace

Expected<std::unique_ptr<TestTarget>> TestTarget::open(const QString &path, const RunOptions &options, bool writes)
{
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return errorFromErrno(ErrorCode::TargetNotFound, path, errno, "stat");
    if (S_ISDIR(st.st_mode))
        return openDirectory(path, options);
    if (S_ISBLK(st.st_mode))
        return openDevice(path, options, writes);
    return Error::of(ErrorCode::TargetWrongType, path);
}

Expected<std::unique_ptr<TestTarget>> TestTarget::openDirectory(const QString &path, const RunOptions &options)
{
    const QString filesystem = TargetProbe::filesystemOf(path);
    if (TargetProbe::isKernelFilesystem(filesystem)) {
        Error e = Error::of(ErrorCode::KernelFilesystem, path);
        e.detail = filesystem;
        return e;
    }
    const QByteArray dir = QFile::encodeName(path);
    struct statvfs vfs
    {
    };
    if (statvfs(dir.constData(), &vfs) != 0)
        return errorFromErrno(ErrorCode::TargetPermissionDenied, path, errno, "statvfs");
    if (vfs.f_flag & ST_RDONLY)
        return Error::of(ErrorCode::TargetReadOnly, path);
    if (access(dir.constData(), W_OK | X_OK) != 0)
        return errorFromErrno(ErrorCode::TargetPermissionDenied, path, errno, "access");

    std::unique_ptr<TestTarget> target(new TestTarget);
    TargetInfo &info = target->m_info;
    info.kind = TargetInfo::Kind::Directory;
    info.path = path;
    info.filesystem = filesystem;
    info.memoryBacked = Catalog::isMemoryFilesystem(info.filesystem);
    info.freeBytes = std::uint64_t(vfs.f_bavail) * vfs.f_frsize;
    info.totalBytes = std::uint64_t(vfs.f_blocks) * vfs.f_frsize;
    const std::uint64_t wanted = options.wholeTarget
        ? std::uint64_t(double(info.freeBytes) * (1.0 - Limits::WholeTargetReserve))
        : options.testSize;
    info.span = wanted / SpanGranularity * SpanGranularity;
    if (info.freeBytes < info.span || info.span < Limits::MinTestSize) {
        Error e = Error::of(ErrorCode::NotEnoughSpace, path);
        e.value = std::max(info.span, Limits::MinTestSize);
        e.limit = info.freeBytes;
        return e;
    }

    int err = 0;
    target->m_fd = createUnnamedFile(dir, info.directIo, err);
    if (!target->m_fd.isValid())
        return errorFromErrno(ErrorCode::TargetPermissionDenied, path, err, "open");
    info.cacheAffected = !info.directIo;
    skipAccessTimes(target->m_fd.get(), fcntl(target->m_fd.get(), F_GETFL));
    if (info.filesystem == QLatin1String("btrfs"))
        info.noCopyOnWrite = makeNoCopyOnWrite(target->m_fd.get());

    info.preallocated = fallocate(target->m_fd.get(), 0, 0, off_t(info.span)) == 0;
    if (!info.preallocated) {
        const int fallocateErr = errno;
        if (fallocateErr == ENOSPC || fallocateErr == EDQUOT) {
            Error e = errorFromErrno(ErrorCode::NotEnoughSpace, path, fallocateErr, "fallocate");
            e.value = info.span;
            e.limit = info.freeBytes;
            return e;
        }
        // No preallocation on this filesystem: the file is written in full before use anyway.
        if (ftruncate(target->m_fd.get(), off_t(info.span)) != 0)
            return errorFromErrno(ErrorCode::IoError, path, errno, "ftruncate");
    }

    struct stat st
    {
    };
    fstat(target->m_fd.get(), &st);
    target->m_kernelName = TargetProbe::blockDeviceName(st.st_dev);
    info.logicalBlockSize = TargetProbe::logicalBlockSize(st.st_dev);
    if (!info.memoryBacked && !target->m_kernelName.isEmpty())
        info.memoryBacked = TargetProbe::isMemoryBackedDevice(target->m_kernelName);
    // Without a kernel answer, 4096 is the alignment every filesystem accepts.
    target->probeAlignment(std::max<std::uint32_t>(info.logicalBlockSize, 4096));
    return target;
}

Expected<std::unique_ptr<TestTarget>>
TestTarget::openDevice(const QString &path, const RunOptions &options, bool writes)
{
    if (writes && !options.allowDeviceWrites)
        return Error::of(ErrorCode::WritesNotAllowed, path);
    const QByteArray node = QFile::encodeName(path);
    const int access = writes ? (O_RDWR | O_EXCL) : O_RDONLY;
    int fd = ::open(node.constData(), access | O_DIRECT | O_CLOEXEC | O_NOCTTY);
    if (fd < 0 && errno == EINVAL)
        fd = ::open(node.constData(), access | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        const int err = errno;
        if ((err == EACCES || err == EPERM) && geteuid() != 0)
            return Error::of(ErrorCode::DeviceNeedsRoot, path);
        return errorFromErrno(ErrorCode::TargetPermissionDenied, path, err, "open");
    }
    return adoptDevice(UniqueFd(fd), path, options, writes);
}

Expected<std::unique_ptr<TestTarget>>
TestTarget::adoptDevice(UniqueFd owned, const QString &path, const RunOptions &options, bool writes)
{
    std::unique_ptr<TestTarget> target(new TestTarget);
    const int fd = owned.get();
    target->m_fd = std::move(owned); // closed with the target on every return
    if (writes && !options.allowDeviceWrites)
        return Error::of(ErrorCode::WritesNotAllowed, path);
    TargetInfo &info = target->m_info;
    info.kind = TargetInfo::Kind::BlockDevice;
    info.path = path;
    const int status = fcntl(fd, F_GETFL);
    if (status < 0)
        return errorFromErrno(ErrorCode::Internal, path, errno, "fcntl");
    if (writes && (status & O_ACCMODE) != O_RDWR)
        return Error::of(ErrorCode::WritesNotAllowed, path);
    info.directIo = (status & O_DIRECT) != 0;
    info.cacheAffected = !info.directIo;
    skipAccessTimes(fd, status);

    struct stat st
    {
    };
    if (fstat(fd, &st) != 0 || !S_ISBLK(st.st_mode))
        return Error::of(ErrorCode::TargetWrongType, path);
    // Bound to a drive (a consent given earlier): the descriptor, not the name, must be that drive.
    if (options.expectedDevice && Catalog::identityOfDescriptor(fd) != options.expectedDevice)
        return driveChangedError(path);
    std::uint64_t size = 0;
    if (ioctl(fd, BLKGETSIZE64, &size) != 0)
        return errorFromErrno(ErrorCode::IoError, path, errno, "BLKGETSIZE64");
    int readOnly = 0;
    // A read-only device may still open O_RDWR; its writes would fail mid-test with EIO.
    if (writes && ioctl(fd, BLKROGET, &readOnly) == 0 && readOnly)
        return Error::of(ErrorCode::TargetReadOnly, path);
    int sectorSize = 0;
    ioctl(fd, BLKSSZGET, &sectorSize);
    target->m_kernelName = TargetProbe::blockDeviceName(st.st_rdev);
    info.deviceSize = size;
    info.logicalBlockSize = std::uint32_t(sectorSize);
    info.memoryBacked = TargetProbe::isMemoryBackedDevice(target->m_kernelName, fd);
    info.span = (options.wholeTarget ? size : std::min(options.testSize, size)) / SpanGranularity * SpanGranularity;
    info.prefilled = writes;
    if (info.span == 0)
        return Error::of(ErrorCode::TargetTooSmall, path);
    target->probeAlignment(std::max<std::uint32_t>(info.logicalBlockSize, 512));
    return target;
}

void TestTarget::probeAlignment(std::uint32_t fallback)
{
    const std::uint32_t reported = TargetProbe::directIoAlignment(m_fd.get());
    m_info.directIoAlignment = m_info.directIo ? (reported ? reported : fallback) : 1;
}

void TestTarget::dropCache() const
{
    if (m_info.directIo)
        return;
    fdatasync(m_fd.get());
    posix_fadvise(m_fd.get(), 0, off_t(m_info.span), POSIX_FADV_DONTNEED);
}

} // namespace Sektor
