// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The helper's D-Bus contract as the running helper states it: its introspection is the
// interface XML, and the bus lets anyone introspect but call no other interface.
#include "helperonbus.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <regex>
#include <string>
#include <vector>

using namespace Sektor::Test;

namespace {

// The members of io.github.sektor.Helper1 in an introspection document, in order: each method
// and signal by name, each argument by name, type and direction. Comments and annotations aside.
std::vector<std::string> helper1Members(const std::string &xml)
{
    const std::string opening = "<interface name=\"io.github.sektor.Helper1\">";
    const std::size_t begin = xml.find(opening);
    if (begin == std::string::npos)
        return {};
    const std::string body = xml.substr(begin, xml.find("</interface>", begin) - begin);
    const std::string withoutComments = std::regex_replace(body, std::regex("<!--[\\s\\S]*?-->"), "");
    static const std::regex element(R"(<(method|signal|arg)\b([^>]*)>)");
    static const std::regex attribute(R"re((name|type|direction)="([^"]*)")re");
    std::vector<std::string> members;
    for (auto it = std::sregex_iterator(withoutComments.begin(), withoutComments.end(), element);
         it != std::sregex_iterator();
         ++it) {
        const std::string attributes = (*it)[2].str();
        std::vector<std::string> named; // in a fixed order: generators write them in any
        for (auto a = std::sregex_iterator(attributes.begin(), attributes.end(), attribute);
             a != std::sregex_iterator();
             ++a)
            named.push_back(a->str());
        std::sort(named.begin(), named.end());
        std::string member = (*it)[1].str();
        for (const std::string &a : named)
            member += ' ' + a;
        members.push_back(member);
    }
    return members;
}

} // namespace

TEST_F(HelperOnBus, AnyoneMayIntrospectButNotCallOtherInterfaces)
{
    const CommandResult introspect = sendAs(Denied, {"org.freedesktop.DBus.Introspectable.Introspect"});
    EXPECT_EQ(introspect.exitCode, 0) << introspect.err;
    for (const char *member :
         {"name=\"Start\"", "name=\"Cancel\"", "name=\"Status\"", "name=\"Finished\"", "type=\"(ua(uuuub)au)\""})
        EXPECT_NE(introspect.out.find(member), std::string::npos) << member;
    // The bus policy admits only our interface: Properties (and anything else) is refused by the bus itself.
    const CommandResult properties
        = sendAs(Denied, {"org.freedesktop.DBus.Properties.GetAll", "string:io.github.sektor.Helper1"});
    EXPECT_NE(properties.exitCode, 0);
    EXPECT_NE(properties.err.find("AccessDenied"), std::string::npos) << properties.err;
}

// The interface exists once, in the XML: what the running helper says about itself is that file.
TEST_F(HelperOnBus, TheHelperIntrospectsAsTheInterfaceXml)
{
    const CommandResult introspect = sendAs("root", {"org.freedesktop.DBus.Introspectable.Introspect"});
    ASSERT_EQ(introspect.exitCode, 0) << introspect.err;
    std::ifstream file(SEKTOR_HELPER_INTERFACE_XML);
    const std::string xml((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    const std::vector<std::string> expected = helper1Members(xml);
    ASSERT_GE(expected.size(), 7u) << "cannot read " SEKTOR_HELPER_INTERFACE_XML;
    EXPECT_EQ(helper1Members(introspect.out), expected) << introspect.out;
}
