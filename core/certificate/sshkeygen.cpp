// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/sshkeygen.h"

#include <QProcess>
#include <QProcessEnvironment>

#include <csignal>

#include <sys/prctl.h>
#include <unistd.h>

namespace Sektor {

namespace {
// Signing a few hundred kilobytes takes milliseconds; this only bounds a child that hangs.
constexpr int TimeoutMs = 30'000;
} // namespace

SshKeygenRun runSshKeygen(const QStringList &arguments, const QByteArray &input)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    // ssh-keygen asks for a passphrase on /dev/tty, else through SSH_ASKPASS when there is a display: neither.
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    environment.remove(QStringLiteral("SSH_ASKPASS"));
    environment.insert(QStringLiteral("SSH_ASKPASS_REQUIRE"), QStringLiteral("never"));
    process.setProcessEnvironment(environment);
    if (input.isEmpty())
        process.setStandardInputFile(QProcess::nullDevice());
    // A new session has no controlling terminal: /dev/tty cannot be opened, so there is no prompt to wait at. A
    // child outlives a killed parent otherwise.
    process.setChildProcessModifier([] {
        ::setsid();
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    });
    process.start(QStringLiteral("ssh-keygen"), arguments);
    SshKeygenRun run;
    run.started = process.waitForStarted();
    if (!run.started)
        return run;
    if (!input.isEmpty()) {
        process.write(input); // written as the child reads, while waitForFinished() runs the event loop of it
        process.closeWriteChannel();
    }
    run.finished = process.waitForFinished(TimeoutMs);
    if (!run.finished) {
        process.kill();
        process.waitForFinished();
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

} // namespace Sektor
