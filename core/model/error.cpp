// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/error.h"

#include <QCoreApplication>
#include <QLocale>

#include <cerrno>
#include <cstring>

namespace Sektor {

namespace {
QString size(std::uint64_t bytes)
{
    // Powers of 1024, so labelled as such (GiB): DataSizeTraditionalFormat would say "GB".
    return QLocale().formattedDataSize(qint64(bytes), 1, QLocale::DataSizeIecFormat);
}
} // namespace

QString Error::message() const
{
    QString sentence;
    switch (code) {
    case ErrorCode::None:
        return {};
    case ErrorCode::InvalidArgument:
        sentence = QCoreApplication::translate("Sektor::Error", "Invalid test settings: %1").arg(detail);
        return sentence;
    case ErrorCode::TargetNotFound:
        sentence = QCoreApplication::translate("Sektor::Error", "%1 does not exist.").arg(path);
        break;
    case ErrorCode::TargetWrongType:
        sentence = QCoreApplication::translate(
                       "Sektor::Error",
                       "%1 is neither a directory nor a block device: name a directory on the drive to test.")
                       .arg(path);
        break;
    case ErrorCode::TargetPermissionDenied:
        sentence = QCoreApplication::translate("Sektor::Error", "You do not have permission to use %1 for the test.")
                       .arg(path);
        break;
    case ErrorCode::TargetReadOnly:
        sentence
            = QCoreApplication::translate("Sektor::Error", "%1 is read-only: the test needs to write there.").arg(path);
        break;
    case ErrorCode::NotEnoughSpace:
        sentence = QCoreApplication::translate("Sektor::Error",
                                               "Not enough free space in %1 for the test: %2 needed, %3 free.")
                       .arg(path, size(value), size(limit));
        break;
    case ErrorCode::DeviceNeedsRoot:
        sentence = QCoreApplication::translate("Sektor::Error",
                                               "%1 is a block device: testing it needs administrator rights.")
                       .arg(path);
        break;
    case ErrorCode::DeviceBusy:
        sentence = QCoreApplication::translate(
                       "Sektor::Error",
                       "%1 is in use (mounted, swap, or held by another device) and cannot be opened exclusively.")
                       .arg(path);
        break;
    case ErrorCode::WritesNotAllowed:
        sentence = QCoreApplication::translate(
                       "Sektor::Error", "Write tests on %1 destroy all data on it and need explicit confirmation.")
                       .arg(path);
        break;
    case ErrorCode::BlockSizeUnsupported:
        sentence = QCoreApplication::translate(
                       "Sektor::Error", "%1 needs direct I/O aligned to %2 bytes; a %3-byte test cannot run there.")
                       .arg(path, QString::number(limit), QString::number(value));
        break;
    case ErrorCode::OutOfSpace:
        sentence = QCoreApplication::translate(
                       "Sektor::Error",
                       "%1 ran out of space during the test: its filesystem, or the storage under it (a "
                       "thin-provisioned volume, a loop device's backing file), is full.")
                       .arg(path);
        break;
    case ErrorCode::IoError:
        sentence = QCoreApplication::translate("Sektor::Error", "An I/O error occurred on %1.").arg(path);
        break;
    case ErrorCode::IoUringUnavailable:
        sentence = QCoreApplication::translate(
            "Sektor::Error", "io_uring is not available on this system; choose the automatic or the sync engine.");
        break;
    case ErrorCode::OutOfMemory:
        sentence = QCoreApplication::translate("Sektor::Error", "Not enough memory for the I/O buffers of this test.");
        break;
    case ErrorCode::TargetTooSmall:
        sentence = QCoreApplication::translate("Sektor::Error", "%1 is too small for this test.").arg(path);
        break;
    case ErrorCode::Cancelled:
        sentence = QCoreApplication::translate("Sektor::Error", "The benchmark was cancelled.");
        break;
    case ErrorCode::Internal:
        sentence = QCoreApplication::translate("Sektor::Error", "Internal error while testing %1.").arg(path);
        break;
    case ErrorCode::HelperUnavailable:
        sentence = QCoreApplication::translate("Sektor::Error",
                                               "The Sektor helper for testing block devices is not available: it may "
                                               "not be installed, or it stopped unexpectedly while testing %1.")
                       .arg(path);
        break;
    case ErrorCode::NotAuthorized:
        sentence = QCoreApplication::translate("Sektor::Error",
                                               "Testing %1 was not authorized: an administrator password is required.")
                       .arg(path);
        break;
    case ErrorCode::HelperBusy:
        sentence = QCoreApplication::translate(
                       "Sektor::Error",
                       "The Sektor helper is busy with another benchmark; try %1 again when it has finished.")
                       .arg(path);
        break;
    case ErrorCode::KernelFilesystem:
        sentence = QCoreApplication::translate("Sektor::Error",
                                               "%1 belongs to a filesystem of the kernel, with no drive below it: name "
                                               "a directory on the drive to test.")
                       .arg(path);
        break;
    case ErrorCode::NotAWholeDrive:
        sentence = QCoreApplication::translate("Sektor::Error",
                                               "%1 is a partition, and this test asks the drive itself: its self-test "
                                               "covers all of the drive. Choose the whole drive.")
                       .arg(path);
        break;
    case ErrorCode::ResourceLimit:
        sentence = QCoreApplication::translate("Sektor::Error",
                                               "The system refused the threads or memory this test needs: a limit on "
                                               "processes, tasks or memory is reached.");
        break;
    case ErrorCode::WritesRefused:
        sentence = QCoreApplication::translate("Sektor::Error",
                                               "Write tests on %1 are refused because it is in use (mounted, swap, "
                                               "held by another device, read-only, or holding the running system).")
                       .arg(path);
        break;
    }
    if (!detail.isEmpty())
        sentence += QLatin1String(" (") + detail + QLatin1Char(')');
    return sentence;
}

QString errorCodeId(ErrorCode code)
{
    const char *id = idOf(code);
    return QLatin1String(*id ? id : "internal");
}

ErrorCode errorCodeFromId(const QString &id)
{
    return fromId<ErrorCode>(id).value_or(ErrorCode::Internal);
}

Error errorFromErrno(ErrorCode fallback, const QString &path, int err, const char *call)
{
    Error e;
    e.path = path;
    e.systemErrno = err;
    switch (err) {
    case ENOENT:
        e.code = ErrorCode::TargetNotFound;
        break;
    case EACCES:
    case EPERM:
        e.code = ErrorCode::TargetPermissionDenied;
        break;
    case EROFS:
        e.code = ErrorCode::TargetReadOnly;
        break;
    case ENOSPC:
    case EDQUOT:
        e.code = fallback == ErrorCode::IoError ? ErrorCode::OutOfSpace : ErrorCode::NotEnoughSpace;
        break;
    case EBUSY:
        e.code = ErrorCode::DeviceBusy;
        break;
    case ENOMEM:
        e.code = ErrorCode::OutOfMemory;
        break;
    case EAGAIN: // what fork, clone and pthread_create say at a process or task limit
        e.code = ErrorCode::ResourceLimit;
        break;
    case ENOTDIR:
        e.code = ErrorCode::TargetWrongType;
        break;
    default:
        e.code = fallback;
        break;
    }
    e.detail = QString::fromLatin1(call) + QLatin1String(": ") + QString::fromLocal8Bit(std::strerror(err));
    return e;
}

} // namespace Sektor
