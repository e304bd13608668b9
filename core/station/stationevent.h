// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <QDateTime>
#include <QString>
#include <QVariantMap>

namespace Sektor::Station {

/// One thing that happened at the station, for its log: one line each.
struct StationEvent
{
    enum class Kind {
        Listening, ///< The station started and waits for drives.
        Scope, ///< What the station may do to the drives it takes (its consent to writes, or none).
        Appeared, ///< A drive came (or was there at the start and is taken).
        Refused, ///< A drive the station leaves alone, and why.
        Waiting, ///< A drive waits for another on its controller or bus.
        Started, ///< A drive's chain started.
        Step, ///< A drive's next profile of the chain started.
        Finished, ///< A drive's chain ended, with its verdict.
        Flagged, ///< A drive's result is not a pass for a reason the technician must see (removed during the test).
        Report, ///< A drive's certificate and result were written (or could not be).
        PoweredOff, ///< udisks2 powered the finished drive off.
        NotPoweredOff, ///< The finished drive could not be powered off, and why.
        Removed, ///< A drive went away.
        Unmounted, ///< A drive left alone because it was mounted was unmounted: it is judged again.
        Stopping, ///< Ctrl-C or SIGTERM: the drives in progress are being cancelled.
        Stopped, ///< The station ended.
    };

    QDateTime time; ///< In UTC.
    Kind kind = Kind::Listening;
    QString device; ///< Kernel name; empty for the station's own events.
    QString message; ///< The translated sentence.
    QVariantMap fields; ///< What a program reading the log needs besides ("reason", "verdict", "certificate", "step"…).
};

/// The stable id of @p kind in the log ("appeared", "refused"…): the same in every language.
QString stationEventId(StationEvent::Kind kind);

/// The event as one log line: "2026-11-27T22:41:07.120Z appeared loop3: …", or a JSON object with @p json.
QByteArray stationLogLine(const StationEvent &event, bool json);

} // namespace Sektor::Station
