# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# An nbdkit Python plugin: a block device whose behaviour a test chooses (design.md §9), so that
# a test kind is checked against known ground truth. Configured with spec=FILE, a JSON object:
#   size           bytes the device claims (required)
#   write_fast     bytes written at write_fast_rate before the rate drops to write_slow_rate
#                  (an SLC cache that fills); 0: the slow rate from the start
#   write_fast_rate, write_slow_rate
#                  bytes per second; 0 or absent: as fast as the plugin goes
#   read_zones     [[end_offset, bytes_per_second], …] in ascending order: a read is paced by
#                  the zone of its first byte; past the last zone reads are unpaced
#   errors         [[offset, length], …]: a read or write touching one fails with EIO
#   real_size      bytes actually stored: offsets wrap modulo this size (a fake-capacity stick)
#   corrupt        [[offset, length], …]: reads of these bytes return them with every bit flipped, silently
#                  (no error): a worn or fake chip that loses data without saying so
#   write_errors   [[offset, length], …]: a write touching one fails with EIO and stores nothing; reads
#                  of it succeed and return what was stored before (sectors the drive can no longer write).
#                  "A write" is a request as it reaches the plugin: the kernel splits large ones (a loop
#                  request takes at most 128 segments), and the pieces not touching the range are stored.
#   altered_writes [[offset, length], …]: writes of these bytes are stored with every bit flipped,
#                  silently (no error), so a later read returns the altered bytes: read back ≠ written
#                  (unlike corrupt, which flips on the way out and leaves what is stored intact)
#   slow           [[offset, length, seconds], …]: a read or write touching one takes `seconds` longer
#                  (the longest of those it touches). The wait holds none of the plugin's locks, but
#                  shaped-device.sh's nbdfuse has one connection, which serves one request at a time:
#                  through the loop device a slow request also delays those queued behind it
#   vanish_after   bytes: once this many have been read and written in all (both directions, all
#                  connections), every later read, write and flush fails with EIO: a drive pulled out
#                  mid-run. Requests already under way when the count is reached complete. Seen through
#                  loop, this is how a pulled drive looks: loop turns every error of its backing file into
#                  EIO, and the /dev/loopN stays (a real pulled drive would also go away as a device).
# A constant write rate W is write_slow_rate W (write_fast 0); a constant read rate R is
# read_zones [[size, R]]. An unknown key or a malformed value is refused (nbdkit does not start), so a
# typo in a test's shape cannot pass silently.
# Pacing is one virtual clock per direction shared by all connections, so the rate holds at any
# queue depth: each request starts when the previous one's transfer time has passed. The clock may lag
# real time by up to PACING_SLACK: each request's own trip through loop, FUSE and nbdkit (under a ms
# idle, several on a busy machine) then overlaps the paced time instead of adding to it, as a drive's
# rate does not fall with its host's overhead. With a plain clock, 1 MiB reads at QD1 paced at 60, 40
# and 20 MB/s came out at 41, 28 and 15.5 on a busy day; with 5 ms of slack at 53-59, 36-39 and 17-18.5;
# with 20 ms at 60, 40 and 20.
# After an idle spell a request gains at most PACING_SLACK of credit: bytes in any span T stay within
# rate × (T + PACING_SLACK).
import builtins
import errno
import json
import mmap
import numbers
import threading
import time

import nbdkit

API_VERSION = 2

# The spec's keys: plain numbers, and lists of ranges with the fields each entry has.
NUMBERS = {"size", "write_fast", "write_fast_rate", "write_slow_rate", "real_size", "vanish_after"}
RANGES = {
    "read_zones": ("end_offset", "bytes_per_second"),
    "errors": ("offset", "length"),
    "corrupt": ("offset", "length"),
    "write_errors": ("offset", "length"),
    "altered_writes": ("offset", "length"),
    "slow": ("offset", "length", "seconds"),
}

spec = {}
store = None
lock = threading.Lock()
written = 0
moved = 0  # bytes read and written in all, for vanish_after
clocks = {"read": 0.0, "write": 0.0}


def config(key, value):
    global spec
    if key != "spec":
        raise RuntimeError("unknown parameter " + key)
    with builtins.open(value) as f:  # "open" is the plugin's own callback here
        spec = json.load(f)


def is_number(value):
    return isinstance(value, numbers.Real) and not isinstance(value, bool)


