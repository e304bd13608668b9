// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "helperbus.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <thread>

namespace Sektor::Test {

namespace {
namespace fs = std::filesystem;

const char *const StandardSystemBusSocket = "/run/dbus/system_bus_socket";

// Whether a bus listens on the socket at path: a stale socket or a dangling link left by a killed
// run refuses the connection.
bool socketAnswers(const char *path)
{
    const int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return false;
    sockaddr_un address {};
    address.sun_family = AF_UNIX;
    std::strncpy(address.sun_path, path, sizeof(address.sun_path) - 1);
    const bool answers = connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof(address)) == 0;
    close(fd);
    return answers;
}

const char *const BusConfig = R"(<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-BUS Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path=@SOCKET@</listen>
  <auth>EXTERNAL</auth>
  <servicedir>@SERVICES@</servicedir>
  @LIMITS@
  <policy context="default">
    <allow user="*"/>
    <deny own="*"/>
    <deny send_type="method_call"/>
    <allow send_type="signal"/>
    <allow send_requested_reply="true" send_type="method_return"/>
    <allow send_requested_reply="true" send_type="error"/>
    <allow receive_type="method_call"/>
    <allow receive_type="method_return"/>
    <allow receive_type="error"/>
    <allow receive_type="signal"/>
    <allow send_destination="org.freedesktop.DBus" send_interface="org.freedesktop.DBus"/>
    <allow send_destination="org.freedesktop.DBus" send_interface="org.freedesktop.DBus.Introspectable"/>
    <deny send_destination="org.freedesktop.DBus" send_interface="org.freedesktop.DBus" send_member="UpdateActivationEnvironment"/>
  </policy>
  <include>/usr/share/dbus-1/system.d/org.freedesktop.PolicyKit1.conf</include>
  <include>@HELPER_CONF@</include>
</busconfig>
)";

const char *const Rules = R"(// Installed by Sektor's helper tests; removed when they end.
polkit.addRule(function(action, subject) {
    if (action.id.indexOf("io.github.sektor.") == 0) {
        if (subject.user == "sektor-allow") return polkit.Result.YES;
        if (subject.user == "sektor-deny") return polkit.Result.NO;
        if (subject.user == "sektor-ask") return polkit.Result.AUTH_SELF;
    }
});
)";

std::string replaced(std::string text, const std::string &key, const std::string &value)
{
    for (size_t at = text.find(key); at != std::string::npos; at = text.find(key, at + value.size()))
        text.replace(at, key.size(), value);
    return text;
}

bool writeFile(const std::string &path, const std::string &text)
{
    std::ofstream out(path);
    out << text;
    return bool(out);
}

} // namespace

HelperBus::HelperBus(int idleTimeoutMs, int maxMessageBytes)
{
    start(idleTimeoutMs, maxMessageBytes);
}

