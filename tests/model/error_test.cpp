// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "enumerators.h"
#include "model/error.h"
#include "qstringprinter.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <cstring>
#include <set>
#include <string>
#include <vector>

using namespace Sektor;

namespace {

// Every code but None, as the compiler lists them: a code added later is checked too.
std::vector<ErrorCode> everyErrorCode()
{
    std::vector<ErrorCode> codes = Test::allEnumerators<ErrorCode>();
    std::erase(codes, ErrorCode::None);
    return codes;
}

/// "code 23 (kernel-filesystem)": the number too, for a code that has no id yet.
std::string named(ErrorCode code)
{
    return "code " + std::to_string(int(code)) + " (" + idOf(code) + ")";
}

// Codes whose sentence is about the system or the settings, not about a target path.
bool namesPath(ErrorCode code)
{
    switch (code) {
    case ErrorCode::None:
    case ErrorCode::InvalidArgument:
    case ErrorCode::IoUringUnavailable:
    case ErrorCode::OutOfMemory:
    case ErrorCode::ResourceLimit:
    case ErrorCode::Cancelled:
        return false;
    default:
        return true;
    }
}

Error errorWith(ErrorCode code)
{
    Error e;
    e.code = code;
    e.path = QStringLiteral("/mnt/data disk/bench");
    e.value = 4096;
    e.limit = 512;
    return e;
}

} // namespace

TEST(ErrorMessage, NoneIsEmpty)
{
    EXPECT_TRUE(Error().message().isEmpty());
    // Even with a path and detail: "no error" has nothing to say.
    Error e = errorWith(ErrorCode::None);
    e.detail = QStringLiteral("x");
    EXPECT_TRUE(e.message().isEmpty());
}

TEST(ErrorMessage, EveryCodeHasASentence)
{
    for (const ErrorCode code : everyErrorCode())
        EXPECT_FALSE(errorWith(code).message().isEmpty()) << named(code);
}

TEST(ErrorMessage, PathBearingCodesNameThePath)
{
    for (const ErrorCode code : everyErrorCode()) {
        const Error e = errorWith(code);
        if (namesPath(e.code)) {
            EXPECT_TRUE(e.message().contains(e.path)) << named(code) << ": " << e.message().toStdString();
        }
    }
}

TEST(ErrorMessage, EachCodeHasItsOwnText)
{
    std::set<QString> texts;
    for (const ErrorCode code : everyErrorCode())
        EXPECT_TRUE(texts.insert(errorWith(code).message()).second) << named(code) << " repeats another code's text";
}

TEST(ErrorMessage, DetailIsShown)
{
    for (const ErrorCode code : everyErrorCode()) {
        Error e = errorWith(code);
        e.detail = QStringLiteral("openat: No such thing");
        EXPECT_TRUE(e.message().contains(e.detail)) << named(code) << ": " << e.message().toStdString();
    }
}

TEST(ErrorMessage, BlockSizeUnsupportedNamesBothSizes)
{
    Error e = errorWith(ErrorCode::BlockSizeUnsupported);
    e.value = 512; // the test's block size
    e.limit = 4096; // the alignment required
    const QString m = e.message();
    EXPECT_TRUE(m.contains(QLatin1String("4096"))) << m.toStdString();
    EXPECT_TRUE(m.contains(QLatin1String("512"))) << m.toStdString();
    // The alignment is named before the test's size, as the sentence reads.
    EXPECT_LT(m.indexOf(QLatin1String("4096")), m.indexOf(QLatin1String("512-byte"))) << m.toStdString();
}

TEST(ErrorMessage, NotEnoughSpaceDiffersBySizes)
{
    // The sizes are part of the sentence: two different shortfalls must read differently.
    Error a = errorWith(ErrorCode::NotEnoughSpace);
    a.value = 8 * 1024ull * 1024 * 1024;
    a.limit = 1 * 1024ull * 1024 * 1024;
    Error b = a;
    b.limit = 3 * 1024ull * 1024 * 1024;
    EXPECT_NE(a.message(), b.message());
}

