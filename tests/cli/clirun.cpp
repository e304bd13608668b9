// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "clirun.h"

#include <QDir>
#include <QFileInfo>

#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <unistd.h>

namespace Sektor::Test {

namespace {

/// A pseudo-terminal: the side the test reads (its master), and the side the child writes to.
struct Terminal
{
    UniqueFd controlling;
    UniqueFd child; ///< What the child's stderr becomes.
};

/// 200 columns wide: on a narrower terminal the progress line gives up parts of itself to fit.
Terminal openTerminal()
{
    Terminal t;
    t.controlling.reset(::posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC | O_NONBLOCK));
    if (!t.controlling.isValid() || ::grantpt(t.controlling.get()) != 0 || ::unlockpt(t.controlling.get()) != 0)
        return {};
    const winsize wide {.ws_row = 24, .ws_col = 200, .ws_xpixel = 0, .ws_ypixel = 0};
    ::ioctl(t.controlling.get(), TIOCSWINSZ, &wide);
    t.child.reset(::open(::ptsname(t.controlling.get()), O_RDWR | O_NOCTTY | O_CLOEXEC));
    return t.child.isValid() ? std::move(t) : Terminal {};
}

/// What a terminal shows after @p received: each line as its last carriage return left it, erases (ESC [K) done.
std::string shownOnTerminal(const std::string &received)
{
    std::string shown;
    std::size_t start = 0;
    while (start < received.size()) {
        std::size_t end = received.find('\n', start);
        if (end == std::string::npos)
            end = received.size();
        std::string line = received.substr(start, end - start);
        if (!line.empty() && line.back() == '\r')
            line.pop_back(); // the terminal's own \r\n
        if (const std::size_t redrawn = line.rfind('\r'); redrawn != std::string::npos)
            line.erase(0, redrawn + 1);
        for (std::size_t erase = line.find("\x1b[K"); erase != std::string::npos; erase = line.find("\x1b[K"))
            line.erase(erase, 3);
        shown += line + (end < received.size() ? "\n" : "");
        start = end + 1;
    }
    return shown;
}

} // namespace

std::vector<std::string> showingProgress(std::vector<std::string> args)
{
    std::erase(args, std::string("--quiet"));
    return args;
}

std::string cliPath()
{
    return SEKTOR_CLI_PATH;
}

CommandResult runCli(const std::vector<std::string> &args)
{
    std::vector<std::string> argv {cliPath()};
    argv.insert(argv.end(), args.begin(), args.end());
    return run(argv);
}

CommandResult runCliAs(const std::string &user, const std::string &cli, const std::vector<std::string> &args)
{
    std::vector<std::string> argv {"runuser", "-u", user, "--", cli};
    argv.insert(argv.end(), args.begin(), args.end());
    return run(argv);
}

BackgroundCli::BackgroundCli(const std::vector<std::string> &args, Stderr stderrTo)
{
    QStringList arguments;
    for (const std::string &a : args)
        arguments << QString::fromStdString(a);
    Terminal terminal;
    if (stderrTo == Stderr::Terminal) {
        terminal = openTerminal();
        if (!terminal.child.isValid())
            return; // not started: the test fails on started()
        const int child = terminal.child.get();
        m_process.setChildProcessModifier([child] {
            ::dup2(child, STDERR_FILENO); // after QProcess set up its pipes; dup2 drops close-on-exec
        });
        m_terminal = std::move(terminal.controlling);
    }
    m_process.start(QString::fromStdString(cliPath()), arguments);
    if (m_process.waitForStarted(10000))
        m_pid = m_process.processId();
}

BackgroundCli::~BackgroundCli()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.kill();
        m_process.waitForFinished(10000);
    }
}

bool BackgroundCli::running() const
{
    return m_process.state() == QProcess::Running;
}

bool BackgroundCli::waitForFileUnder(const std::string &dir, std::chrono::milliseconds timeout)
{
    const QString prefix = QString::fromStdString(dir) + QLatin1Char('/');
    const QDir fds(QStringLiteral("/proc/%1/fd").arg(m_pid));
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < deadline) {
        // Reading the pipes keeps QProcess's state current (it notices the exit here too).
        m_process.waitForReadyRead(10);
        if (!running())
            return false;
        for (const QString &entry : fds.entryList(QDir::NoDotAndDotDot | QDir::System | QDir::Files)) {
            if (QFileInfo(fds.filePath(entry)).symLinkTarget().startsWith(prefix))
                return true;
        }
    }
    return false;
}

bool BackgroundCli::waitForProgress(const std::string &text, std::chrono::milliseconds timeout)
{
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < deadline) {
        pollfd terminal {.fd = m_terminal.get(), .events = POLLIN, .revents = 0};
        ::poll(&terminal, 1, 10);
        readTerminal();
        // Searched in all it drew: a line redrawn over since still showed the text.
        if (m_terminalText.find(text) != std::string::npos)
            return true;
        m_process.waitForReadyRead(0); // keeps QProcess's state current (it notices the exit here)
        if (!running())
            return false;
    }
    return false;
}

void BackgroundCli::readTerminal()
{
    char buffer[4096];
    ssize_t n;
    while (m_terminal.isValid() && (n = ::read(m_terminal.get(), buffer, sizeof buffer)) > 0)
        m_terminalText.append(buffer, std::size_t(n));
}

std::optional<int> BackgroundCli::waitForExit(std::chrono::milliseconds timeout)
{
    // Reading the terminal meanwhile: a terminal left full would block the program's next write, and its exit.
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    while (running() && std::chrono::steady_clock::now() < deadline) {
        readTerminal();
        m_process.waitForFinished(10);
    }
    if (running())
        return std::nullopt;
    if (m_process.exitStatus() != QProcess::NormalExit)
        return std::nullopt;
    return m_process.exitCode();
}

std::string BackgroundCli::out()
{
    return m_process.readAllStandardOutput().toStdString();
}

std::string BackgroundCli::err()
{
    readTerminal();
    return m_process.readAllStandardError().toStdString() + shownOnTerminal(m_terminalText);
}

} // namespace Sektor::Test
