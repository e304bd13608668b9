// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "model/runoptions.h"

#include <cstddef>
#include <cstdint>

namespace Sektor {

/**
 * The I/O buffers of one lane: `count` buffers of `size` bytes, page-aligned (satisfies any
 * direct-I/O memory alignment), filled once with incompressible pseudo-random data (or zeros).
 * Before each write, stamp() makes the buffer unique so no two writes carry the same sector:
 * deduplicating or compressing drives cannot shortcut the test.
 * Blocks larger than a page are in huge pages where the system allows it (see allocate()).
 */
class IoBuffers
{
public:
    IoBuffers() = default;
    ~IoBuffers();
    IoBuffers(const IoBuffers &) = delete;
    IoBuffers &operator=(const IoBuffers &) = delete;

    /// The memory allocate() takes for @p count buffers of @p size bytes (a huge-page mapping rounds it up).
    static std::size_t footprint(std::size_t count, std::size_t size);
    /// Allocates and fills; false when memory is short.
    bool allocate(std::size_t count, std::size_t size, DataPattern pattern, std::uint64_t seed);

    void *buffer(std::size_t index) const { return static_cast<char *>(m_memory) + index * m_size; }
    std::size_t count() const { return m_count; }
    std::size_t size() const { return m_size; }

    /// Writes a 16-byte stamp (sequence, offset) at the start of every 4 KiB sector of the buffer
    /// (or of the whole buffer when it is smaller). Zero-fill buffers are left untouched.
    void stamp(std::size_t index, std::uint64_t offset, std::uint64_t sequence) const;
    /// The same stamps over a block a rewrite has just read, under every data pattern: a rewrite writes back a
    /// changed block (bonnie++ changes a word of it), else a drive could skip writing what it already holds.
    void change(std::size_t index, std::uint64_t offset, std::uint64_t sequence) const;

private:
    void writeStamps(std::size_t index, std::uint64_t offset, std::uint64_t sequence) const;

    void release();

    void *m_memory = nullptr;
    std::size_t m_mapped = 0; ///< Bytes mapped for huge pages, 0 when m_memory came from posix_memalign.
    std::size_t m_count = 0;
    std::size_t m_size = 0;
    std::uint64_t m_seed = 0;
    bool m_zero = false;
};

} // namespace Sektor
