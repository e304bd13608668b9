// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/beforerunnotes.h"
#include "report/kinds/healthcheckreport.h"

#include "report/kinds/sustainedreport.h"
#include "report/kinds/verifyreport.h"

#include <array>

namespace Sektor {

namespace {
struct KindNotice
{
    Profile::Kind kind;
    QString (*notice)(const RunOptions &);
};

// The kinds that say something before they start, each with the notice its report file words: a new kind with a notice
// adds its row here, and the command line and the window show it with no change of theirs.
constexpr std::array Notices {
    KindNotice {Profile::Kind::SustainedWrite, sustainedWriteNotice},
    KindNotice {Profile::Kind::Verify, verifyNotice},
    KindNotice {Profile::Kind::HealthCheck, healthCheckNotice},
};
} // namespace

QStringList beforeRunNotes(const Profile &profile, const RunOptions &options)
{
    QStringList notes;
    for (const KindNotice &n : Notices) {
        if (n.kind == profile.kind)
            notes << n.notice(options);
    }
    return notes;
}

} // namespace Sektor
