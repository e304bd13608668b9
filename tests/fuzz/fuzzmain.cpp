// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
// The libFuzzer driver of readUntrustedResult(): built by tests/fuzz/run-fuzz.sh with clang, outside the normal build.
#include "resultreaderfuzz.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    Sektor::Fuzz::readUntrustedResult(QByteArray(reinterpret_cast<const char *>(data), qsizetype(size)));
    return 0;
}
