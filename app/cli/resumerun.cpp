// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "resumerun.h"
#include "output.h"
#include "resultfileinput.h"

#include "catalog/drivecatalog.h"
#include "catalog/resumeidentity.h"
#include "model/burnin.h"
#include "model/resumedrun.h"
#include "report/resultfile.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace Sektor::Cli {

namespace {
Error refused(const QString &sentence)
{
    return Error::invalidArgument(sentence);
}

// The burn-in's plan is its payload's (what it did), not the file's options.
void takePlanOf(const RunResult &earlier, RunOptions &options)
{
    if (const BurnInResult *b = earlier.tests.first().payload.find<BurnInResult>()) {
        options.burnInPasses = b->passes;
        options.burnInPatterns = b->patterns;
        options.latencyBounds = b->writeClasses.bounds();
    }
}
} // namespace

Expected<std::optional<RunResult>> prepareResume(RunArguments &a)
{
    if (a.resumeFrom.isEmpty())
        return std::optional<RunResult>();
    Expected<RunResult> read = readResultFile(a.resumeFrom);
    if (!read)
        return read.error();
    const RunResult &earlier = *read;
    const std::optional<ResumePoint> point = resumePointOf(earlier);
    const std::optional<Profile> profile = findProfile(earlier.profileId);
    if (!point || !profile)
        return refused(
            QCoreApplication::translate("sektor-cli",
                                        "%1 holds no burn-in or read scan that stopped before its end: there "
                                        "is nothing to go on from.")
                .arg(a.resumeFrom));
    const Catalog::DriveCatalog catalog;
    const QString name = QFileInfo(QFileInfo(a.target).canonicalFilePath()).fileName();
    const Catalog::Drive *drive = catalog.drive(name);
    const QString why = drive ? Catalog::otherDriveReason(earlier, *drive)
                              : QCoreApplication::translate("sektor-cli", "it is not a drive.");
    if (!why.isEmpty())
        return refused(QCoreApplication::translate("sektor-cli", "Cannot go on with %1 on %2: %3")
                           .arg(a.resumeFrom, a.target, why));
    a.profile = *profile;
    a.options = earlier.options;
    a.options.seed = earlier.seed;
    takePlanOf(earlier, a.options);
    a.options.resumeAt = point;
    return std::optional<RunResult>(earlier);
}

void joinWithEarlierPart(const std::optional<RunResult> &earlier, RunResult &result)
{
    if (!earlier || result.tests.isEmpty())
        return;
    if (Expected<RunResult> joined = joinResumed(*earlier, result))
        result = *joined;
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
