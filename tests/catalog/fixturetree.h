// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace Sektor::Test {

/// Writes small text files and links under a root directory: the bricks of fake sysfs/proc trees.
class FixtureTree
{
public:
    explicit FixtureTree(std::string root)
        : m_root(std::move(root))
    { }

    const std::string &root() const { return m_root; }
    /// Writes root/relativePath (creating directories), content followed by a newline like sysfs.
    void write(const std::string &relativePath, const std::string &content) const;
    /// Creates the directory root/relativePath.
    void mkdir(const std::string &relativePath) const;
    /// Creates root/relativePath as a symbolic link to target (as given: relative or absolute).
    void link(const std::string &relativePath, const std::string &target) const;

    /**
     * A block device under sys/devices/<devicePath>/<name>, linked from sys/block/<name> and
     * sys/class/block/<name> like the kernel does, with dev, size (512-byte sectors) and the given
     * attributes (path, content).
     */
    void blockDevice(const std::string &devicePath,
                     const std::string &name,
                     const std::string &dev,
                     unsigned long long sectors,
                     const std::vector<std::pair<std::string, std::string>> &attributes = {}) const;
    /// A partition directory inside a block device made by blockDevice(), linked from sys/class/block/<name>.
    void partition(const std::string &devicePath,
                   const std::string &disk,
                   const std::string &name,
                   int number,
                   const std::string &dev,
                   unsigned long long sectors) const;

private:
    std::string m_root;
};

} // namespace Sektor::Test
