// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "cliexpect.h"

#include "report/jsonreport.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <regex>
#include <sstream>

#include <sys/stat.h>

namespace Sektor::Test {

namespace {
std::string shown(const CommandResult &r)
{
    return "\n--- exit " + std::to_string(r.exitCode) + "\n--- stdout:\n" + r.out + "--- stderr:\n" + r.err;
}

std::vector<std::string> lines(const std::string &text)
{
    std::vector<std::string> result;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        result.push_back(line);
    return result;
}
} // namespace

std::vector<std::string> errorLines(const std::string &stderrText)
{
    std::vector<std::string> result;
    for (const std::string &line : lines(stderrText)) {
        if (line.rfind("sektor-cli: ", 0) == 0)
            result.push_back(line);
    }
    return result;
}

::testing::AssertionResult failedWith(const CommandResult &result, int exitCode, const std::string &path)
{
    if (result.exitCode != exitCode)
        return ::testing::AssertionFailure() << "expected exit code " << exitCode << shown(result);
    if (!result.out.empty())
        return ::testing::AssertionFailure() << "a failed run must print nothing on stdout" << shown(result);
    const std::vector<std::string> errors = errorLines(result.err);
    if (errors.size() != 1)
        return ::testing::AssertionFailure() << "expected exactly one \"sektor-cli: \" line on stderr" << shown(result);
    if (!path.empty() && errors.front().find(path) == std::string::npos)
        return ::testing::AssertionFailure() << "the error does not name " << path << shown(result);
    // Anything else on stderr is a notice of ours, never a log line of a component.
    for (const std::string &line : lines(result.err)) {
        if (line.rfind("sektor.", 0) == 0)
            return ::testing::AssertionFailure() << "a log line leaked to the user: " << line << shown(result);
    }
    return ::testing::AssertionSuccess();
}

::testing::AssertionResult succeeded(const CommandResult &result)
{
    if (result.exitCode != 0)
        return ::testing::AssertionFailure() << "expected success" << shown(result);
    if (!errorLines(result.err).empty())
        return ::testing::AssertionFailure() << "an error line on success" << shown(result);
    if (result.out.find("[Read]") == std::string::npos || result.out.find("Profile: ") == std::string::npos)
        return ::testing::AssertionFailure() << "stdout lacks the CrystalDiskMark layout" << shown(result);
    return ::testing::AssertionSuccess();
}

bool hasSeq1mLine(const std::string &stdoutText, const std::string &section)
{
    // CrystalDiskMark's own line: label, MB/s, IOPS and latency in fixed columns.
    static const std::regex line(
        R"(^  SEQ    1MiB \(Q=  8, T= 1\): +[0-9]+\.[0-9]{3} MB/s \[ *[0-9]+\.[0-9] IOPS\] < *[0-9]+\.[0-9]{2} us>$)");
    bool inSection = false;
    for (const std::string &l : lines(stdoutText)) {
        if (!l.empty() && l.front() == '[')
            inSection = l == section;
        else if (inSection && std::regex_match(l, line))
            return true;
    }
    return false;
}

::testing::AssertionResult isResultJson(const std::string &path)
{
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly))
        return ::testing::AssertionFailure() << "cannot open " << path;
    const QByteArray bytes = file.readAll();
    QJsonParseError parseError {};
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return ::testing::AssertionFailure() << path << " is not JSON: " << parseError.errorString().toStdString();
    if (document.object().value(QStringLiteral("format")).toString() != QLatin1String(JsonReportFormat))
        return ::testing::AssertionFailure() << path << " has no format \"sektor-result\"";
    const auto loaded = fromJson(bytes);
    if (!loaded)
        return ::testing::AssertionFailure() << path << " does not load: " << loaded.error().message().toStdString();
    return ::testing::AssertionSuccess();
}

bool exists(const std::string &path)
{
    struct stat st
    {
    };
    return ::lstat(path.c_str(), &st) == 0;
}

QJsonObject readJson(const std::string &path)
{
    QFile f(QString::fromStdString(path));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

} // namespace Sektor::Test
