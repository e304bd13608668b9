// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "emulatedmachine.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace Sektor::Test {

namespace {
namespace fs = std::filesystem;
using namespace std::chrono_literals;

std::string readFile(const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The newest kernel in /boot whose modules this machine has: the guest loads them from the host's /lib/modules.
std::string newestKernel()
{
    std::vector<std::string> versions;
    std::error_code ec;
    for (const auto &entry : fs::directory_iterator("/boot", ec)) {
        const std::string name = entry.path().filename().string();
        const std::string prefix = "vmlinuz-";
        if (name.rfind(prefix, 0) == 0 && fs::exists("/lib/modules/" + name.substr(prefix.size())))
            versions.push_back(name.substr(prefix.size()));
    }
    if (versions.empty())
        return {};
    // Debian's versions ("6.1.0-57-amd64") sort as versions by sort -V; among a few, the longest-then-greatest works.
    std::sort(versions.begin(), versions.end(), [](const std::string &a, const std::string &b) {
        return a.size() != b.size() ? a.size() < b.size() : a < b;
    });
    return versions.back();
}

/// One QMP session: the greeting read and capabilities negotiated, then commands one at a time.
class QmpSession
{
public:
    explicit QmpSession(const std::string &socketPath)
        : m_fd(::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0))
    {
        sockaddr_un address {};
        address.sun_family = AF_UNIX;
        if (m_fd < 0 || socketPath.size() >= sizeof address.sun_path)
            return;
        std::copy(socketPath.begin(), socketPath.end(), address.sun_path);
        if (::connect(m_fd, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0)
            return;
        m_ok = !readLine().empty() && !command(R"({"execute":"qmp_capabilities"})").empty();
    }
    ~QmpSession()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }

    bool ok() const { return m_ok; }

    std::string command(const std::string &json)
    {
        const std::string line = json + "\n";
        if (::write(m_fd, line.data(), line.size()) != ssize_t(line.size()))
            return {};
        for (;;) {
            const std::string reply = readLine();
            if (reply.empty() || reply.find("\"event\"") == std::string::npos)
                return reply;
        }
    }

private:
    std::string readLine()
    {
        const auto deadline = std::chrono::steady_clock::now() + 20s;
        for (;;) {
            if (const auto end = m_buffer.find('\n'); end != std::string::npos) {
                std::string line = m_buffer.substr(0, end);
                m_buffer.erase(0, end + 1);
                return line;
            }
            const auto left
                = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
            pollfd p {.fd = m_fd, .events = POLLIN, .revents = 0};
            if (left <= 0ms || ::poll(&p, 1, int(left.count())) <= 0)
                return {};
            char chunk[4096];
            const ssize_t n = ::read(m_fd, chunk, sizeof chunk);
            if (n <= 0)
                return {};
            m_buffer.append(chunk, std::size_t(n));
        }
    }

    int m_fd;
    bool m_ok = false;
    std::string m_buffer;
};
} // namespace

EmulatedMachine::EmulatedMachine()
{
    fs::create_directories(m_dir.file("cmd"));
}

EmulatedMachine::~EmulatedMachine()
{
    stop();
}

std::string EmulatedMachine::image(const std::string &name, std::uint64_t bytes) const
{
    const std::string path = m_dir.file(name);
    std::ofstream(path).close();
    std::error_code ec;
    fs::resize_file(path, bytes, ec);
    return ec ? std::string() : path;
}

