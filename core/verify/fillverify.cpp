// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "verify/fillverify.h"
#include "verify/backgroundjob.h"
#include "verify/blockstamp.h"
#include "verify/fillfindings.h"

#include "model/uniquefd.h"

#include <QCoreApplication>
#include <QFile>
#include <QLocale>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <memory>
#include <optional>
#include <string>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>
#include <vector>

namespace Sektor::Verify {

namespace {
constexpr std::size_t ChunkBytes = 4u << 20;
constexpr std::int64_t SampleNs = 100'000'000;

std::int64_t nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

/// The bytes an unprivileged writer may still use on @p folder's filesystem; none when it cannot be read (errno says
/// why).
std::optional<std::uint64_t> freeBytesOf(const char *folder)
{
    struct statvfs fs
    {
    };
    if (::statvfs(folder, &fs) != 0)
        return std::nullopt;
    return std::uint64_t(fs.f_bavail) * fs.f_frsize;
}

struct FreeAligned
{
    void operator()(unsigned char *p) const { std::free(p); } // NOLINT(cppcoreguidelines-no-malloc): aligned_alloc's
};
using AlignedBuffer = std::unique_ptr<unsigned char, FreeAligned>;

AlignedBuffer chunkBuffer()
{
    return AlignedBuffer(static_cast<unsigned char *>(std::aligned_alloc(StampSize, ChunkBytes)));
}

// Stamps @p bytes (whole stamps) at @p to for the fill positions from @p position on.
void stampChunk(unsigned char *to, std::uint64_t position, std::size_t bytes, std::uint64_t seed)
{
    for (std::size_t i = 0; i < bytes; i += StampSize)
        writeStamp(to + i, position + i, seed);
}

// One pwrite, again when a signal interrupted it; sets @p error when it fails.
ssize_t writeOnce(int fd, const unsigned char *from, std::size_t bytes, std::uint64_t offset, int &error)
{
    ssize_t n = 0;
    do
        n = ::pwrite(fd, from, bytes, off_t(offset));
    while (n < 0 && errno == EINTR);
    error = n < 0 ? errno : 0;
    return n;
}

struct WrittenFile
{
    QByteArray path;
    std::uint64_t start = 0; ///< Its first byte's position in the fill.
    std::uint64_t bytes = 0; ///< Whole stamps written.
};

// One verify: the folder, the files written into it, the judging of what comes back.
class Filler
{
public:
    Filler(const FillPlan &plan, FillObserver &observer, FillOutcome &outcome)
        : m_plan(plan)
        , m_observer(observer)
        , m_outcome(outcome)
        , m_buffers {chunkBuffer(), chunkBuffer()}
    { }

    ~Filler() { removeAll(); }

    bool makeFolder()
    {
        const QByteArray name = QByteArray(FillFolderPrefix) + QByteArray::number(::getpid()) + '-'
            + QByteArray::number(qint64(std::time(nullptr)));
        m_folder = QFile::encodeName(m_plan.directory) + '/' + name;
        if (::mkdir(m_folder.constData(), 0700) != 0)
            return fail(errno, "mkdir", m_folder);
        m_made = true;
        return true;
    }

    /// The bytes to fill: as planned, or the free space but the reserve, in whole stamps.
    bool planBytes()
    {
        const std::optional<std::uint64_t> free = freeBytesOf(m_folder.constData());
        std::uint64_t bytes = m_plan.bytes;
        if (bytes == 0) {
            if (!free)
                return fail(errno, "statvfs", m_folder);
            bytes = *free > FillReserveBytes ? *free - FillReserveBytes : 0;
        } else {
            // A size chosen below what fits leaves free space unwritten: no verdict on the drive from it.
            m_partOfTheFreeSpace = free && bytes + FillReserveBytes < *free;
        }
        m_planned = bytes / StampSize * StampSize;
        return true;
    }

    /// Whether a size was chosen that leaves part of the free space unwritten.
    bool partOfTheFreeSpace() const { return m_partOfTheFreeSpace; }

    /// Writes files of stamps until the plan is filled, the filesystem is full, or it is stopped.
    bool write()
    {
        const std::int64_t start = nowNs();
        beginPhase(1, start);
        for (std::uint64_t at = 0; at < m_planned && !m_observer.cancelled();) {
            const std::uint64_t bytes = std::min(m_plan.fileBytes / StampSize * StampSize, m_planned - at);
            const std::optional<bool> full = writeFile(at, bytes);
            if (!full)
                return false;
            at += m_files.back().bytes;
            if (*full)
                break;
        }
        m_outcome.verify.writeNs = nowNs() - start;
        endPhase(nowNs());
        return !m_observer.cancelled();
    }

    /// Reads every file back and judges each stamp.
    bool read()
    {
        const std::int64_t start = nowNs();
        beginPhase(2, start);
        for (const WrittenFile &file : std::as_const(m_files)) {
            if (m_observer.cancelled() || !readFile(file))
                return false;
        }
        m_outcome.verify.readNs = nowNs() - start;
        endPhase(nowNs());
        return !m_observer.cancelled();
    }

