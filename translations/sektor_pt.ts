<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>Sektor::Cli</name>
    <message>
        <source>Read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile %1 has no test %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile %1 has no mode %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invalid value %1 for --%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name exactly one target: a directory or a block device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown profile %1; `sektor-cli profiles` lists them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measures a drive: sequential, random 4K and queue-depth tests on a directory (a test file that is removed afterwards) or a block device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--allow-destroy-data must name the target block device itself (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running read tests only: write tests would destroy all data on %1. Add --allow-destroy-data=%1 to run them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try &apos;sektor-cli run --help&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skipped %1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write the results to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its folder does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write the results to %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sektor::Cli::Options</name>
    <message>
        <source>Test profile: Default, NVMe SSD, Peak, Real, Demo, a +Mix variant, QD Sweep, Sync Write Latency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test file size, or span of a device (default 1GiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured runs per test, after a discarded warm-up (1-9, default 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measure time of each run (default 5s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warm-up before the runs of each test, discarded (default 1s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause between tests (default 5s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read share of mixed tests in percent (default 70).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write data: random (incompressible, default) or zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I/O engine: auto (default), io_uring or sync.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run only these tests of the profile, e.g. SEQ1M-Q8T1,RND4K-Q1T1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run only these modes: read, write, mix (comma-separated).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed for random offsets and data (default: a new one each run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also write every figure, the latency histograms and the samples as JSON to this file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A comment for the results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow write tests on this block device, destroying all data on it. Must name the target device again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No progress display.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A directory on the drive to test, or a block device (root only).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sektor::Cli::ProgressBar</name>
    <message>
        <source>Preparing test file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warm-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run %1/%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ETA</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sektor::Error</name>
    <message>
        <source>Invalid test settings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is neither a directory nor a block device: name a directory on the drive to test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not have permission to create the test file in %1 or to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is read-only: the test needs to write there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough free space in %1 for the test: %2 needed, %3 free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a block device: testing it needs administrator rights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is in use (mounted, swap, or held by another device) and cannot be opened exclusively.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write tests on %1 destroy all data on it and need explicit confirmation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs direct I/O aligned to %2 bytes; a %3-byte test cannot run there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The filesystem holding %1 ran out of space during the test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An I/O error occurred on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>io_uring is not available on this system; choose the automatic or the sync engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough memory for the I/O buffers of this test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too small for this test.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The benchmark was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internal error while testing %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sektor::TestSpec</name>
    <message>
        <source>the block size must be a multiple of 512 bytes from 512 B to 64 MiB, not %1 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the queue depth must be from 1 to 256, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the thread count must be from 1 to 64, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>block size × queue depth × threads must not exceed 2 GiB of buffers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>durable (O_DSYNC) latency tests run at queue depth 1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sektor::Units</name>
    <message>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megabytes per second (1 MB/s = 1,000,000 bytes/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gigabytes per second (1 GB/s = 1,000,000,000 bytes/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I/O operations per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean latency in microseconds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
