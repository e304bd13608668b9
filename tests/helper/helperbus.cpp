// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "helperbus.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <fcntl.h>
#include <pwd.h>
#include <sched.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <thread>

namespace Sektor::Test {

namespace {
namespace fs = std::filesystem;

// polkit's agent helper is setuid, so it ignores DBUS_SYSTEM_BUS_ADDRESS and answers polkitd on
// the standard socket; polkitd reads actions and rules from fixed directories. All three are the
// machine's, hence the test's own mount namespace (see enterOwnMountNamespace()).
const char *const SystemBusDir = "/run/dbus";
const char *const StandardSystemBusSocket = "/run/dbus/system_bus_socket";
const char *const PolkitActionsDir = "/usr/share/polkit-1/actions";
const char *const PolkitRulesDir = "/etc/polkit-1/rules.d";

std::string failed(const std::string &what)
{
    return what + ": " + std::strerror(errno);
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
  <!-- A fake udisks (startFakeUdisks()), owned by root and reached by anyone, as udisks' own policy has it. -->
  <policy user="root">
    <allow own="org.freedesktop.UDisks2"/>
  </policy>
  <policy context="default">
    <allow send_destination="org.freedesktop.UDisks2"/>
  </policy>
  <include>/usr/share/dbus-1/system.d/org.freedesktop.PolicyKit1.conf</include>
  <include>@HELPER_CONF@</include>
</busconfig>
)";

const char *const Rules = R"(// Installed by Sektor's helper tests; removed when they end.
polkit.addRule(function(action, subject) {
    var ours = action.id.indexOf("io.github.sektor.") == 0;
    if (ours || action.id == "org.freedesktop.udisks2.ata-smart-selftest") {
        if (subject.user == "sektor-allow") return polkit.Result.YES;
        if (subject.user == "sektor-deny") return polkit.Result.NO;
        if (subject.user.indexOf("sektor-ask") == 0) return polkit.Result.AUTH_SELF;
        // May read a drive for a benchmark, and nothing else: not the drive's own self-test.
        if (subject.user == "sektor-reader")
            return action.id == "io.github.sektor.benchmark-read" ? polkit.Result.YES : polkit.Result.NO;
        // Has Sektor's rights, but the administrator keeps udisks' SMART self-tests to themselves.
        if (subject.user == "sektor-noudisks") return ours ? polkit.Result.YES : polkit.Result.NO;
    }
});
)";

// udisks 2.9's right to start and abort a SMART self-test, as its policy file defines it (only this action): the
// helper asks it for the caller before a self-test through udisks. No udisks is installed where the tests run.
const char *const UdisksSelfTestPolicy = R"(<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE policyconfig PUBLIC "-//freedesktop//DTD PolicyKit Policy Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/PolicyKit/1/policyconfig.dtd">
<policyconfig>
  <action id="org.freedesktop.udisks2.ata-smart-selftest">
    <description>Run SMART self-test</description>
    <message>Authentication is required to run a SMART self-test</message>
    <defaults>
      <allow_any>auth_admin</allow_any>
      <allow_inactive>auth_admin</allow_inactive>
      <allow_active>auth_admin_keep</allow_active>
    </defaults>
  </action>
</policyconfig>
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
    : HelperBus(Options {idleTimeoutMs, maxMessageBytes, 0, 0, {}, {}})
{ }

HelperBus::HelperBus(const Options &options)
{
    start(options);
}

bool HelperBus::addUser(const std::string &user)
{
    if (run({"id", "-u", user}).exitCode == 0)
        return true;
    if (run({"useradd", "--system", "--no-create-home", "--shell", "/usr/sbin/nologin", user}).exitCode != 0) {
        m_error = "useradd failed for " + user;
        return false;
    }
    m_createdUsers.push_back(user);
    return true;
}

void HelperBus::start(const Options &options)
{
    std::vector<std::string> users {AllowedUser, DeniedUser, AskUser};
    if (options.rightsUsers)
        users.insert(users.end(), {ReaderUser, NoUdisksUser});
    for (const std::string &user : options.askUsers) {
        if (user.rfind(AskUser, 0) != 0) {
            m_error = "an asked user's name must start with " + std::string(AskUser) + ": " + user;
            return;
        }
        users.push_back(user);
    }
    for (const std::string &user : users) {
        if (!addUser(user))
            return;
    }
    for (const std::string &user : users) {
        if (user.rfind(AskUser, 0) == 0
            && run({"sh", "-c", "echo '" + user + ':' + AskPassword + "' | chpasswd"}).exitCode != 0) {
            m_error = "cannot set the password of the asked user " + user;
            return;
        }
    }
    m_dir.copyExecutable(SEKTOR_CLI_PATH, "sektor-cli");
    m_dir.copyExecutable(SEKTOR_HELPER_PROBE_PATH, "helperprobe");
    m_dir.copyExecutable(SEKTOR_GUI_PATH, "sektor");
    m_socket = m_dir.file("system_bus_socket");
    writeConfig(options);
    m_error = enterOwnMountNamespace();
    if (m_error.empty())
        m_error = fillOwnMountNamespace();
    if (!m_error.empty())
        return;

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

void HelperBus::writeConfig(const Options &options)
{
    const int maxMessageBytes = options.maxMessageBytes;
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
    std::string exec = options.helperWrapper.empty() ? std::string() : options.helperWrapper + ' ';
    exec += SEKTOR_HELPER_PATH " --idle-timeout-ms " + std::to_string(options.idleTimeoutMs);
    if (options.resultDeadlineMs > 0)
        exec += " --result-deadline-ms " + std::to_string(options.resultDeadlineMs);
    if (options.promptTimeoutMs > 0)
        exec += " --prompt-timeout-ms " + std::to_string(options.promptTimeoutMs);
    writeFile(services + "/io.github.sektor.Helper.service",
              "[D-BUS Service]\nName=io.github.sektor.Helper\nExec=" + exec + "\nUser=root\n");
}

std::string HelperBus::enterOwnMountNamespace()
{
    m_hostMountNamespace.reset(open("/proc/self/ns/mnt", O_RDONLY | O_CLOEXEC));
    if (!m_hostMountNamespace.isValid())
        return failed("cannot open this process's mount namespace");
    // Moves this thread only; the processes it starts inherit the namespace, the helper too.
    if (unshare(CLONE_NEWNS) != 0) {
        m_hostMountNamespace.reset();
        return failed("unshare(CLONE_NEWNS)");
    }
    // Before any mount: on a desktop / is shared, and the mounts below would appear outside too.
    if (mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
        return failed("cannot make the test's mounts private");
    // Missing only where no system bus ever ran (starting one creates it); polkitd's package
    // ships the other two.
    std::error_code ec;
    fs::create_directories(SystemBusDir, ec);
    for (const char *dir : {SystemBusDir, PolkitActionsDir, PolkitRulesDir}) {
        if (mount("tmpfs", dir, "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755") != 0)
            return failed(std::string("cannot mount a tmpfs on ") + dir);
    }
    return {};
}

void HelperBus::leaveOwnMountNamespace()
{
    if (!m_hostMountNamespace.isValid())
        return;
    // setns puts the working directory at the namespace's root; the test keeps its own.
    std::error_code ec;
    const fs::path workingDirectory = fs::current_path(ec);
    // Fails only when another thread shares this one's filesystem context; the test's mounts then
    // stay visible to this process alone until it exits.
    if (setns(m_hostMountNamespace.get(), CLONE_NEWNS) != 0)
        std::cerr << failed("the helper test bus cannot leave its mount namespace") << '\n';
    fs::current_path(workingDirectory, ec);
    m_hostMountNamespace.reset();
}

// Into the directories enterOwnMountNamespace() made empty: the machine's own files there stay
// out of the tests' way, and ours out of its polkitd's.
std::string HelperBus::fillOwnMountNamespace() const
{
    std::error_code ec;
    fs::copy_file(SEKTOR_HELPER_DATA_DIR "/io.github.sektor.policy",
                  std::string(PolkitActionsDir) + "/io.github.sektor.policy",
                  ec);
    if (ec || !writeFile(std::string(PolkitRulesDir) + "/00-sektor-helper-tests.rules", Rules)
        || !writeFile(std::string(PolkitActionsDir) + "/org.freedesktop.UDisks2.policy", UdisksSelfTestPolicy))
        return "cannot install the polkit action and rules files";
    // The bus itself listens in m_dir, which every thread of the test reaches, this one's namespace or not.
    fs::create_symlink(m_socket, StandardSystemBusSocket, ec);
    if (ec)
        return "cannot link the standard system bus socket to the test's bus: " + ec.message();
    return {};
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
    for (auto *process : {m_udisks.get(), m_polkit.get(), m_daemon.get()}) {
        if (process) {
            process->terminate();
            if (!process->waitForFinished(3000))
                process->kill();
            process->waitForFinished(3000);
        }
    }
    leaveOwnMountNamespace();
    for (const std::string &user : m_createdUsers)
        run({"userdel", "--force", user});
}

bool HelperBus::startFakeUdisks(const std::string &parametersJson)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DBUS_SYSTEM_BUS_ADDRESS"), QString::fromStdString(address()));
    m_udisks = std::make_unique<QProcess>();
    m_udisks->setProcessEnvironment(env);
    m_udisks->setProcessChannelMode(QProcess::ForwardedErrorChannel);
    // Debian's interpreter: the module is a Debian package, not in a pyenv the PATH may prefer.
    m_udisks->start(QStringLiteral("/usr/bin/python3"),
                    {QStringLiteral("-m"),
                     QStringLiteral("dbusmock"),
                     QStringLiteral("--system"),
                     QStringLiteral("--template"),
                     QStringLiteral(SEKTOR_FAKE_UDISKS),
                     QStringLiteral("--parameters"),
                     QString::fromStdString(parametersJson)});
    return m_udisks->waitForStarted() && waitForName("org.freedesktop.UDisks2");
}

std::string HelperBus::fakeUdisksCalls(const std::string &method) const
{
    return run({"dbus-send",
                "--bus=" + address(),
                "--print-reply",
                "--dest=org.freedesktop.UDisks2",
                "/org/freedesktop/UDisks2/drives/Fake_SATA_SSD_S4EWNX0R123456",
                "org.freedesktop.DBus.Mock.GetMethodCalls",
                "string:" + method})
        .out;
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

std::vector<std::string> HelperBus::userEnvironment(const std::string &user) const
{
    const std::string home = m_dir.file("home-" + user);
    const passwd *account = getpwnam(user.c_str());
    for (const std::string &dir : {home, home + "/data", home + "/tmp", home + "/runtime"}) {
        if (mkdir(dir.c_str(), 0700) == 0 && account && chown(dir.c_str(), account->pw_uid, account->pw_gid) != 0)
            std::cerr << "cannot give " << dir << " to " << user << ": " << std::strerror(errno) << '\n';
    }
    return {"DBUS_SYSTEM_BUS_ADDRESS=" + address(),
            "XDG_DATA_HOME=" + home + "/data",
            "TMPDIR=" + home + "/tmp",
            "XDG_RUNTIME_DIR=" + home + "/runtime"};
}

std::vector<std::string> HelperBus::userCommand(const std::string &user,
                                                const std::string &program,
                                                const std::vector<std::string> &args,
                                                const std::vector<std::string> &environment) const
{
    std::vector<std::string> argv {"runuser", "-u", user, "--", "env"};
    argv.insert(argv.end(), environment.begin(), environment.end());
    for (const std::string &variable : userEnvironment(user))
        argv.push_back(variable);
    argv.push_back(this->program(program));
    argv.insert(argv.end(), args.begin(), args.end());
    return argv;
}

CommandResult HelperBus::runAs(const std::string &user,
                               const std::string &program,
                               const std::vector<std::string> &args,
                               const std::vector<std::string> &environment) const
{
    return run(userCommand(user, program, args, environment));
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

long HelperBus::unreadSocketBytes(int pid)
{
    // Raw system calls: Debian 12's <sys/pidfd.h> declares the wrappers without extern "C".
    const UniqueFd process(static_cast<int>(syscall(SYS_pidfd_open, pid, 0)));
    if (!process.isValid())
        return -1;
    long unread = 0;
    std::error_code ec;
    for (const auto &entry : fs::directory_iterator("/proc/" + std::to_string(pid) + "/fd", ec)) {
        if (fs::read_symlink(entry.path(), ec).string().rfind("socket:", 0) != 0)
            continue;
        // A copy of the process's descriptor: the queue belongs to the socket they share.
        const int fd = std::stoi(entry.path().filename().string());
        const UniqueFd socket(static_cast<int>(syscall(SYS_pidfd_getfd, process.get(), fd, 0)));
        int bytes = 0;
        if (socket.isValid() && ioctl(socket.get(), FIONREAD, &bytes) == 0)
            unread += bytes;
    }
    return unread;
}

} // namespace Sektor::Test
