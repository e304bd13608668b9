// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "guestsuite.h"
#include "support/requireroot.h"

#include <QJsonDocument>

#include <cstdio>

namespace Sektor::Test {

std::unique_ptr<EmulatedMachine> GuestSuite::s_machine;

void GuestSuite::bootGuest(const std::function<std::vector<std::string>(EmulatedMachine &)> &drives)
{
    s_machine.reset();
    if (!isRoot())
        return;
    s_machine = std::make_unique<EmulatedMachine>();
    s_machine->boot(drives(*s_machine));
}

void GuestSuite::TearDownTestSuite()
{
    if (booted())
        std::printf("\nThe guest booted in %.1f s.\n", s_machine->bootSeconds());
    s_machine.reset();
}

void GuestSuite::SetUp()
{
    SEKTOR_REQUIRE_ROOT();
    ASSERT_TRUE(booted()) << (s_machine ? s_machine->error() : "");
}

std::string GuestSuite::guestCli()
{
    return EmulatedMachine::guestPath(SEKTOR_CLI_PATH);
}

QJsonObject GuestSuite::parseObject(const std::string &json)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(json)).object();
}

} // namespace Sektor::Test
