// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "support/loopdevice.h"
#include "support/tempdir.h"

#include <cstdint>
#include <string>

namespace Sektor::Test {

/**
 * What a test of "a consent is for the drive, not for its name" swaps in: a file of random bytes that takes over a
 * loop device's name (the device detached, the name set up again over the file: the same /dev/loopN, another drive),
 * and that the test then checks was never written. The name is let go when this goes, also when the test fails.
 * Needs root.
 */
class NameSwap
{
public:
    /// Makes the file, @p bytes of random data, in a new folder in @p parent.
    NameSwap(std::uint64_t bytes, const std::string &parent);
    ~NameSwap();
    NameSwap(const NameSwap &) = delete;
    NameSwap &operator=(const NameSwap &) = delete;

    /// The file was made and its contents noted.
    bool ok() const { return !m_hash.empty(); }
    /// Detaches @p loop and sets its name up over the file.
    bool takeNameOf(LoopDevice &loop);
    /// Lets the name go again (losetup -d), so that nothing writes the file any more.
    void release();
    /// Whether the file still holds the bytes it was made with.
    bool untouched() const;

private:
    std::string hash() const;

    TempDir m_dir;
    std::string m_path;
    std::string m_hash;
    std::string m_device; ///< The name it holds; empty when none.
};

} // namespace Sektor::Test