    std::uint64_t filled() const { return m_filled; }
    bool checksAlongside() const { return m_checker.isConcurrent(); }

    void removeAll()
    {
        for (const WrittenFile &file : std::as_const(m_files))
            ::unlink(file.path.constData());
        m_files.clear();
        if (m_made)
            ::rmdir(m_folder.constData());
        m_made = false;
    }

private:
    bool fail(int error, const char *call, const QByteArray &path)
    {
        m_outcome.errorNumber = error;
        m_outcome.failedCall = call;
        m_outcome.failedPath = QFile::decodeName(path);
        return false;
    }

    // Opens a file for direct I/O, or buffered where the filesystem refuses it (its pages are dropped after). Direct
    // I/O is asked for after the open: a filesystem that refuses O_DIRECT at open (tmpfs before Linux 6.6, FUSE
    // without direct_io) has already created the file when it says EINVAL, and a second O_EXCL open then fails.
    UniqueFd openFile(const QByteArray &path, int flags)
    {
        UniqueFd fd(::open(path.constData(), flags | O_CLOEXEC, 0600));
        if (fd.isValid()) {
            const int status = ::fcntl(fd.get(), F_GETFL);
            if (status >= 0)
                ::fcntl(fd.get(), F_SETFL, status | O_DIRECT); // refused: buffered
            errno = 0;
        }
        return fd;
    }

    // Writes one file of @p bytes starting at fill position @p start: true when the filesystem became full, empty on
    // an error that ends the verify.
    std::optional<bool> writeFile(std::uint64_t start, std::uint64_t bytes)
    {
        WrittenFile file {m_folder + '/' + QByteArray::number(qulonglong(m_files.size())) + ".stamp", start, 0};
        UniqueFd fd = openFile(file.path, O_WRONLY | O_CREAT | O_EXCL);
        if (!fd.isValid()) {
            if (errno == ENOSPC || errno == EDQUOT)
                return true;
            fail(errno, "open", file.path);
            return std::nullopt;
        }
        m_files.append(file);
        WrittenFile &written = m_files.last();
        bool full = false;
        const auto chunkAt = [bytes](std::uint64_t at) {
            return std::size_t(std::min<std::uint64_t>(ChunkBytes, bytes - at));
        };
        // While one buffer is written, the helper stamps the next chunk into the other.
        int current = 0;
        std::size_t chunk = chunkAt(0);
        stampChunk(m_buffers[current].get(), start, chunk, m_plan.seed);
        while (chunk > 0 && !m_observer.cancelled()) {
            const std::uint64_t after = written.bytes + chunk;
            const std::size_t next = chunkAt(after);
            unsigned char *ahead = m_buffers[1 - current].get();
            if (next > 0)
                m_checker.start([ahead, position = start + after, next, seed = m_plan.seed] {
                    stampChunk(ahead, position, next, seed);
                });
            int error = 0;
            const ssize_t n = writeOnce(fd.get(), m_buffers[current].get(), chunk, written.bytes, error);
            m_checker.wait();
            if (n < 0 && error != ENOSPC && error != EDQUOT) {
                fail(error, "pwrite", written.path);
                return std::nullopt;
            }
            const std::uint64_t whole = n > 0 ? std::uint64_t(n) / StampSize * StampSize : 0;
            written.bytes += whole;
            m_filled += whole;
            note(whole, m_filled, m_planned, false);
            if (whole < chunk) {
                full = true; // the filesystem is full: the fill ends here (the chunk stamped ahead is not needed)
                break;
            }
            current = 1 - current;
            chunk = next;
        }
        // Durable, then out of the cache: the reads must come from the drive, not from memory.
        const bool synced = ::fdatasync(fd.get()) == 0;
        const int syncError = errno;
        ::posix_fadvise(fd.get(), 0, 0, POSIX_FADV_DONTNEED);
        fd.reset();
        if (!synced && syncError != ENOSPC) {
            fail(syncError, "fdatasync", written.path);
            return std::nullopt;
        }
        return full;
    }

    bool readFile(const WrittenFile &file)
    {
        const UniqueFd fd = openFile(file.path, O_RDONLY);
        if (!fd.isValid())
            return fail(errno, "open", file.path);
        // While the helper judges one buffer, the next chunk is read into the other (start() waits for the judging
        // of the chunk before, whose buffer the read after this one reuses).
        int current = 0;
        for (std::uint64_t at = 0; at < file.bytes && !m_observer.cancelled();) {
            const std::size_t chunk = std::size_t(std::min<std::uint64_t>(ChunkBytes, file.bytes - at));
            unsigned char *buffer = m_buffers[current].get();
            std::vector<bool> &failed = m_failed[current];
            // A chunk that fails is read again stamp by stamp: one place that fails must not take its neighbours.
            failed.assign(chunk / StampSize, false);
            if (!readAll(fd.get(), buffer, chunk, at)) {
                for (std::size_t i = 0; i < chunk; i += StampSize)
                    failed[i / StampSize] = !readAll(fd.get(), buffer + i, StampSize, at + i);
            }
            m_checker.start([this, buffer, &failed, position = file.start + at, chunk] {
                judgeChunk(buffer, failed, position, chunk);
            });
            at += chunk;
            m_read += chunk;
            note(chunk, m_read, m_filled, true);
            current = 1 - current;
        }
        m_checker.wait();
        return true;
    }

