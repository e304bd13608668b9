// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// removeDeadRunFolders(), which the verify and the small-files test share: a killed run's own files go, with its
// folders once empty; anything else, a running process's folder and what a link points to stay.
#include "scratch/runfolders.h"

#include "support/tempdir.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

#include <unistd.h>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
constexpr char Prefix[] = ".sektor-test-";

// No process has it: the kernel's process ids end at 4194304 (PID_MAX_LIMIT).
std::string deadRun(const TempDir &dir, const std::string &seconds)
{
    return dir.file(Prefix + std::to_string(2147483647) + '-' + seconds);
}

std::string livingRun(const TempDir &dir)
{
    return dir.file(Prefix + std::to_string(::getpid()) + "-1700000000");
}

void makeFile(const std::string &path)
{
    std::ofstream(path) << "data";
}

bool isOwnFile(const char *name)
{
    return std::string_view(name).ends_with(".own");
}

bool isOwnFolder(const char *name)
{
    return std::string_view(name).starts_with("part");
}

const Scratch::RunFolderLayout FilesInTheRunsFolder {.prefix = Prefix, .isOwnFile = isOwnFile};
const Scratch::RunFolderLayout FilesInItsOwnFolders {
    .prefix = Prefix, .isOwnFile = isOwnFile, .isOwnFolder = isOwnFolder};

QString pathOf(const TempDir &dir)
{
    return QString::fromStdString(dir.path());
}
} // namespace

TEST(RunFolders, AKilledRunsOwnFilesGoWithItsFolderAndNothingElse)
{
    TempDir dir;
    TempDir elsewhere;
    const std::string dead = deadRun(dir, "1");
    const std::string mixed = deadRun(dir, "2");
    const std::string alive = livingRun(dir);
    for (const std::string &folder : {dead, mixed, alive})
        std::filesystem::create_directory(folder);
    for (const char *name : {"/0.own", "/1.own"})
        makeFile(dead + name);
    makeFile(mixed + "/0.own");
    makeFile(mixed + "/notes.txt"); // not the run's: kept, and so its folder
    makeFile(elsewhere.file("2.own"));
    std::filesystem::create_symlink(elsewhere.file("2.own"), mixed + "/2.own"); // a link is no file of the run
    makeFile(alive + "/0.own");
    std::filesystem::create_directory(dir.file(".sektor-test-notes")); // no process id: no run's folder

    EXPECT_EQ(Scratch::removeDeadRunFolders(pathOf(dir), FilesInTheRunsFolder), 3);
    EXPECT_FALSE(std::filesystem::exists(dead));
    EXPECT_FALSE(std::filesystem::exists(mixed + "/0.own"));
    EXPECT_TRUE(std::filesystem::exists(mixed + "/notes.txt"));
    EXPECT_TRUE(std::filesystem::is_symlink(mixed + "/2.own"));
    EXPECT_TRUE(std::filesystem::exists(elsewhere.file("2.own")));
    EXPECT_TRUE(std::filesystem::exists(alive + "/0.own")) << "a running process's files are its own";
    EXPECT_TRUE(std::filesystem::exists(dir.file(".sektor-test-notes")));
}

TEST(RunFolders, AKilledRunsFilesInItsOwnFoldersGoWithEachFolderOnceEmpty)
{
    TempDir dir;
    TempDir elsewhere;
    const std::string run = deadRun(dir, "1");
    for (const char *folder : {"/part0", "/part1", "/other"})
        std::filesystem::create_directories(run + folder);
    for (const char *file : {"/part0/0.own", "/part0/1.own", "/part1/0.own", "/other/0.own"})
        makeFile(run + file);
    makeFile(run + "/part1/notes.txt"); // kept, and so its folder and the run's
    makeFile(run + "/0.own"); // the layout makes its files in its folders only
    makeFile(elsewhere.file("0.own"));
    std::filesystem::create_directory_symlink(elsewhere.path(), run + "/part2"); // never followed

    EXPECT_EQ(Scratch::removeDeadRunFolders(pathOf(dir), FilesInItsOwnFolders), 3);
    EXPECT_FALSE(std::filesystem::exists(run + "/part0"));
    EXPECT_FALSE(std::filesystem::exists(run + "/part1/0.own"));
    EXPECT_TRUE(std::filesystem::exists(run + "/part1/notes.txt"));
    EXPECT_TRUE(std::filesystem::exists(run + "/other/0.own"));
    EXPECT_TRUE(std::filesystem::exists(run + "/0.own"));
    EXPECT_TRUE(std::filesystem::exists(elsewhere.file("0.own")));

    std::filesystem::remove(run + "/part1/notes.txt");
    std::filesystem::remove_all(run + "/other");
    std::filesystem::remove(run + "/0.own");
    std::filesystem::remove(run + "/part2");
    EXPECT_EQ(Scratch::removeDeadRunFolders(pathOf(dir), FilesInItsOwnFolders), 0);
    EXPECT_TRUE(std::filesystem::is_empty(dir.path())) << "emptied, the run's folders go";
}

TEST(RunFolders, AFolderThatCannotBeOpenedHasNothingToRemove)
{
    TempDir dir;
    EXPECT_EQ(Scratch::removeDeadRunFolders(QString::fromStdString(dir.file("missing")), FilesInTheRunsFolder), 0);
}
