// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/iobuffers.h"
#include "engine/prng.h"

#include <cstdlib>
#include <cstring>

namespace Sektor {

namespace {
constexpr std::size_t PageSize = 4096;
constexpr std::size_t StampInterval = 4096;
} // namespace

IoBuffers::~IoBuffers()
{
    std::free(m_memory);
}

bool IoBuffers::allocate(std::size_t count, std::size_t size, DataPattern pattern, std::uint64_t seed)
{
    std::free(m_memory);
    m_memory = nullptr;
    if (posix_memalign(&m_memory, PageSize, count * size) != 0) {
        m_memory = nullptr;
        return false;
    }
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
