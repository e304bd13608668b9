// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// uringsubmitprobe: QD1 random 4 KiB reads with the two ways of handing io_uring one I/O and
// waiting for it, alternated on the same target, so the engine's choice rests on a measurement:
//   one-call:  io_uring_submit_and_wait(ring, 1)           (one io_uring_enter)
//   two-calls: io_uring_submit(ring); io_uring_wait_cqe()  (enter to submit, enter to wait)
// Same ring flags as the engine (SINGLE_ISSUER|DEFER_TASKRUN), registered file and buffer.
// Usage: uringsubmitprobe TARGET SECONDS PAIRS   (TARGET: a block device or a filled file; read only)
#include <liburing.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#include <fcntl.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {
constexpr unsigned Block = 4096;

double runOnce(int fd, std::uint64_t blocks, void *buffer, double seconds, bool oneCall, unsigned seed)
{
    io_uring ring {};
    io_uring_params params {};
    params.flags = IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN;
    if (io_uring_queue_init_params(4, &ring, &params) < 0)
        std::exit(2);
    iovec iov {buffer, Block};
    io_uring_register_files(&ring, &fd, 1);
    io_uring_register_buffers(&ring, &iov, 1);
    std::mt19937_64 rng(seed);
    std::uint64_t done = 0;
    const auto start = std::chrono::steady_clock::now();
    const auto end = start + std::chrono::duration<double>(seconds);
    auto now = start;
    while (now < end) {
        io_uring_sqe *sqe = io_uring_get_sqe(&ring);
        io_uring_prep_read_fixed(sqe, 0, buffer, Block, (rng() % blocks) * Block, 0);
        sqe->flags |= IOSQE_FIXED_FILE;
        io_uring_cqe *cqe = nullptr;
        if (oneCall) {
            io_uring_submit_and_wait(&ring, 1);
            io_uring_peek_cqe(&ring, &cqe);
        } else {
            io_uring_submit(&ring);
            io_uring_wait_cqe(&ring, &cqe);
        }
        if (!cqe || cqe->res != int(Block)) {
            std::fprintf(stderr, "read failed: %d\n", cqe ? cqe->res : -1);
            std::exit(3);
        }
        io_uring_cqe_seen(&ring, cqe);
        ++done;
        now = std::chrono::steady_clock::now();
    }
    io_uring_queue_exit(&ring);
    return double(done * Block) / std::chrono::duration<double>(now - start).count() / 1e6;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
} // namespace

int main(int argc, char **argv)
{
    if (argc != 4) {
        std::fprintf(stderr, "usage: %s TARGET SECONDS PAIRS\n", argv[0]);
        return 2;
    }
    const int fd = open(argv[1], O_RDONLY | O_DIRECT | O_CLOEXEC);
    if (fd < 0) {
        std::perror(argv[1]);
        return 2;
    }
    struct stat st
    {
    };
    fstat(fd, &st);
    std::uint64_t bytes = std::uint64_t(st.st_size);
    if (S_ISBLK(st.st_mode))
        ioctl(fd, BLKGETSIZE64, &bytes);
    const std::uint64_t blocks = bytes / Block;
    void *buffer = nullptr;
    if (blocks == 0 || posix_memalign(&buffer, Block, Block) != 0)
        return 2;
    const double seconds = std::atof(argv[2]);
    const int pairs = std::atoi(argv[3]);
    std::vector<double> one, two;
    for (int i = 0; i < pairs; ++i) {
        one.push_back(runOnce(fd, blocks, buffer, seconds, true, unsigned(i)));
        two.push_back(runOnce(fd, blocks, buffer, seconds, false, unsigned(i)));
        std::printf("pair %d: one-call %.1f MB/s, two-calls %.1f MB/s\n", i + 1, one.back(), two.back());
    }
    std::printf("median: one-call %.1f MB/s, two-calls %.1f MB/s, two/one %.3f\n",
                median(one),
                median(two),
                median(two) / median(one));
    return 0;
}