    void
    judgeChunk(const unsigned char *buffer, const std::vector<bool> &failed, std::uint64_t position, std::size_t bytes)
    {
        for (std::size_t i = 0; i < bytes; i += StampSize) {
            std::uint64_t found = 0;
            const StampVerdict verdict = failed[i / StampSize]
                ? StampVerdict::Corrupted
                : judgeStamp(buffer + i, position + i, m_plan.seed, &found);
            addStampVerdict(m_outcome.verify, position + i, verdict, found);
        }
    }

    static bool readAll(int fd, unsigned char *to, std::size_t bytes, std::uint64_t offset)
    {
        for (std::size_t done = 0; done < bytes;) {
            const ssize_t n = ::pread(fd, to + done, bytes - done, off_t(offset + done));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return false;
            done += std::size_t(n);
        }
        return true;
    }

    void beginPhase(int run, std::int64_t now)
    {
        m_run = run;
        m_phaseStart = m_sampleStart = now;
        m_sampleBytes = 0;
    }

    void endPhase(std::int64_t now)
    {
        if (m_sampleBytes > 0)
            addSample(now);
    }

    void addSample(std::int64_t now)
    {
        Sample s;
        s.run = m_run;
        s.elapsedNs = now - m_phaseStart;
        s.intervalNs = now - m_sampleStart;
        (m_run == 1 ? s.writeBytes : s.readBytes) = m_sampleBytes;
        m_outcome.samples.append(s);
        m_sampleStart = now;
        m_sampleBytes = 0;
    }

    void note(std::uint64_t bytes, std::uint64_t done, std::uint64_t planned, bool reading)
    {
        m_sampleBytes += bytes;
        if (const std::int64_t now = nowNs(); now - m_sampleStart >= SampleNs)
            addSample(now);
        m_observer.progress(reading, done, planned);
    }

    const FillPlan &m_plan;
    FillObserver &m_observer;
    FillOutcome &m_outcome;
    AlignedBuffer m_buffers[2];
    std::vector<bool> m_failed[2]; ///< Of the chunk in each buffer: the stamps whose read failed.
    BackgroundJob m_checker; ///< After the buffers: its thread ends before they are freed.
    QByteArray m_folder;
    bool m_made = false;
    QList<WrittenFile> m_files;
    std::uint64_t m_planned = 0;
    std::uint64_t m_filled = 0;
    std::uint64_t m_read = 0;
    int m_run = 1;
    bool m_partOfTheFreeSpace = false;
    std::int64_t m_phaseStart = 0;
    std::int64_t m_sampleStart = 0;
    std::uint64_t m_sampleBytes = 0;
};

} // namespace

Error fillSpaceError(const QString &folder)
{
    const std::optional<std::uint64_t> free = freeBytesOf(QFile::encodeName(folder).constData());
    if (!free || *free >= FillReserveBytes + FillMinimumBytes)
        return {};
    Error e = Error::of(ErrorCode::NotEnoughSpace, folder);
    e.value = FillReserveBytes + FillMinimumBytes;
    e.limit = *free;
    e.detail = QCoreApplication::translate("Sektor::Limits",
                                           "Verify leaves %1 free for the filesystem and fills at least %2: less says "
                                           "nothing about the drive")
                   .arg(QLocale().formattedDataSize(qint64(FillReserveBytes), 0, QLocale::DataSizeIecFormat),
                        QLocale().formattedDataSize(qint64(FillMinimumBytes), 0, QLocale::DataSizeIecFormat));
    return e;
}

Error verifyOfADeviceError(const QString &path)
{
    Error e = Error::invalidArgument(QCoreApplication::translate(
        "Sektor::Limits",
        "Verify fills a mounted drive's free space with files: choose a folder on it, not a device (the capacity "
        "probe checks a raw device)."));
    e.path = path;
    return e;
}

FillOutcome fillAndVerify(const FillPlan &plan, FillObserver &observer)
{
    FillOutcome outcome;
    outcome.leftoversRemoved = removeFillLeftovers(plan.directory);
    Filler filler(plan, observer, outcome);
    outcome.checkedAlongside = filler.checksAlongside();
    const bool complete = filler.makeFolder() && filler.planBytes() && filler.write() && filler.read();
    filler.removeAll();
    VerifyResult &v = outcome.verify;
    v.fill = true;
    v.leftoverFilesRemoved = outcome.leftoversRemoved;
    v.claimedBytes = filler.filled();
    v.bytesWritten = filler.filled();
    v.bytesRead = v.stamps.total() * StampSize;
    if (complete && v.claimedBytes > 0)
        decideFillVerdict(v);
    // What was found stands (a fake or damaged area is a finding however little was filled); nothing found in part of
    // the free space is no verdict on the drive.
    if (v.verdict == VerifyResult::Verdict::Genuine && filler.partOfTheFreeSpace())
        v.verdict = VerifyResult::Verdict::Partial;
    return outcome;
}

} // namespace Sektor::Verify
