// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/kinds/capacityproberunner.h"
#include "engine/monotonicclock.h"
#include "verify/blockstamp.h"
#include "verify/capacityprobe.h"

#include <QCoreApplication>

#include <cerrno>
#include <functional>
#include <unistd.h>

namespace Sektor {

namespace {
constexpr std::int64_t ProgressIntervalNs = 100 * NsPerMs;

// Errors that say a place of the medium failed: the probe records the place as bad and goes on. Any other error (the
// device went away, turned read-only) ends the probe.
bool isMediumError(int error)
{
    return error == EIO || error == EILSEQ || error == ENODATA || error == EBADMSG;
}

class DeviceProbeTarget : public Verify::ProbeTarget
{
public:
    using Report = std::function<void(std::uint64_t done, std::uint64_t planned)>;

    DeviceProbeTarget(TestTarget &target, std::uint64_t claimed, const CancelToken &cancel, Report report)
        : m_target(target)
        , m_claimed(claimed)
        , m_cancel(cancel)
        , m_report(std::move(report))
    { }

    std::uint64_t claimedBytes() const override { return m_claimed; }
    bool write(std::uint64_t offset, const unsigned char *data, std::size_t bytes) override
    {
        ++m_totals.writeIos;
        return transfer(bytes, "pwrite", [&](std::size_t done) {
            return ::pwrite(m_target.fd(), data + done, bytes - done, off_t(offset + done));
        });
    }
    bool flush() override
    {
        ++m_totals.flushes;
        if (::fdatasync(m_target.fd()) != 0) {
            fail(errno, "fdatasync");
            return false;
        }
        m_target.dropCache(); // a device opened without O_DIRECT would read the page cache back
        return true;
    }
    bool read(std::uint64_t offset, unsigned char *data, std::size_t bytes) override
    {
        ++m_totals.readIos;
        return transfer(bytes, "pread", [&](std::size_t done) {
            return ::pread(m_target.fd(), data + done, bytes - done, off_t(offset + done));
        });
    }
    bool cancelled() const override { return m_cancel.isCancelled() || m_fatalError != 0; }
    void progress(std::uint64_t done, std::uint64_t planned) override { m_report(done, planned); }

    int fatalError() const { return m_fatalError; }
    const char *failedCall() const { return m_failedCall; }
    const IoTotals &totals() const { return m_totals; }

private:
    template<typename Io>
    bool transfer(std::size_t bytes, const char *call, Io io)
    {
        std::size_t done = 0;
        while (done < bytes) {
            const ssize_t n = io(done);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0) {
                fail(n < 0 ? errno : EIO, call); // nothing more at a place the device claims is a medium error
                return false;
            }
            done += std::size_t(n);
        }
        (call[1] == 'w' ? m_totals.writeBytes : m_totals.readBytes) += bytes;
        return true;
    }

    void fail(int error, const char *call)
    {
        if (!isMediumError(error) && m_fatalError == 0) {
            m_fatalError = error;
            m_failedCall = call;
        }
    }

    TestTarget &m_target;
    std::uint64_t m_claimed;
    const CancelToken &m_cancel;
    Report m_report;
    IoTotals m_totals;
    int m_fatalError = 0;
    const char *m_failedCall = nullptr;
};
} // namespace

Error CapacityProbeRunner::checkModes(const Profile &profile) const
{
    if (profile.modes != QList<IoMode> {IoMode::Write})
        return Error::invalidArgument(QStringLiteral("a capacity probe only writes and reads its own stamps"));
    return {};
}

QString CapacityProbeRunner::folderRefusal() const
{
    return QCoreApplication::translate("Sektor::Limits",
                                       "the capacity probe writes across a whole drive: choose a block device, not "
                                       "a folder (Verify checks a mounted drive's free space without erasing it).");
}

Error CapacityProbeRunner::runTest(RunContext &run, const PlannedTest &test, int index)
{
    RunResult &runResult = run.result();
    const TargetInfo &target = runResult.target;
    if (target.directIoAlignment > Verify::StampSize || Verify::StampSize % target.directIoAlignment != 0) {
        Error e = Error::of(ErrorCode::BlockSizeUnsupported, run.targetPath());
        e.value = Verify::StampSize;
        e.limit = target.directIoAlignment;
        return e;
    }
    // One I/O at a time through pwrite and pread, whichever engine the run chose: the result says what really ran.
    runResult.backend = QStringLiteral("sync");
    runResult.backendDetail = QStringLiteral("the capacity probe writes and reads one I/O at a time");
    const std::int64_t start = monotonicNs();
    std::int64_t lastReport = start;
    std::uint64_t lastDone = 0;
    const auto report = [&](std::uint64_t done, std::uint64_t planned) {
        const std::int64_t now = monotonicNs();
        if (now - lastReport < ProgressIntervalNs && done < planned)
            return;
        Sample s;
        s.run = 1;
        s.elapsedNs = now - start;
        s.intervalNs = now - lastReport;
        s.writeBytes = done - lastDone; // the probe's writes and reads: how much moved, for the activity line
        run.reportFraction(test, index, 1, 1, planned ? double(done) / double(planned) : 1.0, start, s);
        lastReport = now;
        lastDone = done;
    };
    DeviceProbeTarget device(run.target(), target.span, run.cancel(), report);
    TestResult result;
    result.spec = test.spec;
    result.mode = IoMode::Write;
    result.payload.set(Verify::probeCapacity(device, runResult.seed));
    runResult.totals += device.totals();
    // What was found stays in the result when the probe ends early; its verdict then says it is incomplete.
    run.keep(result);
    return run.ending(device.fatalError(), device.failedCall(), run.targetPath());
}

} // namespace Sektor