TEST(ErrorMessage, BinarySizesSayGiB)
{
    // The sizes are powers of 1024: "10.0 GiB", never "10.0 GB" for 10 × 2^30 bytes.
    Error e = errorWith(ErrorCode::NotEnoughSpace);
    e.value = 10ull << 30;
    e.limit = 78ull << 30;
    EXPECT_TRUE(e.message().contains(QLatin1String("10.0 GiB"))) << e.message().toStdString();
    EXPECT_TRUE(e.message().contains(QLatin1String("78.0 GiB"))) << e.message().toStdString();
}

TEST(ErrorFromErrno, MapsTellingErrnos)
{
    const QString path = QStringLiteral("/srv/x");
    EXPECT_EQ(errorFromErrno(ErrorCode::Internal, path, ENOENT, "openat").code, ErrorCode::TargetNotFound);
    EXPECT_EQ(errorFromErrno(ErrorCode::Internal, path, EACCES, "openat").code, ErrorCode::TargetPermissionDenied);
    EXPECT_EQ(errorFromErrno(ErrorCode::Internal, path, EPERM, "openat").code, ErrorCode::TargetPermissionDenied);
    EXPECT_EQ(errorFromErrno(ErrorCode::Internal, path, EROFS, "openat").code, ErrorCode::TargetReadOnly);
    EXPECT_EQ(errorFromErrno(ErrorCode::Internal, path, EBUSY, "open").code, ErrorCode::DeviceBusy);
    EXPECT_EQ(errorFromErrno(ErrorCode::Internal, path, ENOTDIR, "openat").code, ErrorCode::TargetWrongType);
    EXPECT_EQ(errorFromErrno(ErrorCode::Internal, path, ENOMEM, "io_uring_queue_init").code, ErrorCode::OutOfMemory);
    EXPECT_EQ(errorFromErrno(ErrorCode::Internal, path, EAGAIN, "pthread_create").code, ErrorCode::ResourceLimit);
}

TEST(ErrorFromErrno, NoSpaceDependsOnWhenItHappened)
{
    // ENOSPC during the test (fallback IoError) is "ran out of space"; before it (preallocation)
    // it is "not enough free space".
    const QString path = QStringLiteral("/srv/x");
    for (int err : {ENOSPC, EDQUOT}) {
        EXPECT_EQ(errorFromErrno(ErrorCode::IoError, path, err, "pwrite").code, ErrorCode::OutOfSpace) << err;
        EXPECT_EQ(errorFromErrno(ErrorCode::Internal, path, err, "fallocate").code, ErrorCode::NotEnoughSpace) << err;
        EXPECT_EQ(errorFromErrno(ErrorCode::TargetPermissionDenied, path, err, "fallocate").code,
                  ErrorCode::NotEnoughSpace)
            << err;
    }
}

TEST(ErrorFromErrno, OtherErrnosUseFallback)
{
    const QString path = QStringLiteral("/srv/x");
    EXPECT_EQ(errorFromErrno(ErrorCode::IoError, path, EIO, "pread").code, ErrorCode::IoError);
    EXPECT_EQ(errorFromErrno(ErrorCode::Internal, path, EINVAL, "fstat").code, ErrorCode::Internal);
    EXPECT_EQ(errorFromErrno(ErrorCode::IoUringUnavailable, path, ENOSYS, "io_uring_setup").code,
              ErrorCode::IoUringUnavailable);
}

TEST(ErrorFromErrno, KeepsPathErrnoAndCall)
{
    const Error e = errorFromErrno(ErrorCode::Internal, QStringLiteral("/mnt/ä x"), EROFS, "openat");
    EXPECT_EQ(e.path, QStringLiteral("/mnt/ä x"));
    EXPECT_EQ(e.systemErrno, EROFS);
    EXPECT_TRUE(e.detail.startsWith(QLatin1String("openat"))) << e.detail.toStdString();
    EXPECT_TRUE(e.detail.contains(QString::fromLocal8Bit(std::strerror(EROFS)))) << e.detail.toStdString();
    // The message carries both the path and the failing call.
    EXPECT_TRUE(e.message().contains(e.path)) << e.message().toStdString();
    EXPECT_TRUE(e.message().contains(QLatin1String("openat"))) << e.message().toStdString();
}
