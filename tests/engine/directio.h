// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>

#include <fcntl.h>
#include <unistd.h>

namespace Sektor::Test {

// Plain O_DIRECT reads and writes of a block device, without the engine: what the shaped devices are measured with
// before a test kind relies on them (shapeddevice_test.cpp, shapeddevice_timing_test.cpp).

/// A page-aligned buffer for O_DIRECT, filled with 0x5a.
struct AlignedBuffer
{
    explicit AlignedBuffer(std::size_t size)
        : size(size)
    {
        if (posix_memalign(&data, 4096, size) != 0)
            data = nullptr;
        else
            std::memset(data, 0x5a, size);
    }
    ~AlignedBuffer() { std::free(data); }
    void *data = nullptr;
    std::size_t size;
};

/// A block device opened for O_DIRECT reads and writes.
class DirectFile
{
public:
    explicit DirectFile(const std::string &device)
        : m_fd(open(device.c_str(), O_RDWR | O_DIRECT | O_CLOEXEC))
    { }
    ~DirectFile()
    {
        if (m_fd >= 0)
            close(m_fd);
    }
    bool ok() const { return m_fd >= 0; }
    // Seconds taken to write (or read) @p bytes from @p offset in 1 MiB requests; -errno on failure.
    double transfer(bool write, std::uint64_t offset, std::uint64_t bytes, AlignedBuffer &buffer)
    {
        const auto start = std::chrono::steady_clock::now();
        for (std::uint64_t done = 0; done < bytes; done += buffer.size) {
            const ssize_t n = write ? pwrite(m_fd, buffer.data, buffer.size, off_t(offset + done))
                                    : pread(m_fd, buffer.data, buffer.size, off_t(offset + done));
            if (n != ssize_t(buffer.size))
                return n < 0 ? -errno : -EIO;
        }
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    int fd() const { return m_fd; }

private:
    int m_fd;
};

} // namespace Sektor::Test
