// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/uniquefd.h"
#include "support/shell.h"
#include "support/tempdir.h"

#include <QProcess>

#include <memory>
#include <string>
#include <vector>

namespace Sektor::Test {

/**
 * A real system bus for the helper tests, private to the test: dbus-daemon with a system-type
 * configuration (the stock default policy, polkit's policy and our io.github.sektor.Helper.conf
 * from the source tree), a service file that activates the built sektor-helper as root, the real
 * polkitd on that bus, our polkit actions installed where polkitd reads them (and udisks' right to
 * a SMART self-test, as udisks 2.9 defines it), and a rules file that says YES to the user
 * "sektor-allow", NO to "sektor-deny", and AUTH_SELF to "sektor-ask" (and to the further users of
 * Options::askUsers, whose names start so; their password the tests type into a real agent, see
 * AgentClient) for our actions and udisks' self-test right; with Options::rightsUsers also
 * "sektor-reader", who may read a drive and nothing else, and "sektor-noudisks", who has our
 * rights but not udisks' own. The bus lets root own udisks' name, for a fake udisks
 * (startFakeUdisks()). The
 * daemon's output, the helper's log included, goes to log(). Everything is removed again,
 * helper processes included, also when the test fails. Needs root.
 *
 * While it lives, the calling thread and every process it starts run in a mount namespace of
 * their own, where the system bus's standard socket leads to this bus and polkit's actions and
 * rules directories hold only ours: so the machine's own system bus and polkitd, a desktop's
 * say, are neither used nor changed, and a machine without them works the same.
 */
class HelperBus
{
public:
    static constexpr const char *AllowedUser = "sektor-allow";
    static constexpr const char *DeniedUser = "sektor-deny";
    static constexpr const char *AskUser = "sektor-ask";
    static constexpr const char *AskPassword = "Sektor-test-9";
    static constexpr const char *ReaderUser = "sektor-reader";
    static constexpr const char *NoUdisksUser = "sektor-noudisks";

    struct Options
    {
        int idleTimeoutMs = 30000;
        /// The bus's max_message_size, 0 for the daemon's default (32 MiB).
        int maxMessageBytes = 0;
        /// The helper's --result-deadline-ms, 0 for its default.
        int resultDeadlineMs = 0;
        /// The helper's --prompt-timeout-ms, 0 for its default.
        int promptTimeoutMs = 0;
        /// More users polkit asks as AskUser (names starting with AskUser), created and removed by the bus.
        std::vector<std::string> askUsers;
        /// A program the bus starts the helper through (the helper and its arguments follow): to put it
        /// into a cgroup or reduce its capabilities as the systemd unit would.
        std::string helperWrapper;
        /// Also ReaderUser and NoUdisksUser, created and removed by the bus.
        bool rightsUsers = false;
    };

    /// @p maxMessageBytes: the bus's max_message_size, 0 for the daemon's default (32 MiB).
    explicit HelperBus(int idleTimeoutMs = 30000, int maxMessageBytes = 0);
    explicit HelperBus(const Options &options);
    ~HelperBus();
    HelperBus(const HelperBus &) = delete;
    HelperBus &operator=(const HelperBus &) = delete;

    bool ok() const { return m_error.empty(); }
    const std::string &error() const { return m_error; }
    std::string address() const { return "unix:path=" + m_socket; }
    /// What the daemon and the helpers it started printed so far.
    std::string log() const;

    /// The environment a program run as @p user gets ("NAME=value"): this bus as the system bus, and a data, a
    /// temporary and a runtime folder of that user's own inside this bus's folder, so what the program keeps (a
    /// history, a run it could not save, Qt's runtime folder) goes when the bus goes instead of staying in /tmp.
    std::vector<std::string> userEnvironment(const std::string &user) const;
    /// Runs a program as @p user with this bus as the system bus; binaries are copied where the user can run them.
    /// @p environment ("NAME=value") comes before userEnvironment(): a language, a Qt platform.
    CommandResult runAs(const std::string &user,
                        const std::string &program,
                        const std::vector<std::string> &args,
                        const std::vector<std::string> &environment = {}) const;
    /// The same, in the background: for runs the test interrupts.
    std::unique_ptr<QProcess>
    startAs(const std::string &user, const std::string &program, const std::vector<std::string> &args) const;

    /// PIDs of running sektor-helper processes started from this build.
    static std::vector<int> helperPids();
    /// Resident memory of a process in KiB, or -1.
    static long residentKiB(int pid);
    /// Bytes sent to a process that it has not read yet, over all its sockets (a stopped helper's queue), or -1.
    static long unreadSocketBytes(int pid);

    /**
     * python3-dbusmock's udisks2 from tests/conditions/data/fake_udisks.py on this bus, as root (as udisks runs), with
     * the template's parameters as JSON ({"block": "loop3"} puts its ATA drive behind the test's loop device); false
     * when it did not come up. It ends with the bus.
     */
    bool startFakeUdisks(const std::string &parametersJson);
    /// The arguments of each call of @p method the fake udisks' drive received (dbus-send's printed reply).
    std::string fakeUdisksCalls(const std::string &method) const;

    /// The copies users run: "sektor-cli", "sektor" and "helperprobe".
    std::string program(const std::string &name) const;

private:
    void start(const Options &options);
    bool addUser(const std::string &user);
    std::string enterOwnMountNamespace();
    void leaveOwnMountNamespace();
    std::string fillOwnMountNamespace() const;
    void writeConfig(const Options &options);
    bool waitForName(const std::string &name) const;
    std::vector<std::string> userCommand(const std::string &user,
                                         const std::string &program,
                                         const std::vector<std::string> &args,
                                         const std::vector<std::string> &environment = {}) const;

    TempDir m_dir;
    std::string m_socket;
    UniqueFd m_hostMountNamespace;
    std::vector<std::string> m_createdUsers;
    std::unique_ptr<QProcess> m_daemon;
    std::unique_ptr<QProcess> m_polkit;
    std::unique_ptr<QProcess> m_udisks;
    std::string m_error;
};

} // namespace Sektor::Test