void HelperBus::start(int idleTimeoutMs, int maxMessageBytes)
{
    for (const char *user : {AllowedUser, DeniedUser, AskUser}) {
        if (run({"id", "-u", user}).exitCode != 0) {
            if (run({"useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", user}).exitCode != 0) {
                m_error = std::string("useradd failed for ") + user;
                return;
            }
            m_createdUsers.push_back(user);
        }
    }
    if (run({"sh", "-c", std::string("echo '") + AskUser + ':' + AskPassword + "' | chpasswd"}).exitCode != 0) {
        m_error = "cannot set the password of the asked user";
        return;
    }
    m_dir.copyExecutable(SEKTOR_CLI_PATH, "sektor-cli");
    m_dir.copyExecutable(SEKTOR_HELPER_PROBE_PATH, "helperprobe");
    m_dir.copyExecutable(SEKTOR_GUI_PATH, "sektor");
    m_socket = m_dir.file("system_bus_socket");
    writeConfig(idleTimeoutMs, maxMessageBytes);

    m_policyInstalled = "/usr/share/polkit-1/actions/io.github.sektor.policy";
    std::error_code ec;
    // An installed package's copy is put back afterwards, not deleted from under dpkg.
    if (fs::exists(m_policyInstalled))
        fs::copy_file(m_policyInstalled, m_dir.file("installed.policy"), fs::copy_options::overwrite_existing, ec);
    fs::create_directories("/usr/share/polkit-1/actions", ec);
    fs::copy_file(
        SEKTOR_HELPER_DATA_DIR "/io.github.sektor.policy", m_policyInstalled, fs::copy_options::overwrite_existing, ec);
    m_rulesInstalled = "/etc/polkit-1/rules.d/00-sektor-helper-tests.rules";
    fs::create_directories("/etc/polkit-1/rules.d", ec);
    if (ec || !writeFile(m_rulesInstalled, Rules)) {
        m_error = "cannot install the polkit action and rules files";
        return;
    }

    // polkit's agent helper is setuid and so ignores DBUS_SYSTEM_BUS_ADDRESS: it answers polkitd
    // on the standard socket. Lend it ours when this machine has no system bus of its own; a
    // socket or link nobody listens on (a killed run's) is replaced, anything else is left alone.
    if (!socketAnswers(StandardSystemBusSocket)) {
        const fs::file_status status = fs::symlink_status(StandardSystemBusSocket, ec);
        if (fs::is_symlink(status) || fs::is_socket(status))
            fs::remove(StandardSystemBusSocket, ec);
        fs::create_directories("/run/dbus", ec);
        fs::create_symlink(m_socket, StandardSystemBusSocket, ec);
        if (!ec)
            m_systemSocketLink = StandardSystemBusSocket;
    }

    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DBUS_SYSTEM_BUS_ADDRESS"), QString::fromStdString(address()));
    m_daemon = std::make_unique<QProcess>();
    m_daemon->setProcessEnvironment(env);
    m_daemon->setProcessChannelMode(QProcess::MergedChannels);
    m_daemon->setStandardOutputFile(QString::fromStdString(m_dir.file("bus.log")));
    m_daemon->start(QStringLiteral("dbus-daemon"),
                    {QStringLiteral("--nofork"),
                     QStringLiteral("--config-file=") + QString::fromStdString(m_dir.file("bus.conf"))});
    if (!m_daemon->waitForStarted() || !waitForName("org.freedesktop.DBus")) {
        m_error = "dbus-daemon did not start";
        return;
    }
    m_polkit = std::make_unique<QProcess>();
    m_polkit->setProcessEnvironment(env);
    m_polkit->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    m_polkit->start(QStringLiteral("/usr/lib/polkit-1/polkitd"), {QStringLiteral("--no-debug")});
    if (!m_polkit->waitForStarted() || !waitForName("org.freedesktop.PolicyKit1"))
        m_error = "polkitd did not start on the test bus";
}

void HelperBus::writeConfig(int idleTimeoutMs, int maxMessageBytes)
{
    const std::string services = m_dir.file("services");
    fs::create_directories(services);
    std::string config = replaced(BusConfig, "@SOCKET@", m_socket);
    config = replaced(config, "@SERVICES@", services);
    config = replaced(config,
                      "@LIMITS@",
                      maxMessageBytes > 0
                          ? "<limit name=\"max_message_size\">" + std::to_string(maxMessageBytes) + "</limit>"
                          : std::string());
    config = replaced(config, "@HELPER_CONF@", SEKTOR_HELPER_DATA_DIR "/io.github.sektor.Helper.conf");
    writeFile(m_dir.file("bus.conf"), config);
    // The daemon runs as root without a <user>, so it starts the helper itself, as root.
    writeFile(services + "/io.github.sektor.Helper.service",
              std::string("[D-BUS Service]\nName=io.github.sektor.Helper\nExec=") + SEKTOR_HELPER_PATH
                  + " --idle-timeout-ms " + std::to_string(idleTimeoutMs) + "\nUser=root\n");
}

