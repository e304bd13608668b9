// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/internal.h"

#include "engine/lanecontext.h"

#include <functional>
#include <thread>
#include <vector>

namespace Sektor {

/**
 * The threads that run one job's lanes. The system may refuse a thread (a process or task limit,
 * a container's pids limit): then the lanes already started are told to stop before their first
 * I/O and are joined, so a refused thread ends the job with an error instead of a crash or a hang.
 */
class LaneThreads
{
public:
    LaneThreads() = default;
    ~LaneThreads() { join(); }
    LaneThreads(const LaneThreads &) = delete;
    LaneThreads &operator=(const LaneThreads &) = delete;

    /**
     * Starts a thread per lane, each running body with its setup. Returns 0, or the errno of the
     * first thread the system refused, after releasing and joining those already started.
     */
    int start(JobShared &shared, std::vector<LaneSetup> &setups, const std::function<void(LaneSetup &)> &body);
    void join();

private:
    std::vector<std::thread> m_threads;
};

} // namespace Sektor
