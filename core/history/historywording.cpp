// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "history/historywording.h"

#include "report/cdmtext.h"
#include "report/kinds/smallfilesreport.h"

namespace Sektor::History {

QString say(const char *text, Wording wording)
{
    return worded("Sektor::History", text, wording);
}

QString testSizeText(const RunResult &run, Wording wording)
{
    if (const SmallFilesResult *files = smallFilesOf(run))
        return say(QT_TRANSLATE_NOOP("Sektor::History", "%1 files"), wording).arg(files->filesPerRound);
    return cdmSizeText(run.testedSize());
}

} // namespace Sektor::History
