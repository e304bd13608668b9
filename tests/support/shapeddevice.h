// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "support/tempdir.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace Sektor::Test {

/// A stretch of a shaped device whose reads and writes take longer.
struct SlowRange
{
    std::uint64_t offset = 0;
    std::uint64_t length = 0;
    double seconds = 0; ///< Added to every request touching the range (the longest of those it touches).
};

/// How far a paced direction's clock may lag real time (PACING_SLACK in tests/support/shaped/shapeddevice.py): the
/// rig's own time per request overlaps the paced time instead of adding to it, and over any span of T seconds a
/// direction moves at most rate × (T + PacingSlackSeconds) bytes.
inline constexpr double PacingSlackSeconds = 0.020;

/// The most bytes per second a direction paced at @p rate can show over @p seconds (see PacingSlackSeconds): the rate
/// over a long span, more over one short enough for the catching up to count.
inline double pacedCeiling(double rate, double seconds)
{
    return seconds > 0 ? rate * (seconds + PacingSlackSeconds) / seconds : 0.0;
}

/// What a shaped device does (the keys of tests/support/shaped/shapeddevice.py). Rates in bytes per second, 0: as
/// fast as the plugin goes (a few hundred MB/s: shape ratios, not absolute speeds).
struct DeviceShape
{
    std::uint64_t size = 256ull << 20; ///< Bytes the device claims.
    std::uint64_t writeFast = 0; ///< Bytes written at writeFastRate before writes drop to writeSlowRate.
    double writeFastRate = 0;
    double writeSlowRate = 0;
    /// {end offset, rate}, ascending: a read is paced by the zone of its first byte; past the last zone, unpaced.
    std::vector<std::pair<std::uint64_t, double>> readZones;
    /// {offset, length}: reads and writes touching one fail with EIO.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> errors;
    std::uint64_t realSize = 0; ///< Bytes actually stored, offsets wrapping modulo it (fake capacity); 0: size.
    /// {offset, length}: reads return these bytes with every bit flipped, and no error (silent corruption).
    std::vector<std::pair<std::uint64_t, std::uint64_t>> corrupt;
    /// {offset, length}: writes touching one fail with EIO and store nothing; reads of it succeed. A write here is a
    /// request as the plugin gets it: the kernel splits large ones, and the pieces not touching the range are stored.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> writeErrors;
    /// {offset, length}: writes store these bytes with every bit flipped, and no error: read back ≠ written.
    std::vector<std::pair<std::uint64_t, std::uint64_t>> alteredWrites;
    std::vector<SlowRange> slow;
    /// Bytes read and written in all (both directions) after which every request fails with EIO, as a drive pulled
    /// out mid-run looks through a loop device; 0: never.
    std::uint64_t vanishAfter = 0;

    std::string toJson() const;

    /// A fake-capacity stick: claims @p claims bytes, keeps @p holds of them and wraps around modulo it.
    static DeviceShape fakeCapacity(std::uint64_t claims, std::uint64_t holds)
    {
        DeviceShape shape;
        shape.size = claims;
        shape.realSize = holds;
        return shape;
    }
};

/**
 * A real block device (/dev/loopN, direct I/O, no request merging) behaving as a DeviceShape says, made by
 * tests/support/shaped/shaped-device.sh (nbdkit + nbdfuse + losetup) and torn down when the object goes away, also
 * when the test fails. Needs root, /dev/fuse, nbdkit with its Python plugin, and nbdfuse.
 */
class ShapedDevice
{
public:
    explicit ShapedDevice(const DeviceShape &shape);
    /// From the plugin's JSON spec as written, for what a DeviceShape cannot say (a wrong key).
    explicit ShapedDevice(const std::string &specJson);
    ~ShapedDevice();
    ShapedDevice(const ShapedDevice &) = delete;
    ShapedDevice &operator=(const ShapedDevice &) = delete;

    bool ok() const { return !m_device.empty(); }
    const std::string &error() const { return m_error; }
    const std::string &device() const { return m_device; } ///< "/dev/loop3"
    std::string name() const; ///< "loop3", for /sys/block
    /// Where shaped-device.sh keeps this device's FUSE mount, spec and pid: in the paths of all it made.
    const std::string &stateDir() const { return m_state; }

private:
    TempDir m_work; ///< The spec file; the script's state directory lives inside.
    std::string m_state;
    std::string m_device;
    std::string m_error;
};

} // namespace Sektor::Test
