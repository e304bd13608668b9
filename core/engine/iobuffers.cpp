// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/iobuffers.h"
#include "engine/prng.h"

#include <cstdlib>
#include <cstring>

#include <sys/mman.h>

namespace Sektor {

namespace {
constexpr std::size_t PageSize = 4096;
constexpr std::size_t HugePageSize = 2 * 1024 * 1024;
constexpr std::size_t StampInterval = 4096;

/// @p bytes (a multiple of HugePageSize) of fresh anonymous memory aligned to a huge page and advised to be backed by
/// huge pages; nullptr when the mapping fails. The advice is only that: where the kernel has no huge page free, or
/// transparent huge pages are off, the memory is in small pages and works the same.
void *mapHugePages(std::size_t bytes)
{
    const std::size_t spare = HugePageSize;
    void *raw = mmap(nullptr, bytes + spare, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED)
        return nullptr;
    char *const start = static_cast<char *>(raw);
    const std::size_t head = (HugePageSize - reinterpret_cast<std::uintptr_t>(raw) % HugePageSize) % HugePageSize;
    if (head > 0)
        munmap(start, head);
    if (const std::size_t tail = spare - head; tail > 0)
        munmap(start + head + bytes, tail);
    void *memory = start + head;
    madvise(memory, bytes, MADV_HUGEPAGE);
    return memory;
}
} // namespace

IoBuffers::~IoBuffers()
{
    release();
}

void IoBuffers::release()
{
    if (m_mapped > 0)
        munmap(m_memory, m_mapped);
    else
        std::free(m_memory);
    m_memory = nullptr;
    m_mapped = 0;
}

// Blocks larger than a page live in huge pages where the system allows it (a 2 MiB mapping at least). Physically
// contiguous memory makes a large request one or a few DMA segments; scattered 4 KiB pages make a 1 MiB read 256 of
// them, and on a virtio disk without indirect descriptors each request then fills most of the ring: SEQ1M Q8T1 read
// measured 0.55-0.8x fio from malloc'd buffers, whose pages happened to be more contiguous than ours, and 1.9-2.5
// GB/s for both tools from huge pages (tests/perf/fio-compare.sh, which gives fio huge pages too). The mapping is
// fresh, so its pages are faulted in (as huge pages) by the fill below, never reused small ones. 4 KiB blocks gain
// nothing: each is one segment anyway.
std::size_t IoBuffers::footprint(std::size_t count, std::size_t size)
{
    const std::size_t bytes = count * size;
    return size > PageSize ? (bytes + HugePageSize - 1) / HugePageSize * HugePageSize : bytes;
}

bool IoBuffers::allocate(std::size_t count, std::size_t size, DataPattern pattern, std::uint64_t seed)
{
    release();
    const std::size_t bytes = count * size;
    if (size > PageSize && bytes > 0) {
        const std::size_t mapped = footprint(count, size);
        m_memory = mapHugePages(mapped);
        m_mapped = m_memory ? mapped : 0;
    } else if (posix_memalign(&m_memory, PageSize, bytes) != 0) {
        m_memory = nullptr;
    }
    if (!m_memory)
        return false;
    m_count = count;
    m_size = size;
    m_seed = seed;
    m_zero = pattern == DataPattern::Zero;
    if (m_zero) {
        std::memset(m_memory, 0, count * size);
    } else {
        Prng prng(seed);
        auto *words = static_cast<std::uint64_t *>(m_memory);
        for (std::size_t i = 0; i < count * size / sizeof(std::uint64_t); ++i)
            words[i] = prng.next();
    }
    return true;
}

void IoBuffers::stamp(std::size_t index, std::uint64_t offset, std::uint64_t sequence) const
{
    if (!m_zero)
        writeStamps(index, offset, sequence);
}

void IoBuffers::change(std::size_t index, std::uint64_t offset, std::uint64_t sequence) const
{
    writeStamps(index, offset, sequence);
}

void IoBuffers::writeStamps(std::size_t index, std::uint64_t offset, std::uint64_t sequence) const
{
    char *base = static_cast<char *>(buffer(index));
    for (std::size_t at = 0; at < m_size; at += StampInterval) {
        const std::uint64_t words[2] = {sequence ^ m_seed, offset + at};
        std::memcpy(base + at, words, sizeof(words));
    }
}

} // namespace Sektor
