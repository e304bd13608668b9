// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// What BenchmarkRun refuses before it touches the target: buffers the machine cannot spare, a profile on the wrong
// kind of target (a whole-device test on a folder, a verify on a raw device), tests the target cannot run.
#include "engine/benchmarkrun.h"
#include "engine/buffermemory.h"
#include "engine/cgroupmemory.h"
#include "verify/fillverify.h"

#include <QCoreApplication>
#include <QFile>

#include <sys/stat.h>

namespace Sektor {

Error BenchmarkRun::checkBufferMemory() const
{
    const std::uint64_t available = memAvailableBytes();
    const std::optional<std::uint64_t> headroom = cgroupMemoryHeadroom();
    for (const PlannedTest &t : m_planned) {
        Error e = bufferMemoryError(t.spec, available, headroom);
        if (e.isError())
            return e;
    }
    return {};
}

// A surface test reads a drive from its first sector to its last, a capacity probe writes across all of it; a folder's
// test file has neither, so they are refused before anything is created there.
Error BenchmarkRun::checkWholeDeviceTarget() const
{
    if (makesOwnFiles())
        return checkVerifyTarget();
    if (!m_profile.isWholeDevice())
        return {};
    if (m_profile.isSurface() && m_profile.hasWrites())
        return Error::invalidArgument(QStringLiteral("a surface test only reads"));
    if (m_profile.kind == Profile::Kind::CapacityProbe && m_profile.modes != QList<IoMode> {IoMode::Write})
        return Error::invalidArgument(QStringLiteral("a capacity probe only writes and reads its own stamps"));
    if (m_adoptedFd.isValid())
        return {};
    struct stat st
    {
    };
    if (stat(QFile::encodeName(m_targetPath).constData(), &st) != 0 || !S_ISDIR(st.st_mode))
        return {}; // a device, or something opening it will say what is wrong with
    Error e = Error::invalidArgument(
        m_profile.isSurface()
            ? QCoreApplication::translate(
                "Sektor::Limits",
                "the position map, access time and read scan read a whole drive: choose a block device, not a folder.")
            : QCoreApplication::translate("Sektor::Limits",
                                          "the capacity probe writes across a whole drive: choose a block device, not "
                                          "a folder (Verify checks a mounted drive's free space without erasing it)."));
    e.path = m_targetPath;
    return e;
}

// A verify fills a mounted filesystem with files, a small-files test makes many: a raw device has no folder for them.
Error BenchmarkRun::checkVerifyTarget() const
{
    struct stat st
    {
    };
    if (!m_adoptedFd.isValid() && (stat(QFile::encodeName(m_targetPath).constData(), &st) != 0 || S_ISDIR(st.st_mode)))
        return {}; // a folder, or something opening it will say what is wrong with
    if (isVerify())
        return Verify::verifyOfADeviceError(m_targetPath);
    Error e = Error::invalidArgument(QCoreApplication::translate(
        "Sektor::Limits", "Small Files creates files in a folder: choose a folder on a mounted drive, not a device."));
    e.path = m_targetPath;
    return e;
}

Error BenchmarkRun::skipReason(const TestSpec &spec) const
{
    if (makesOwnFiles()) // its files are its own: the test file's span and alignment do not bound it
        return {};
    const TargetInfo &info = m_outcome.result.target;
    if (spec.blockSize % info.directIoAlignment != 0) {
        Error e = Error::of(ErrorCode::BlockSizeUnsupported, m_targetPath);
        e.value = spec.blockSize;
        e.limit = info.directIoAlignment;
        return e;
    }
    if (info.span / spec.blockSize < spec.threads)
        return Error::of(ErrorCode::TargetTooSmall, m_targetPath);
    return {};
}

} // namespace Sektor
