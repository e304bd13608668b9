// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The helper under what its systemd unit allows, where no systemd starts it (this test machine):
// the unit as built is read, and the bus starts the helper in a cgroup with the unit's TasksMax
// as pids.max and MemoryMax as its memory limit, with the unit's CapabilityBoundingSet as its
// bounding set. The heaviest requests the helper accepts then end with a result (or a clean
// refusal), never with a refused thread or the OOM killer.
#include "helperbusprocesses.h"
#include "helperonbus.h"

#include "support/limitedcgroup.h"
#include "support/quickrun.h"
#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <QElapsedTimer>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <unistd.h>

using namespace Sektor::Test;
namespace fs = std::filesystem;

namespace {

// The [Service] settings of the unit as built (the last value of a key counts, as in systemd).
std::map<std::string, std::string> readUnit(const std::string &path)
{
    std::map<std::string, std::string> keys;
    std::ifstream in(path);
    for (std::string line; std::getline(in, line);) {
        const size_t eq = line.find('=');
        if (line.empty() || line[0] == '#' || line[0] == '[' || eq == std::string::npos)
            continue;
        keys[line.substr(0, eq)] = line.substr(eq + 1);
    }
    return keys;
}

// systemd's byte values: a number with an optional K, M, G or T (base 1024); 0 for anything else.
std::uint64_t bytesOf(const std::string &value)
{
    char *end = nullptr;
    const std::uint64_t number = std::strtoull(value.c_str(), &end, 10);
    const std::string unit(end);
    const std::string units = "KMGT";
    if (unit.empty())
        return number;
    const size_t power = units.find(unit);
    return unit.size() == 1 && power != std::string::npos ? number << (10 * (power + 1)) : 0;
}

// CapabilityBoundingSet's names as setpriv takes them: "CAP_SYS_ADMIN CAP_IPC_LOCK" -> "+sys_admin,+ipc_lock".
std::string setprivCaps(const std::string &value)
{
    std::istringstream in(value);
    std::string caps;
    for (std::string name; in >> name;) {
        std::string lower;
        for (char c : name.substr(name.rfind("CAP_", 0) == 0 ? 4 : 0))
            lower += char(std::tolower(static_cast<unsigned char>(c)));
        caps += ",+" + lower;
    }
    return caps;
}

bool writeText(const std::string &path, const std::string &text)
{
    std::ofstream out(path);
    out << text;
    out.flush();
    return bool(out);
}

std::string readText(const std::string &path)
{
    std::ifstream in(path);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

// The bounding set of a process, from /proc/PID/status.
std::uint64_t boundingSet(int pid)
{
    const std::string status = readText("/proc/" + std::to_string(pid) + "/status");
    const size_t at = status.find("CapBnd:\t");
    return at == std::string::npos ? ~0ull : std::stoull(status.substr(at + 8, 16), nullptr, 16);
}

std::uint64_t capabilityMask(const std::string &value)
{
    static const std::map<std::string, int> numbers {
        {"CAP_DAC_OVERRIDE", 1}, {"CAP_IPC_LOCK", 14}, {"CAP_SYS_RAWIO", 17}, {"CAP_SYS_ADMIN", 21}};
    std::istringstream in(value);
    std::uint64_t mask = 0;
    for (std::string name; in >> name;)
        mask |= numbers.count(name) ? 1ull << numbers.at(name) : 0;
    return mask;
}

class HelperUnitLimits : public HelperOnBus
{
protected:
    void SetUp() override
    {
        SEKTOR_REQUIRE_ROOT();
        m_unit = readUnit(SEKTOR_HELPER_UNIT);
        ASSERT_TRUE(m_unit.count("TasksMax") && m_unit.count("MemoryMax") && m_unit.count("CapabilityBoundingSet"))
            << SEKTOR_HELPER_UNIT;
        ASSERT_GT(memoryMax(), 0u) << "MemoryMax=" << m_unit["MemoryMax"];
        m_cgroup = std::make_unique<LimitedCgroup>(std::strtoull(m_unit["TasksMax"].c_str(), nullptr, 10), memoryMax());
        if (!m_cgroup->ok())
            SEKTOR_SKIP_OR_FAIL_IN_CI("no cgroup with pids and memory limits here: " << m_cgroup->error());
        if (access("/usr/bin/setpriv", X_OK) != 0)
            SEKTOR_SKIP_OR_FAIL_IN_CI("setpriv is not installed (package util-linux)");
        // As systemd would start it: in the unit's cgroup, with the unit's bounding set.
        writeText(m_wrapperDir.file("as-unit.sh"),
                  m_cgroup->joinCommand() + " || exit 1\nexec /usr/bin/setpriv --bounding-set -all"
                      + setprivCaps(m_unit["CapabilityBoundingSet"]) + " -- \"$@\"\n");
        HelperOnBus::SetUp();
    }
    virtual std::uint64_t memoryMax() { return bytesOf(m_unit["MemoryMax"]); }
    HelperBus::Options busOptions() const override
    {
        HelperBus::Options options = HelperOnBus::busOptions();
        options.helperWrapper = "/bin/sh " + m_wrapperDir.file("as-unit.sh");
        return options;
    }
    void TearDown() override
    {
        if (HasFailure() && m_bus)
            std::cerr << "--- bus log ---\n" << m_bus->log() << "---\n";
        HelperOnBus::TearDown(); // the helper gone first: then the cgroup can be removed
        m_cgroup.reset();
    }
    // The helper serving the run has exactly the unit's bounding set (the wrapper worked).
    void expectUnitsCapabilities()
    {
        const std::vector<int> helpers = HelperBus::helperPids();
        ASSERT_EQ(helpers.size(), 1u) << "the helper idles after the run";
        EXPECT_EQ(boundingSet(helpers[0]), capabilityMask(m_unit["CapabilityBoundingSet"]));
    }

    std::map<std::string, std::string> m_unit;
    TempDir m_wrapperDir;
    std::unique_ptr<LimitedCgroup> m_cgroup;
};

} // namespace

// RND4K Q32T16 on the sync engine: 256 blocking lanes (the cap), beside the helper's own threads.
TEST_F(HelperUnitLimits, TheSyncEngineRunsTheNvmeProfileWithinTasksMax)
{
    const CommandResult cli = m_bus->runAs(
        Allowed, "sektor-cli", quickRun({"--engine", "sync", "--profile", "nvme", "--modes", "read", m_loop.device()}));
    EXPECT_EQ(cli.exitCode, 0) << cli.err;
    EXPECT_EQ(m_cgroup->refusedForks(), 0) << "pids.max refused a thread";
    expectUnitsCapabilities();
}

namespace {
// The largest I/O buffers any request may have (Limits::MaxBufferBytes: 64 MiB × 32): a result line
// from the helper's run of them, or what shows it died.
std::string runLargestBuffers(const HelperBus &bus, const std::string &device)
{
    auto probe = bus.startAs(Allowed,
                             "helperprobe",
                             {"start",
                              device,
                              "--block-size",
                              std::to_string(64 << 20),
                              "--queue-depth",
                              "32",
                              "--size",
                              std::to_string(64 << 20),
                              "--then",
                              "wait"});
    std::string out;
    QElapsedTimer t;
    t.start();
    while (out.find("finished ") == std::string::npos && !t.hasExpired(60000)) {
        probe->waitForReadyRead(100);
        out += probe->readAllStandardOutput().toStdString();
        if (probe->state() == QProcess::NotRunning)
            break;
    }
    run({"pkill", "-KILL", "-f", bus.program("helperprobe")});
    probe->waitForFinished(3000);
    return out;
}
} // namespace

// Accepted where a quarter of the available memory holds them, they run within the unit's
// MemoryMax to a result (or the clean OutOfMemory refusal on a smaller machine), never to the OOM killer.
TEST_F(HelperUnitLimits, TheLargestBuffersRunWithinMemoryMax)
{
    const std::string out = runLargestBuffers(*m_bus, name());
    const bool finished = out.find("finished none") != std::string::npos;
    const bool refused = out.find("finished out-of-memory") != std::string::npos;
    EXPECT_TRUE(finished || refused) << "no result (the helper died?): " << out;
    EXPECT_EQ(m_cgroup->oomKills(), 0) << "the OOM killer ended the helper";
    if (finished || refused)
        expectUnitsCapabilities();
}

namespace {
// An administrator's drop-in that lowers MemoryMax to 1 GiB (the unit's old value).
class HelperLowerMemoryMax : public HelperUnitLimits
{
protected:
    std::uint64_t memoryMax() override { return 1ull << 30; }
};
} // namespace

// Under a MemoryMax lower than the buffers a request asks for, the helper refuses the run with
// OutOfMemory (its cgroup's limit is read like the available memory), instead of being OOM-killed.
TEST_F(HelperLowerMemoryMax, TheLargestBuffersAreRefusedCleanly)
{
    const std::string out = runLargestBuffers(*m_bus, name());
    EXPECT_NE(out.find("finished out-of-memory"), std::string::npos) << out;
    EXPECT_EQ(m_cgroup->oomKills(), 0) << "the OOM killer ended the helper";
}
