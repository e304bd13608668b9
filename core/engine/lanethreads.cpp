// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "engine/lanethreads.h"

#include <system_error>

namespace Sektor {

int LaneThreads::start(JobShared &shared, std::vector<LaneSetup> &setups, const std::function<void(LaneSetup &)> &body)
{
    m_threads.reserve(setups.size());
    for (LaneSetup &setup : setups) {
        try {
            // A copy of body: the caller's may be a temporary that is gone while the lanes run.
            m_threads.emplace_back([body, &setup] {
                body(setup);
            });
        } catch (const std::system_error &e) {
            // The lanes that run wait for `ready` (counted by every lane) and then for `go`:
            // count for the lanes that never started, and let the started ones go to a stop.
            shared.stop.store(true);
            for (std::size_t i = m_threads.size(); i < setups.size(); ++i)
                shared.ready.count_down();
            shared.go.count_down();
            join();
            return e.code().value();
        }
    }
    return 0;
}

void LaneThreads::join()
{
    for (std::thread &t : m_threads) {
        if (t.joinable())
            t.join();
    }
    m_threads.clear();
}

} // namespace Sektor
