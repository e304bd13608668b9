#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
"""Writes the NVMe Device Self-test log pages (log identifier 06h, 564 bytes) and Identify Controller structures the
parsers' tests read, laid out by the
NVMe base specification 2.0 (figures "Device Self-test Log" and "Self-test Result Data Structure"), independently of
Sektor's C++: byte 0 the operation in progress, byte 1 its completion, then 20 results of 28 bytes, newest first:
status (code bits 7:4, result bits 3:0; Fh unused), segment, valid diagnostic information (bit 0 NSID, bit 1 failing
LBA, bit 2 status code type, bit 3 status code), power-on hours (8), NSID (4), failing LBA (8), SCT, SC, vendor (2).
No NVMe drive was at hand: these are the edge cases a drive returns, not a capture from hardware. Run it in this
folder; the pages it writes are committed."""
import struct

UNUSED = 0x0F
SHORT, EXTENDED = 0x1, 0x2


def result(code, res, hours, segment=0, nsid=None, lba=None, sct=None, sc=None):
    valid = (1 if nsid is not None else 0) | (2 if lba is not None else 0) \
        | (4 if sct is not None else 0) | (8 if sc is not None else 0)
    return struct.pack('<BBBBQIQBBH', (code << 4) | res, segment, valid, 0, hours, nsid or 0,
                       lba if lba is not None else 0xDEADBEEF, sct or 0, sc or 0, 0)


def page(current=0, percent=0, results=()):
    body = b''.join(results)
    body += struct.pack('<B27x', UNUSED) * (20 - len(results))
    data = struct.pack('<BB2x', current, percent) + body
    assert len(data) == 564
    return data


PAGES = {
    # An extended test at 37 %, after a short one that passed.
    'in-progress.bin': page(EXTENDED, 37, [result(SHORT, 0x0, 4_210, nsid=0xFFFFFFFF)]),
    # A short test aborted by a Device Self-test command (code Fh), an extended one that passed before it.
    'aborted-by-host.bin': page(0, 0, [result(SHORT, 0x1, 4_211), result(EXTENDED, 0x0, 4_200, nsid=0xFFFFFFFF)]),
    # An extended test that failed in segment 4 at a valid LBA, with the status the read failed with (media error:
    # SCT 2h, SC 81h unrecovered read error); then a failed segment the drive does not name, a passed short test.
    'failed-segment-lba.bin': page(0, 0, [
        result(EXTENDED, 0x7, 9_001, segment=4, nsid=1, lba=0x1_2345_6789, sct=0x2, sc=0x81),
        result(SHORT, 0x6, 8_990),
        result(SHORT, 0x0, 8_900, nsid=0xFFFFFFFF),
    ]),
    # A full log of 20: short and extended tests alternating, every result code 0h…9h once or more, oldest last.
    'full-20.bin': page(0, 0, [result(SHORT if i % 2 else EXTENDED, i % 10, 10_000 - i * 24,
                                      segment=3 if i % 10 == 7 else 0,
                                      lba=0x10_0000 + i if i % 10 == 7 else None)
                               for i in range(20)]),
}



def identify(oacs, wctemp, edstt):
    """An Identify Controller structure (CNS 01h, 4096 bytes): serial, model, firmware, version 1.4, OACS (bytes
    257:256, bit 4 Device Self-test), WCTEMP (267:266, kelvin), EDSTT (317:316, minutes), one namespace."""
    data = bytearray(4096)
    data[4:24] = b'SEKTOR000001'.ljust(20)
    data[24:64] = b'Sektor simulated NVMe'.ljust(40)
    data[64:72] = b'1.0'.ljust(8)
    data[80:84] = struct.pack('<I', 0x00010400)
    data[256:258] = struct.pack('<H', oacs)
    data[266:268] = struct.pack('<H', wctemp)
    data[316:318] = struct.pack('<H', edstt)
    data[516:520] = struct.pack('<I', 1)
    return bytes(data)


IDENTIFIES = {
    # Self-tests (with Format NVM and firmware download), 70 °C warning, a 12-minute extended test.
    'identify-self-tests.bin': identify(0x0016, 343, 12),
    # Format NVM and firmware download but no self-tests; an 85 °C warning.
    'identify-no-self-tests.bin': identify(0x0006, 358, 0),
}

if __name__ == '__main__':
    for name, data in {**PAGES, **IDENTIFIES}.items():
        with open(name, 'wb') as f:
            f.write(data)
