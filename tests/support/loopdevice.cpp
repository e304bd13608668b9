// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "support/loopdevice.h"
#include "support/shell.h"

#include <fstream>
#include <sstream>

#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <unistd.h>

namespace Sektor::Test {

namespace {
void writeSysfs(const std::string &path, const std::string &value)
{
    std::ofstream out(path);
    out << value;
}

// Teardown runs right after a test's child process or io_uring ring let go of the device or
// filesystem, and the kernel releases those references asynchronously (ring exit work, process
// exit): for a moment umount and losetup -d can still get EBUSY. Retry before giving up.
bool retried(const std::vector<std::string> &argv)
{
    for (int attempt = 0; attempt < 50; ++attempt) {
        if (run(argv).exitCode == 0)
            return true;
        usleep(100 * 1000);
    }
    return false;
}

std::string trimmed(std::string s)
{
    while (!s.empty() && (s.back() == '\n' || s.back() == ' '))
        s.pop_back();
    return s;
}
} // namespace

LoopDevice::LoopDevice(const Options &options)
{
    if (!options.over.empty()) {
        attach(options, options.over);
        return;
    }
    std::string templ = options.backingDir + "/sektor-loop.XXXXXX";
    const int fd = mkstemp(templ.data());
    if (fd < 0) {
        m_error = "mkstemp failed in " + options.backingDir;
        return;
    }
    m_backing = templ;
    const bool sized = ftruncate(fd, off_t(options.size)) == 0;
    close(fd);
    if (!sized) {
        m_error = "ftruncate failed";
        return;
    }
    attach(options, m_backing);
}

void LoopDevice::attach(const Options &options, const std::string &backing)
{
    std::vector<std::string> argv {"losetup", "--show"};
    if (options.device.empty())
        argv.push_back("--find");
    if (options.readOnly)
        argv.push_back("--read-only");
    if (options.partitions)
        argv.push_back("--partscan");
    if (options.sectorSize)
        argv.insert(argv.end(), {"--sector-size", std::to_string(options.sectorSize)});
    if (!options.device.empty())
        argv.push_back(options.device);
    argv.push_back(backing);
    const CommandResult r = run(argv);
    if (r.exitCode != 0) {
        m_error = "losetup failed: " + r.err;
        return;
    }
    m_device = trimmed(r.out);
    m_attached = true;
    if (options.noMerges)
        writeSysfs("/sys/block/" + name() + "/queue/nomerges", "2");
}

LoopDevice::~LoopDevice()
{
    if (m_attached && !detach())
        std::fprintf(stderr, "test support: could not detach %s\n", m_device.c_str());
    if (!m_backing.empty())
        unlink(m_backing.c_str());
}

bool LoopDevice::detach()
{
    m_attached = m_attached && !retried({"losetup", "--detach", m_device});
    return !m_attached;
}

std::string LoopDevice::name() const
{
    const auto slash = m_device.rfind('/');
    return slash == std::string::npos ? m_device : m_device.substr(slash + 1);
}

BlockStat BlockStat::read(const std::string &name)
{
    BlockStat previous = readNow(name);
    for (int attempt = 0; attempt < 100; ++attempt) {
        usleep(10 * 1000);
        const BlockStat current = readNow(name);
        if (current == previous && current.inFlight == 0)
            return current;
        previous = current;
    }
    return previous;
}

BlockStat BlockStat::readNow(const std::string &name)
{
    std::ifstream in("/sys/block/" + name + "/stat");
    BlockStat s;
    std::uint64_t readMerges = 0, readTicks = 0, writeMerges = 0, writeTicks = 0, ioTicks = 0, queueTicks = 0;
    std::uint64_t discardIos = 0, discardMerges = 0, discardSectors = 0, discardTicks = 0;
    in >> s.readIos >> readMerges >> s.readSectors >> readTicks >> s.writeIos >> writeMerges >> s.writeSectors
        >> writeTicks >> s.inFlight >> ioTicks >> queueTicks >> discardIos >> discardMerges >> discardSectors
        >> discardTicks >> s.flushIos;
    return s;
}

BlockStat BlockStat::operator-(const BlockStat &before) const
{
    BlockStat d;
    d.readIos = readIos - before.readIos;
    d.readSectors = readSectors - before.readSectors;
    d.writeIos = writeIos - before.writeIos;
    d.writeSectors = writeSectors - before.writeSectors;
    d.flushIos = flushIos - before.flushIos;
    return d;
}

Mount::Mount(const std::string &source,
             const std::string &mountPoint,
             const std::string &fsType,
             const std::string &options,
             bool makeFilesystem)
    : m_mountPoint(mountPoint)
{
    if (makeFilesystem) {
        std::vector<std::string> mkfs {"mkfs." + fsType};
        if (fsType == "ext4" || fsType == "ext2")
            mkfs.insert(mkfs.end(), {"-q", "-F"});
        else if (fsType == "xfs" || fsType == "btrfs")
            mkfs.insert(mkfs.end(), {"-q", "-f"});
        mkfs.push_back(source);
        const CommandResult r = run(mkfs);
        if (r.exitCode != 0) {
            m_error = "mkfs failed: " + r.err;
            return;
        }
    }
    std::vector<std::string> argv {"mount", "-t", fsType};
    // ext4lazyinit would zero inode tables in the background after mounting a fresh filesystem:
    // writes that tests counting the device's I/O would blame on the engine.
    const std::string allOptions
        = fsType == "ext4" ? (options.empty() ? "" : options + ",") + "noinit_itable" : options;
    if (!allOptions.empty())
        argv.insert(argv.end(), {"-o", allOptions});
    argv.insert(argv.end(), {source, mountPoint});
    const CommandResult r = run(argv);
    if (r.exitCode != 0) {
        m_error = "mount failed: " + r.err;
        return;
    }
    m_mounted = true;
}

Mount::~Mount()
{
    if (!m_mounted || retried({"umount", m_mountPoint}))
        return;
    // Still busy after 5 s: detach it lazily so no test leaves a mount behind, and say so.
    std::fprintf(stderr, "test support: %s stayed busy; unmounting lazily\n", m_mountPoint.c_str());
    run({"umount", "--lazy", m_mountPoint});
}

bool Mount::remount(const std::string &options)
{
    return run({"mount", "-o", "remount," + options, m_mountPoint}).exitCode == 0;
}

} // namespace Sektor::Test
