// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "resumerun.h"
#include "output.h"
#include "resultfileinput.h"

#include "catalog/drivecatalog.h"
#include "catalog/resumerequest.h"
#include "model/resumedrun.h"
#include "report/resultfile.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace Sektor::Cli {

Expected<std::optional<RunResult>> prepareResume(RunArguments &a)
{
    if (a.resumeFrom.isEmpty())
        return std::optional<RunResult>();
    Expected<RunResult> read = readResultFile(a.resumeFrom);
    if (!read)
        return read.error();
    const Catalog::DriveCatalog catalog;
    const QString name = QFileInfo(QFileInfo(a.target).canonicalFilePath()).fileName();
    const Catalog::Drive *drive = catalog.drive(name);
    const Expected<Catalog::ResumeSetup> setup = drive
        ? Catalog::resumeSetup(*read, *drive)
        : Expected<Catalog::ResumeSetup>(
            Error::invalidArgument(QCoreApplication::translate("sektor-cli", "it is not a drive.")));
    if (!setup) {
        return Error::invalidArgument(QCoreApplication::translate("sektor-cli", "Cannot go on with %1 on %2: %3")
                                          .arg(a.resumeFrom, a.target, setup.error().detail));
    }
    a.profile = setup->profile;
    a.options = setup->options;
    return std::optional<RunResult>(*read);
}

void printHowToGoOn(const RunArguments &a, const RunResult &result)
{
    if (!resumePointOf(result) || a.jsonPath.isEmpty() || a.jsonPath == StandardOutputPath)
        return;
    const QString consent
        = a.profile.hasWrites() ? QStringLiteral(" --allow-destroy-data=%1").arg(a.target) : QString();
    printNotice(QCoreApplication::translate("sektor-cli", "To go on where it stopped: sektor-cli run --resume %1%2 %3")
                    .arg(a.jsonPath, consent, a.target));
}

} // namespace Sektor::Cli
