// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <cstdint>
#include <string>

namespace Sektor::Test {

/**
 * A loop device over a sparse backing file, created by the test and detached (backing file
 * removed) when the object goes away, also when the test fails. Needs root.
 */
class LoopDevice
{
public:
    struct Options
    {
        std::uint64_t size = 64ull << 20;
        std::string backingDir = "/dev/shm";
        bool readOnly = false;
        bool partitions = false; ///< losetup -P
        bool noMerges = true; ///< queue/nomerges=2 so request counts equal the I/Os issued.
        std::uint32_t sectorSize = 0; ///< losetup --sector-size (0: the default, 512).
        /// Set up over this existing file or device node instead of a new backing file (kept afterwards).
        std::string over {};
        /// Attach to this loop device ("/dev/loop3") instead of the first free one: a name used again.
        std::string device {};
    };

    explicit LoopDevice(const Options &options);
    LoopDevice()
        : LoopDevice(Options {})
    { }
    ~LoopDevice();
    LoopDevice(const LoopDevice &) = delete;
    LoopDevice &operator=(const LoopDevice &) = delete;

    bool ok() const { return !m_device.empty(); }
    const std::string &error() const { return m_error; }
    const std::string &device() const { return m_device; } ///< "/dev/loop3"
    std::string name() const; ///< "loop3"
    const std::string &backingFile() const { return m_backing; }
    /// Detaches now, as if someone else did between listing and use; device() stays valid.
    bool detach();

private:
    void attach(const Options &options, const std::string &backing);

    std::string m_backing; ///< The file this object made and removes; empty when set up over another.
    std::string m_device;
    std::string m_error;
    bool m_attached = false;
};

/// The I/O counters of /sys/block/<name>/stat (completed requests and 512-byte sectors).
struct BlockStat
{
    std::uint64_t readIos = 0;
    std::uint64_t readSectors = 0;
    std::uint64_t writeIos = 0;
    std::uint64_t writeSectors = 0;
    std::uint64_t inFlight = 0;
    std::uint64_t flushIos = 0; ///< Field 16 (kernels ≥ 5.5).

    /**
     * The counters once the device has settled: nothing in flight and two reads 10 ms apart
     * equal. The block layer updates them just after it wakes the submitter (bio end before
     * request accounting), so a read right after fdatasync() returns can still miss that flush.
     */
    static BlockStat read(const std::string &name);
    /// One immediate read of the counters, settled or not.
    static BlockStat readNow(const std::string &name);

    bool operator==(const BlockStat &) const = default;
    BlockStat operator-(const BlockStat &before) const;
};

/// A filesystem mounted by the test (optionally created with mkfs first); unmounted on destruction.
class Mount
{
public:
    /// mkfsType non-empty: run mkfs.<type> on source first. options go to mount -o.
    Mount(const std::string &source,
          const std::string &mountPoint,
          const std::string &fsType,
          const std::string &options = {},
          bool makeFilesystem = true);
    ~Mount();
    Mount(const Mount &) = delete;
    Mount &operator=(const Mount &) = delete;

    bool ok() const { return m_mounted; }
    const std::string &error() const { return m_error; }
    const std::string &path() const { return m_mountPoint; }
    /// Remounts with other options (e.g. "ro").
    bool remount(const std::string &options);

private:
    std::string m_mountPoint;
    std::string m_error;
    bool m_mounted = false;
};

} // namespace Sektor::Test
