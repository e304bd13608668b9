// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <unistd.h>

#include <utility>

namespace Sektor {

/**
 * A file descriptor with exactly one owner at a time: closed when its owner goes, handed on
 * only by moving. A device the helper opens passes through six owners on its way to the I/O
 * lanes (opener, service, session, runner, benchmark, target); with this type none of them
 * can close it twice or leak it on an early return.
 */
class UniqueFd
{
public:
    UniqueFd() = default;
    explicit UniqueFd(int fd)
        : m_fd(fd)
    { }
    UniqueFd(UniqueFd &&other) noexcept
        : m_fd(other.release())
    { }
    UniqueFd &operator=(UniqueFd &&other) noexcept
    {
        if (this != &other)
            reset(other.release());
        return *this;
    }
    UniqueFd(const UniqueFd &) = delete;
    UniqueFd &operator=(const UniqueFd &) = delete;
    ~UniqueFd() { reset(); }

    /// The descriptor, still owned here; -1 when none.
    [[nodiscard]] int get() const { return m_fd; }
    [[nodiscard]] bool isValid() const { return m_fd >= 0; }
    /// The descriptor, no longer owned here: the caller closes it.
    [[nodiscard]] int release() { return std::exchange(m_fd, -1); }
    /// Closes the descriptor held, if any, and holds @p fd instead.
    void reset(int fd = -1)
    {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = fd;
    }

private:
    int m_fd = -1;
};

} // namespace Sektor