bool HelperBus::waitForName(const std::string &name) const
{
    for (int i = 0; i < 100; ++i) {
        const CommandResult r = run({"dbus-send",
                                     "--bus=" + address(),
                                     "--print-reply",
                                     "--dest=org.freedesktop.DBus",
                                     "/",
                                     "org.freedesktop.DBus.NameHasOwner",
                                     "string:" + name});
        if (r.out.find("boolean true") != std::string::npos)
            return true;
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    return false;
}

HelperBus::~HelperBus()
{
    // Clients the tests started as other users: killing their runuser parent leaves them running.
    if (!m_dir.path().empty())
        run({"pkill", "-KILL", "-f", "^" + m_dir.path() + "/"});
    for (int pid : helperPids())
        kill(pid, SIGKILL);
    for (auto *process : {m_polkit.get(), m_daemon.get()}) {
        if (process) {
            process->terminate();
            if (!process->waitForFinished(3000))
                process->kill();
            process->waitForFinished(3000);
        }
    }
    std::error_code ec;
    if (!m_systemSocketLink.empty())
        fs::remove(m_systemSocketLink, ec);
    if (!m_rulesInstalled.empty())
        fs::remove(m_rulesInstalled, ec);
    if (!m_policyInstalled.empty()) {
        if (fs::exists(m_dir.file("installed.policy")))
            fs::copy_file(m_dir.file("installed.policy"), m_policyInstalled, fs::copy_options::overwrite_existing, ec);
        else
            fs::remove(m_policyInstalled, ec);
    }
    for (const std::string &user : m_createdUsers)
        run({"userdel", "--force", user});
}

std::string HelperBus::log() const
{
    std::ifstream in(m_dir.file("bus.log"));
    return std::string(std::istreambuf_iterator<char>(in), {});
}

std::string HelperBus::program(const std::string &name) const
{
    return m_dir.file(name);
}

std::vector<std::string>
HelperBus::userCommand(const std::string &user, const std::string &program, const std::vector<std::string> &args) const
{
    std::vector<std::string> argv {
        "runuser", "-u", user, "--", "env", "DBUS_SYSTEM_BUS_ADDRESS=" + address(), this->program(program)};
    argv.insert(argv.end(), args.begin(), args.end());
    return argv;
}

CommandResult
HelperBus::runAs(const std::string &user, const std::string &program, const std::vector<std::string> &args) const
{
    return run(userCommand(user, program, args));
}

std::unique_ptr<QProcess>
HelperBus::startAs(const std::string &user, const std::string &program, const std::vector<std::string> &args) const
{
    const std::vector<std::string> argv = userCommand(user, program, args);
    auto process = std::make_unique<QProcess>();
    QStringList arguments;
    for (size_t i = 1; i < argv.size(); ++i)
        arguments.append(QString::fromStdString(argv[i]));
    process->start(QString::fromStdString(argv[0]), arguments);
    process->waitForStarted();
    return process;
}

std::vector<int> HelperBus::helperPids()
{
    std::vector<int> pids;
    const std::string helper = fs::canonical(SEKTOR_HELPER_PATH).string();
    for (const auto &entry : fs::directory_iterator("/proc")) {
        const std::string name = entry.path().filename().string();
        if (name.find_first_not_of("0123456789") != std::string::npos)
            continue;
        std::error_code ec;
        const fs::path exe = fs::read_symlink(entry.path() / "exe", ec);
        if (!ec && exe.string() == helper)
            pids.push_back(std::stoi(name));
    }
    return pids;
}

long HelperBus::residentKiB(int pid)
{
    std::ifstream status("/proc/" + std::to_string(pid) + "/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmRSS:", 0) == 0)
            return std::stol(line.substr(6));
    }
    return -1;
}

} // namespace Sektor::Test
