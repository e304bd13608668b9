// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "support/shell.h"
#include "support/tempdir.h"

#include <QProcess>

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

namespace Sektor::Test {

/**
 * A QEMU guest (TCG, q35, one processor) that boots Debian's kernel with this machine's root read-only over 9p and
 * the kernel's own drivers for the emulated drives it is given: NVMe, AHCI SATA, USB mass storage and UAS
 * (design.md §11, tests/drives/guest). Inside, udev, a system bus, polkitd and udisks2 run as on a desktop; scripts
 * run as root in it, one at a time. Its folder (images, QMP socket, console log) is removed, and the guest is
 * stopped, when the object goes away, also when the test fails; a test program killed outright takes QEMU with it
 * (PR_SET_PDEATHSIG). Needs root (9p of /), qemu-system-x86_64 and a kernel in /boot.
 */
class EmulatedMachine
{
public:
    EmulatedMachine();
    ~EmulatedMachine();
    EmulatedMachine(const EmulatedMachine &) = delete;
    EmulatedMachine &operator=(const EmulatedMachine &) = delete;

    /// A sparse image file of @p bytes in the machine's folder, for a -drive before boot(); its host path.
    std::string image(const std::string &name, std::uint64_t bytes) const;
    /// The machine's folder on the host; the guest sees it at /mnt.
    const std::string &folder() const { return m_dir.path(); }

    /// Boots with @p qemuArguments (the drives: -device, -drive …) and waits until the guest says it is ready.
    bool boot(const std::vector<std::string> &qemuArguments, std::chrono::seconds timeout = std::chrono::seconds(240));
    const std::string &error() const { return m_error; }
    double bootSeconds() const { return m_bootSeconds; }

    /// Runs @p script with sh as root in the guest; exit code 124 and what it printed so far when it outlasts
    /// @p timeout, -1 when the guest is not running.
    CommandResult run(const std::string &script, std::chrono::seconds timeout = std::chrono::seconds(300));
    /// Sends one QMP command (JSON) and returns QEMU's reply to it (events skipped), empty when none came.
    std::string qmp(const std::string &command);
    /// The guest's serial console and QEMU's own messages so far: what a failed boot or a lost drive says.
    std::string console() const;

    /// Where the guest sees the host's @p path: the same path, but the host's /tmp is under the guest's own tmpfs.
    static std::string guestPath(const std::string &path);

private:
    void stop();

    TempDir m_dir;
    QProcess m_qemu;
    std::string m_error;
    double m_bootSeconds = 0;
    std::uint64_t m_nextCommand = 0;
};

} // namespace Sektor::Test
