// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "certificate/popplertool.h"

#include "model/uniquefd.h"
#include "report/fileio.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>

#include <csignal>

#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Sektor {

namespace {
// Poppler's programs take well under a second on a certificate; these only bound one that a PDF keeps busy.
constexpr int ToolTimeoutMs = 30'000;
constexpr rlim_t CpuSeconds = 30;
constexpr rlim_t AddressSpaceBytes = rlim_t(1) << 30;
// What of its standard error is kept for a sentence.
constexpr qint64 MessageBytes = 4096;

// A file without a name for the child to write into: O_TMPFILE, else a file made in a folder of this process's own and
// unlinked at once (the descriptor keeps it).
UniqueFd unnamedFile()
{
    const QByteArray temp = QFile::encodeName(QDir::tempPath());
    UniqueFd fd(::open(temp.constData(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600));
    if (fd.isValid())
        return fd;
    QTemporaryDir dir;
    if (!dir.isValid())
        return {};
    const QByteArray path = QFile::encodeName(dir.filePath(QStringLiteral("output")));
    fd.reset(::open(path.constData(), O_CREAT | O_EXCL | O_NOFOLLOW | O_RDWR | O_CLOEXEC, 0600));
    ::unlink(path.constData());
    return fd;
}

QString procPath(int fd)
{
    return QStringLiteral("/proc/self/fd/%1").arg(fd);
}

bool tooLarge(int fd, qint64 maxBytes)
{
    struct stat st
    {
    };
    return ::fstat(fd, &st) == 0 && st.st_size > maxBytes;
}
} // namespace

int unnamedCopy(const QByteArray &bytes)
{
    UniqueFd copy = unnamedFile();
    if (!copy.isValid() || FileIo::writeAll(copy.get(), bytes) != 0)
        return -1;
    return copy.release();
}

PopplerRun runPoppler(const QString &program,
                      const QStringList &arguments,
                      int pdf,
                      qint64 maxBytes,
                      const std::function<bool()> &stopRequested)
{
    PopplerRun run;
    const UniqueFd output = unnamedFile();
    const UniqueFd errors = unnamedFile();
    if (!output.isValid() || !errors.isValid()) {
        run.status = PopplerRun::Status::Failed;
        run.messages = QStringLiteral("no temporary file");
        return run;
    }
    QStringList args = arguments;
    const bool named = args.contains(QLatin1String(OutputPlaceholder));
    args.replaceInStrings(QLatin1String(OutputPlaceholder), procPath(output.get()));
    args.replaceInStrings(QLatin1String(InputPlaceholder), procPath(pdf));
    QProcess process;
    process.setStandardInputFile(QProcess::nullDevice());
    process.setStandardOutputFile(named ? QProcess::nullDevice() : procPath(output.get()));
    process.setStandardErrorFile(procPath(errors.get()));
    const int outFd = output.get();
    // One past the limit may be written, so that an output of exactly maxBytes is told from a longer one.
    const rlim_t fileLimit = rlim_t(maxBytes) + 1;
    process.setChildProcessModifier([outFd, pdf, fileLimit] {
        // In the child, after fork: only async-signal-safe calls.
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        ::fcntl(outFd, F_SETFD, 0); // this child alone inherits the output file and the PDF
        ::fcntl(pdf, F_SETFD, 0);
        const rlimit file {fileLimit, fileLimit};
        const rlimit cpu {CpuSeconds, CpuSeconds};
        const rlimit memory {AddressSpaceBytes, AddressSpaceBytes};
        ::setrlimit(RLIMIT_FSIZE, &file);
        ::setrlimit(RLIMIT_CPU, &cpu);
        ::setrlimit(RLIMIT_AS, &memory);
    });
    process.start(program, args);
    if (!process.waitForStarted()) {
        run.status = PopplerRun::Status::NotInstalled;
        return run;
    }
    bool stopped = false;
    for (QDeadlineTimer deadline(ToolTimeoutMs); !process.waitForFinished(100);) {
        if (process.state() == QProcess::NotRunning)
            break;
        const bool cancelled = stopRequested && stopRequested();
        if (cancelled || deadline.hasExpired()) {
            process.kill();
            process.waitForFinished();
            run.status = cancelled ? PopplerRun::Status::Cancelled : PopplerRun::Status::TimedOut;
            stopped = true;
            break;
        }
    }
    QByteArray said(MessageBytes, '\0');
    said.truncate(qMax<qsizetype>(0, ::pread(errors.get(), said.data(), MessageBytes, 0)));
    run.messages = QString::fromUtf8(said).simplified();
    if (stopped)
        return run;
    if (tooLarge(output.get(), maxBytes) || tooLarge(errors.get(), maxBytes)) {
        run.status = PopplerRun::Status::TooLarge;
        return run;
    }
    if (process.exitStatus() == QProcess::CrashExit) {
        // SIGXCPU past its CPU time; anything else a crash on the PDF.
        run.status = process.exitCode() == SIGXCPU ? PopplerRun::Status::TimedOut : PopplerRun::Status::Failed;
        return run;
    }
    if (process.exitCode() != 0) {
        run.status = PopplerRun::Status::Failed;
        return run;
    }
    ::lseek(output.get(), 0, SEEK_SET);
    if (FileIo::readAtMost(output.get(), maxBytes, run.output) != 0) {
        run.status = PopplerRun::Status::TooLarge;
        return run;
    }
    run.status = PopplerRun::Status::Done;
    return run;
}

} // namespace Sektor
