// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "resultreaderfuzz.h"

#include "model/uniquefd.h"
#include "report/cdmtext.h"
#include "report/fileio.h"
#include "report/jsonreport.h"
#include "report/resultfileread.h"
#include "report/sharetext.h"
#include "report/visibletext.h"

#include <cstdlib>

#include <sys/mman.h>
#include <unistd.h>

namespace Sektor::Fuzz {

namespace {
/// The input as a file the CLI would open: a memfd is a regular file, read with the same cap.
QByteArray throughTheFileReader(const QByteArray &input)
{
    const UniqueFd fd(::memfd_create("sektor-fuzz", MFD_CLOEXEC));
    if (!fd.isValid() || FileIo::writeAll(fd.get(), input) != 0 || ::lseek(fd.get(), 0, SEEK_SET) != 0)
        std::abort(); // the harness itself is broken, not the input
    QByteArray read;
    if (!readResultFileBytes(fd.get(), read).isEmpty() || read != input)
        std::abort();
    return read;
}
} // namespace

bool readUntrustedResult(const QByteArray &input)
{
    const Expected<RunResult> result = fromJson(throughTheFileReader(input));
    if (!result)
        return false;
    // What the CLI and the window print and export of a result they accepted.
    const QString text = visibleText(cdmText(*result), TextLayout::Lines);
    const QString csv = csvText(*result);
    if (text.isEmpty() || csv.isEmpty())
        std::abort();
    // Whatever was accepted is written back as a result this build reads again.
    if (!fromJson(toJsonBytes(*result)))
        std::abort();
    return true;
}

} // namespace Sektor::Fuzz
