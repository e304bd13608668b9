// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "model/expected.h"
#include "model/results.h"
#include "model/runoptions.h"
#include "model/uniquefd.h"

#include <QString>

#include <memory>

namespace Sektor {

/**
 * The open thing a benchmark reads and writes: a test file in a directory, or a block device.
 * The test file is created with O_TMPFILE (or created and unlinked at once), so it has no name
 * and disappears with the descriptor, even if the process is killed. It is preallocated to the
 * span. O_DIRECT is used with the alignment the kernel reports; where O_DIRECT is refused the
 * target is buffered, labelled cache-affected, and dropCache() evicts it before reads.
 */
class TestTarget
{
public:
    /// writes: the profile writes (always true for directories: the test file is written first).
    static Expected<std::unique_ptr<TestTarget>> open(const QString &path, const RunOptions &options, bool writes);
    /**
     * A block device someone else opened and validated (the helper, which opens first and checks
     * the descriptor after). Takes ownership of @p fd, also on error; @p path only names it.
     * Write tests need the descriptor opened O_RDWR (and O_EXCL) and options.allowDeviceWrites.
     */
    static Expected<std::unique_ptr<TestTarget>>
    adoptDevice(UniqueFd fd, const QString &path, const RunOptions &options, bool writes);
    TestTarget(const TestTarget &) = delete;
    TestTarget &operator=(const TestTarget &) = delete;

    int fd() const { return m_fd.get(); }
    const TargetInfo &info() const { return m_info; }
    QString kernelName() const { return m_kernelName; } ///< Block device under the target, if known.

    /// Buffered targets: write back and evict the file's cached pages so reads reach the drive.
    void dropCache() const;

private:
    TestTarget() = default;
    static Expected<std::unique_ptr<TestTarget>> openDirectory(const QString &path, const RunOptions &options);
    static Expected<std::unique_ptr<TestTarget>>
    openDevice(const QString &path, const RunOptions &options, bool writes);
    void probeAlignment(std::uint32_t fallback);

    UniqueFd m_fd;
    TargetInfo m_info;
    QString m_kernelName;
};

} // namespace Sektor