bool EmulatedMachine::boot(const std::vector<std::string> &qemuArguments, std::chrono::seconds timeout)
{
    const std::string kernel = newestKernel();
    if (kernel.empty()) {
        m_error = "no kernel in /boot with its modules in /lib/modules (packaging/install-build-deps.sh installs one)";
        return false;
    }
    std::error_code ec;
    fs::copy_file(SEKTOR_DRIVES_GUEST_DIR "/guest.sh", m_dir.file("guest.sh"), ec);
    const CommandResult initrd
        = Test::run({SEKTOR_DRIVES_GUEST_DIR "/mkinitrd.sh", kernel, m_dir.file("initrd.gz")}); // on the host
    if (ec || initrd.exitCode != 0) {
        m_error = "the guest's initrd: " + initrd.err + ec.message();
        return false;
    }
    QStringList arguments {
        QStringLiteral("-accel"),
        QStringLiteral("tcg"), // nested KVM hangs on these machines (design.md §11)
        QStringLiteral("-machine"),
        QStringLiteral("q35"),
        QStringLiteral("-m"),
        QStringLiteral("2048"),
        QStringLiteral("-smp"),
        QStringLiteral("1"),
        QStringLiteral("-display"),
        QStringLiteral("none"),
        QStringLiteral("-vga"),
        QStringLiteral("none"),
        QStringLiteral("-no-reboot"),
        QStringLiteral("-nic"),
        QStringLiteral("none"),
        QStringLiteral("-serial"),
        QString::fromStdString("file:" + m_dir.file("console.log")),
        QStringLiteral("-qmp"),
        QString::fromStdString("unix:" + m_dir.file("qmp.sock") + ",server=on,wait=off"),
        QStringLiteral("-kernel"),
        QString::fromStdString("/boot/vmlinuz-" + kernel),
        QStringLiteral("-initrd"),
        QString::fromStdString(m_dir.file("initrd.gz")),
        QStringLiteral("-append"),
        QStringLiteral("console=ttyS0 panic=-1 loglevel=4"),
        QStringLiteral("-virtfs"),
        QStringLiteral("local,path=/,mount_tag=host,security_model=none,readonly=on,multidevs=remap"),
        QStringLiteral("-virtfs"),
        QString::fromStdString("local,path=" + m_dir.path() + ",mount_tag=vm,security_model=none")};
    for (const std::string &a : qemuArguments)
        arguments << QString::fromStdString(a);
    m_qemu.setProcessChannelMode(QProcess::MergedChannels);
    m_qemu.setStandardOutputFile(QString::fromStdString(m_dir.file("qemu.log")));
    m_qemu.setChildProcessModifier([] {
        ::prctl(PR_SET_PDEATHSIG, SIGKILL); // a test program killed by its timeout leaves no guest behind
    });
    const auto started = std::chrono::steady_clock::now();
    m_qemu.start(QStringLiteral("qemu-system-x86_64"), arguments);
    if (!m_qemu.waitForStarted(10000)) {
        m_error = "qemu-system-x86_64 did not start: " + m_qemu.errorString().toStdString();
        return false;
    }
    while (!fs::exists(m_dir.file("ready"))) {
        if (m_qemu.waitForFinished(500)) {
            m_error = "QEMU ended before the guest was ready:\n" + console();
            return false;
        }
        if (std::chrono::steady_clock::now() - started > timeout) {
            m_error = "the guest was not ready after " + std::to_string(timeout.count()) + " s:\n" + console();
            return false;
        }
    }
    m_bootSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return true;
}

CommandResult EmulatedMachine::run(const std::string &script, std::chrono::seconds timeout)
{
    CommandResult result;
    if (m_qemu.state() != QProcess::Running) {
        result.err = "the guest is not running";
        return result;
    }
    const std::string stem = m_dir.file("cmd/" + std::to_string(++m_nextCommand));
    {
        std::ofstream(stem + ".part") << script << '\n';
    }
    fs::rename(stem + ".part", stem + ".sh"); // whole or not at all: the guest takes every *.sh it sees
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (!fs::exists(stem + ".rc")) {
        if (std::chrono::steady_clock::now() > deadline || m_qemu.waitForFinished(50)) {
            result.exitCode = m_qemu.state() == QProcess::Running ? 124 : -1;
            result.out = readFile(stem + ".out");
            result.err = readFile(stem + ".err")
                + (result.exitCode == 124 ? "\n(timed out in the guest)" : "\n(the guest ended)\n" + console());
            return result;
        }
    }
    result.exitCode = std::atoi(readFile(stem + ".rc").c_str());
    result.out = readFile(stem + ".out");
    result.err = readFile(stem + ".err");
    return result;
}

std::string EmulatedMachine::qmp(const std::string &command)
{
    QmpSession session(m_dir.file("qmp.sock"));
    return session.ok() ? session.command(command) : std::string();
}

std::string EmulatedMachine::console() const
{
    return readFile(m_dir.file("console.log")) + readFile(m_dir.file("qemu.log"));
}

std::string EmulatedMachine::guestPath(const std::string &path)
{
    return path.rfind("/tmp/", 0) == 0 ? "/run/hostroot" + path : path;
}

void EmulatedMachine::stop()
{
    if (m_qemu.state() == QProcess::NotRunning)
        return;
    std::ofstream(m_dir.file("cmd/STOP")).close(); // the guest syncs and powers off
    if (!m_qemu.waitForFinished(15000)) {
        m_qemu.kill();
        m_qemu.waitForFinished(5000);
    }
}

} // namespace Sektor::Test
