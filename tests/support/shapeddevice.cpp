// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "support/shapeddevice.h"
#include "support/shell.h"

#include <cstdio>
#include <fstream>
#include <sstream>

namespace Sektor::Test {

namespace {
/// A JSON list of @p list's entries, each written by @p entry.
template<typename T, typename Entry>
std::string jsonList(const std::vector<T> &list, Entry entry)
{
    std::ostringstream out;
    out.precision(17);
    out << '[';
    for (std::size_t i = 0; i < list.size(); ++i) {
        out << (i ? ", " : "");
        entry(out, list[i]);
    }
    out << ']';
    return out.str();
}

template<typename A, typename B>
std::string pairs(const std::vector<std::pair<A, B>> &list)
{
    return jsonList(list, [](std::ostream &out, const std::pair<A, B> &p) {
        out << '[' << p.first << ", " << p.second << ']';
    });
}

std::string slowRanges(const std::vector<SlowRange> &list)
{
    return jsonList(list, [](std::ostream &out, const SlowRange &r) {
        out << '[' << r.offset << ", " << r.length << ", " << r.seconds << ']';
    });
}
} // namespace

std::string DeviceShape::toJson() const
{
    std::ostringstream out;
    out.precision(17);
    out << "{\"size\": " << size << ", \"write_fast\": " << writeFast << ", \"write_fast_rate\": " << writeFastRate
        << ", \"write_slow_rate\": " << writeSlowRate << ", \"read_zones\": " << pairs(readZones)
        << ", \"errors\": " << pairs(errors) << ", \"real_size\": " << realSize << ", \"corrupt\": " << pairs(corrupt)
        << ", \"write_errors\": " << pairs(writeErrors) << ", \"altered_writes\": " << pairs(alteredWrites)
        << ", \"slow\": " << slowRanges(slow) << ", \"vanish_after\": " << vanishAfter << "}\n";
    return out.str();
}

ShapedDevice::ShapedDevice(const DeviceShape &shape)
    : ShapedDevice(shape.toJson())
{ }

ShapedDevice::ShapedDevice(const std::string &specJson)
    : m_work("/tmp")
    , m_state(m_work.file("state"))
{
    const std::string spec = m_work.file("spec.json");
    std::ofstream(spec) << specJson;
    const CommandResult r = run({SEKTOR_SHAPED_DEVICE_SCRIPT, "up", spec, m_state});
    std::string device = r.out;
    while (!device.empty() && (device.back() == '\n' || device.back() == ' '))
        device.pop_back();
    if (r.exitCode != 0 || device.rfind("/dev/loop", 0) != 0) {
        m_error = "shaped-device.sh up failed (" + std::to_string(r.exitCode) + "): " + r.err;
        return;
    }
    m_device = device;
}

ShapedDevice::~ShapedDevice()
{
    const CommandResult r = run({SEKTOR_SHAPED_DEVICE_SCRIPT, "down", m_state});
    if (r.exitCode != 0)
        std::fprintf(stderr, "test support: shaped-device.sh down failed: %s\n", r.err.c_str());
}

std::string ShapedDevice::name() const
{
    const auto slash = m_device.rfind('/');
    return slash == std::string::npos ? m_device : m_device.substr(slash + 1);
}

} // namespace Sektor::Test
