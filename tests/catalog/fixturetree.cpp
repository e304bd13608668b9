// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "fixturetree.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;

namespace Sektor::Test {

void FixtureTree::write(const std::string &relativePath, const std::string &content) const
{
    const fs::path path = fs::path(m_root) / relativePath;
    fs::create_directories(path.parent_path());
    std::ofstream out(path);
    out << content << '\n';
    if (!out)
        ADD_FAILURE() << "cannot write fixture file " << path;
}

void FixtureTree::mkdir(const std::string &relativePath) const
{
    fs::create_directories(fs::path(m_root) / relativePath);
}

void FixtureTree::link(const std::string &relativePath, const std::string &target) const
{
    const fs::path path = fs::path(m_root) / relativePath;
    fs::create_directories(path.parent_path());
    std::error_code ec;
    fs::create_symlink(target, path, ec);
    if (ec)
        ADD_FAILURE() << "cannot link " << path << ": " << ec.message();
}

void FixtureTree::blockDevice(const std::string &devicePath,
                              const std::string &name,
                              const std::string &dev,
                              unsigned long long sectors,
                              const std::vector<std::pair<std::string, std::string>> &attributes) const
{
    const std::string dir = "sys/devices/" + devicePath + "/" + name;
    write(dir + "/dev", dev);
    write(dir + "/size", std::to_string(sectors));
    for (const auto &[path, content] : attributes)
        write(dir + "/" + path, content);
    // Listed twice, as the kernel does: sys/block holds the disks, sys/class/block every block device.
    link("sys/block/" + name, "../devices/" + devicePath + "/" + name);
    link("sys/class/block/" + name, "../../devices/" + devicePath + "/" + name);
}

void FixtureTree::partition(const std::string &devicePath,
                            const std::string &disk,
                            const std::string &name,
                            int number,
                            const std::string &dev,
                            unsigned long long sectors) const
{
    const std::string dir = "sys/devices/" + devicePath + "/" + disk + "/" + name;
    write(dir + "/dev", dev);
    write(dir + "/partition", std::to_string(number));
    write(dir + "/size", std::to_string(sectors));
    link("sys/class/block/" + name, "../../devices/" + devicePath + "/" + disk + "/" + name);
}

} // namespace Sektor::Test