def check_spec():
    """Refuses a key this plugin does not know and a value of the wrong form, naming the key."""
    if not isinstance(spec, dict):
        raise RuntimeError("spec: not a JSON object")
    for key, value in spec.items():
        if key in NUMBERS:
            if not is_number(value):
                raise RuntimeError("spec: %s must be a number" % key)
        elif key in RANGES:
            fields = RANGES[key]
            if not isinstance(value, list) or not all(
                isinstance(entry, list) and len(entry) == len(fields) and all(map(is_number, entry))
                for entry in value
            ):
                raise RuntimeError("spec: %s must be a list of [%s]" % (key, ", ".join(fields)))
        else:
            raise RuntimeError("spec: unknown key %s" % key)


def config_complete():
    global store
    check_spec()
    if int(spec.get("size", 0)) <= 0:
        raise RuntimeError("spec: size is required")
    # Anonymous memory: pages exist only once written, so a large claimed size costs nothing.
    store = mmap.mmap(-1, int(spec.get("real_size") or spec["size"]))


def thread_model():
    return nbdkit.THREAD_MODEL_PARALLEL


def open(readonly):
    return 1


def get_size(h):
    return int(spec["size"])


def can_multi_conn(h):
    return True


PACING_SLACK = 0.020


def pace(direction, length, rate):
    """Sleeps until this request's turn on the direction's clock at @rate bytes/s."""
    if not rate:
        return
    with lock:
        start = max(time.monotonic() - PACING_SLACK, clocks[direction])
        clocks[direction] = start + length / float(rate)
        until = clocks[direction]
    delay = until - time.monotonic()
    if delay > 0:
        time.sleep(delay)


def touching(key, offset, length):
    """The entries of the spec's range list @key that a request of @length bytes at @offset touches."""
    return [r for r in spec.get(key, []) if offset < r[0] + r[1] and r[0] < offset + length]


def fail_if(condition, why):
    if condition:
        raise OSError(errno.EIO, why)


def vanished():
    limit = int(spec.get("vanish_after", 0))
    return limit > 0 and moved >= limit


def begin(offset, length, failing_ranges):
    """What reads and writes share before their transfer: a vanished drive, slow ranges, error ranges."""
    fail_if(vanished(), "shaped device vanished")
    delay = max((seconds for _, _, seconds in touching("slow", offset, length)), default=0)
    if delay > 0:
        time.sleep(delay)
    for key in failing_ranges:
        fail_if(touching(key, offset, length), "shaped %s range" % key)


def count(length):
    global moved
    with lock:
        moved += length


def spans(offset, length):
    """(store offset, length) pieces of a request, wrapped modulo the real size."""
    real = len(store)
    while length > 0:
        at = offset % real
        piece = min(length, real - at)
        yield at, piece
        offset += piece
        length -= piece


def pread(h, buf, offset, flags):
    begin(offset, len(buf), ("errors",))
    rate = 0
    for end, zone_rate in spec.get("read_zones", []):
        if offset < end:
            rate = zone_rate
            break
    pace("read", len(buf), rate)
    done = 0
    for at, piece in spans(offset, len(buf)):
        buf[done:done + piece] = store[at:at + piece]
        done += piece
    flip(buf, offset, "corrupt")
    count(len(buf))


def flip(buf, offset, key):
    """Flips every bit of the bytes of @buf (at @offset on the device) inside the spec's @key ranges."""
    for start, size in touching(key, offset, len(buf)):
        a, b = max(offset, start) - offset, min(offset + len(buf), start + size) - offset
        # One big-integer XOR instead of a Python loop per byte.
        flipped = int.from_bytes(bytes(buf[a:b]), "little") ^ ((1 << (8 * (b - a))) - 1)
        buf[a:b] = flipped.to_bytes(b - a, "little")


def pwrite(h, buf, offset, flags):
    global written
    begin(offset, len(buf), ("errors", "write_errors"))
    with lock:
        fast = written < int(spec.get("write_fast", 0))
        written += len(buf)
    pace("write", len(buf), spec.get("write_fast_rate" if fast else "write_slow_rate", 0))
    if touching("altered_writes", offset, len(buf)):
        buf = bytearray(buf)  # the caller's buffer is read-only; only altered writes pay for the copy
        flip(buf, offset, "altered_writes")
    done = 0
    for at, piece in spans(offset, len(buf)):
        store[at:at + piece] = buf[done:done + piece]
        done += piece
    count(len(buf))


def flush(h, flags):
    fail_if(vanished(), "shaped device vanished")
