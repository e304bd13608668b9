// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "smallfiles/fileworker.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <dirent.h>
#include <fcntl.h>
#include <numeric>
#include <random>
#include <sys/stat.h>
#include <unistd.h>

namespace Sektor::SmallFiles {

namespace {
constexpr int ProgressEvery = 256;

std::int64_t clockNs(clockid_t clock)
{
    timespec ts {};
    ::clock_gettime(clock, &ts);
    return std::int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}
} // namespace

std::int64_t monotonicNs()
{
    return clockNs(CLOCK_MONOTONIC);
}

void WorkerStop::fail(int errorNumber, const char *call, const QByteArray &path, std::uint64_t filesThen)
{
    const std::lock_guard lock(m_mutex);
    if (m_failure.errorNumber)
        return;
    m_failure = {errorNumber, call, path, filesThen};
    m_failed.store(true, std::memory_order_relaxed);
}

WorkerStop::Failure WorkerStop::failure() const
{
    const std::lock_guard lock(m_mutex);
    return m_failure;
}

FileWorker::FileWorker(const FilesPlan &plan,
                       int folderFd,
                       const QByteArray &folderPath,
                       int index,
                       WorkerStop &stop,
                       FilesObserver &observer)
    : m_plan(plan)
    , m_stop(stop)
    , m_observer(observer)
    , m_index(index)
    , m_parent(folderFd)
    , m_folderName(QByteArray::number(index))
    , m_path(folderPath + '/' + m_folderName)
    , m_count(plan.files / plan.threads)
    , m_exists(std::size_t(m_count), false)
    , m_data(plan.fileBytes)
    , m_back(std::size_t(plan.fileBytes) + 1) // one more: a file longer than written shows
{
    std::mt19937_64 random(plan.seed ^ std::uint64_t(index));
    std::generate(m_data.begin(), m_data.end(), [&random] {
        return static_cast<unsigned char>(random());
    });
    makeFolder();
}

FileWorker::~FileWorker()
{
    removeAll();
}

const char *FileWorker::nameOf(int file)
{
    std::snprintf(m_name, sizeof m_name, "%010d.f", file);
    return m_name;
}

std::vector<int> FileWorker::folderOrder() const
{
    std::vector<int> order;
    order.reserve(m_exists.size());
    std::vector<bool> listed(m_exists.size(), false);
    UniqueFd fd(::openat(m_dir.get(), ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (DIR *dir = fd.isValid() ? ::fdopendir(fd.get()) : nullptr) {
        static_cast<void>(fd.release()); // closedir closes it
        while (const dirent *entry = ::readdir(dir)) {
            char *end = nullptr;
            const long file = std::strtol(entry->d_name, &end, 10);
            if (end != entry->d_name && std::strcmp(end, ".f") == 0 && file >= 0 && file < m_count
                && m_exists[std::size_t(file)] && !listed[std::size_t(file)]) {
                listed[std::size_t(file)] = true;
                order.push_back(int(file));
            }
        }
        ::closedir(dir);
    }
    // A file the listing missed (it cannot, but a listing that fails must not lose files) still has its turn.
    for (std::size_t file = 0; file < m_exists.size(); ++file) {
        if (m_exists[file] && !listed[file])
            order.push_back(int(file));
    }
    return order;
}

std::vector<int> FileWorker::orderOf(int phase, int round) const
{
    // bonnie++'s sequential reads and deletes go in the folder's order, as ls -l, find and rm -r do: on a hashed
    // folder (ext4, xfs) that is not the order the files were made in. Listing it is part of the phase's time.
    if (Phases[phase].first == FileOrder::Sequential && Phases[phase].second != FileOperation::Create)
        return folderOrder();
    std::vector<int> order(m_exists.size());
    std::iota(order.begin(), order.end(), 0);
    if (Phases[phase].first == FileOrder::Random) {
        // Each thread, round and phase its own shuffle: creates, reads and deletes visit the files in different orders.
        std::mt19937_64 random(m_plan.seed ^ (std::uint64_t(round) << 32) ^ (std::uint64_t(phase) << 16)
                               ^ std::uint64_t(m_index));
        std::shuffle(order.begin(), order.end(), random);
    }
    return order;
}

void FileWorker::runPhase(int phase, int round)
{
    const std::vector<int> order = orderOf(phase, round);
    const FileOperation operation = Phases[phase].second;
    const std::int64_t cpuStart = clockNs(CLOCK_THREAD_CPUTIME_ID);
    const int count = int(order.size());
    for (int i = 0; i < count && !m_stop.stopped(m_observer); ++i) {
        const std::int64_t start = clockNs(CLOCK_MONOTONIC);
        const int file = order[std::size_t(i)];
        const bool ok = operation == FileOperation::Create ? create(file)
            : operation == FileOperation::Read             ? read(file)
                                                           : remove(file);
        if (!ok)
            break;
        m_latency[phase].record(std::uint64_t(clockNs(CLOCK_MONOTONIC) - start));
        ++m_done[phase];
        if (m_index == 0 && (i + 1) % ProgressEvery == 0)
            m_observer.progress(Phases[phase].first, operation, round, (phase % 3 + double(i + 1) / m_count) / 3);
    }
    // The next creates start in a new folder, as bonnie++'s random ones do: a folder emptied keeps the blocks it grew
    // to, and creates that find them ready would be measured faster than creates in a folder of their own.
    if (operation == FileOperation::Delete && !m_stop.stopped(m_observer))
        renewFolder();
    m_cpuNs[phase] += clockNs(CLOCK_THREAD_CPUTIME_ID) - cpuStart;
}

void FileWorker::makeFolder()
{
    const char *failed = ::mkdirat(m_parent, m_folderName.constData(), 0700) != 0 ? "mkdir" : nullptr;
    if (!failed) {
        m_dir.reset(::openat(m_parent, m_folderName.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
        failed = m_dir.isValid() ? nullptr : "open";
    }
    if (failed) // removeAll() removes a folder made but not opened
        m_stop.fail(errno, failed, m_path, m_stop.existing.load());
}

void FileWorker::renewFolder()
{
    m_dir.reset();
    if (::unlinkat(m_parent, m_folderName.constData(), AT_REMOVEDIR) != 0)
        m_stop.fail(errno, "rmdir", m_path, m_stop.existing.load());
    else
        makeFolder();
}

bool FileWorker::create(int file)
{
    const char *name = nameOf(file);
    const int fd = ::openat(m_dir.get(), name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd < 0) {
        m_stop.fail(errno, "open", m_path + '/' + name, m_stop.existing.load());
        return false;
    }
    m_exists[std::size_t(file)] = true;
    ++m_stop.existing;
    const char *failed = nullptr;
    int error = 0;
    const auto check = [&failed, &error](bool ok, const char *call) {
        if (!ok && !failed) {
            failed = call;
            error = errno;
        }
    };
    for (std::size_t written = 0; written < m_data.size() && !failed;) {
        const ssize_t n = ::write(fd, m_data.data() + written, m_data.size() - written);
        check(n >= 0 || errno == EINTR, "write");
        written += n > 0 ? std::size_t(n) : 0;
    }
    if (m_plan.sync != FileSync::None)
        check(failed || ::fsync(fd) == 0, "fsync");
    check(::close(fd) == 0, "close");
    if (m_plan.sync == FileSync::FileAndFolder)
        check(failed || ::fsync(m_dir.get()) == 0, "fsync");
    if (failed)
        m_stop.fail(error, failed, m_path + '/' + name, m_stop.existing.load());
    return !failed;
}

bool FileWorker::read(int file)
{
    const char *name = nameOf(file);
    if (m_data.empty()) { // an empty file has nothing to read: its lookup is the work, as bonnie++'s stat
        struct stat st
        {
        };
        if (::fstatat(m_dir.get(), name, &st, 0) == 0)
            return true;
        m_stop.fail(errno, "stat", m_path + '/' + name, m_stop.existing.load());
        return false;
    }
    UniqueFd fd(::openat(m_dir.get(), name, O_RDONLY | O_CLOEXEC));
    if (!fd.isValid()) {
        m_stop.fail(errno, "open", m_path + '/' + name, m_stop.existing.load());
        return false;
    }
    std::size_t got = 0;
    for (ssize_t n = 1; n != 0;) {
        n = ::read(fd.get(), m_back.data() + got, m_back.size() - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            break;
        got += std::size_t(n);
    }
    const int error = errno;
    fd.reset();
    if (got == m_data.size())
        return true;
    // Short, long or failed: what was written did not come back.
    m_stop.fail(got < m_data.size() && error ? error : EIO, "read", m_path + '/' + name, m_stop.existing.load());
    return false;
}

bool FileWorker::remove(int file)
{
    const char *name = nameOf(file);
    if (::unlinkat(m_dir.get(), name, 0) != 0) {
        m_stop.fail(errno, "unlink", m_path + '/' + name, m_stop.existing.load());
        return false;
    }
    m_exists[std::size_t(file)] = false;
    --m_stop.existing;
    if (m_plan.sync == FileSync::FileAndFolder && ::fsync(m_dir.get()) != 0) {
        m_stop.fail(errno, "fsync", m_path, m_stop.existing.load());
        return false;
    }
    return true;
}

void FileWorker::removeAll()
{
    if (m_dir.isValid()) {
        for (int file = 0; file < m_count; ++file) {
            if (m_exists[std::size_t(file)] && ::unlinkat(m_dir.get(), nameOf(file), 0) == 0) {
                m_exists[std::size_t(file)] = false;
                --m_stop.existing;
            }
        }
        m_dir.reset();
    }
    // Also when a renewal failed half-way (an empty folder, not opened); one never made or gone already is ENOENT.
    ::unlinkat(m_parent, m_folderName.constData(), AT_REMOVEDIR);
}

} // namespace Sektor::SmallFiles
