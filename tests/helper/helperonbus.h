// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "helperbus.h"

#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/shell.h"

#include <gtest/gtest.h>

#include <iostream>
#include <memory>
#include <string>
#include <vector>

namespace Sektor::Test {

inline constexpr const char *Allowed = HelperBus::AllowedUser;
inline constexpr const char *Denied = HelperBus::DeniedUser;

/// A private system bus with polkitd and the activatable helper (idle exit after 3 s), and a
/// loop device to point it at: the setting of every test that talks to the real helper.
class HelperOnBus : public ::testing::Test
{
protected:
    void SetUp() override
    {
        SEKTOR_REQUIRE_ROOT();
        m_bus = std::make_unique<HelperBus>(busOptions());
        ASSERT_TRUE(m_bus->ok()) << m_bus->error();
        ASSERT_TRUE(m_loop.ok()) << m_loop.error();
    }
    void TearDown() override
    {
        // What the helper said is the one thing that tells why a call through it failed.
        if (HasFailure() && m_bus)
            std::cerr << "--- bus log ---\n" << m_bus->log() << "---\n";
        m_bus.reset();
    }
    virtual HelperBus::Options busOptions() const
    {
        HelperBus::Options options;
        options.idleTimeoutMs = 3000;
        return options;
    }

    CommandResult probe(const std::string &user, const std::vector<std::string> &args)
    {
        return m_bus->runAs(user, "helperprobe", args);
    }
    std::string name() const { return m_loop.name(); }
    /// dbus-send to the helper's object as @p user: a method (any interface) and its arguments.
    CommandResult sendAs(const std::string &user, const std::vector<std::string> &methodAndArguments)
    {
        std::vector<std::string> argv {"runuser",
                                       "-u",
                                       user,
                                       "--",
                                       "dbus-send",
                                       "--bus=" + m_bus->address(),
                                       "--print-reply",
                                       "--dest=io.github.sektor.Helper",
                                       "/io/github/sektor/Helper"};
        argv.insert(argv.end(), methodAndArguments.begin(), methodAndArguments.end());
        return run(argv);
    }
    // A read run long enough to act on while it goes.
    std::vector<std::string> longRead() const
    {
        return {"start", name(), "--measure-ms", "8000", "--runs", "1", "--then", "hold"};
    }

    std::unique_ptr<HelperBus> m_bus;
    LoopDevice m_loop;
};

} // namespace Sektor::Test
