// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A run the history cannot take is kept in a folder of the user's own, and another user who created the name first in
// the shared temporary folder gets nothing written through it: a link to a folder of the victim's, a dangling link to
// a file the victim would then create (~/.bash_profile), a folder of theirs, a link inside a folder the victim once
// left open to all. The victim here is root, whom the kernel's own link protections do not stop from writing through
// a name another user planted. A full temporary folder keeps no half-written file.
#include "keptruns.h"
#include "otheruser.h"
#include "support/fillspace.h"
#include "support/loopdevice.h"
#include "support/requireroot.h"
#include "support/shell.h"
#include "temporaryfolder.h"

#include "history/keptresult.h"

#include <QFileInfo>

#include <gtest/gtest.h>

#include <filesystem>

#include <sys/stat.h>

using namespace Sektor;
using namespace Sektor::History;
using namespace Sektor::Test;

namespace {

/// A history whose own folder cannot be made: keepUnsaved() goes on to the temporary folder.
const QString NoHistory = QStringLiteral("/proc/sektor-no-history-here/history.sqlite");

/// Root as the victim, another user as the attacker, a temporary folder like /tmp (1777), a folder of the victim's.
class KeptRunAttack : public ::testing::Test
{
protected:
    void SetUp() override
    {
        SEKTOR_REQUIRE_ROOT();
        m_attacker = unprivilegedUser();
        if (m_attacker.empty())
            SEKTOR_SKIP_OR_FAIL_IN_CI("no second user to plant the links");
    }

    /// Runs @p argv as the attacker; fails the test when it fails.
    void asAttacker(std::vector<std::string> argv)
    {
        argv.insert(argv.begin(), {"runuser", "-u", m_attacker, "--"});
        const CommandResult r = run(argv);
        ASSERT_EQ(r.exitCode, 0) << describe(argv) << ": " << r.err;
    }

    std::string planted() const { return m_temporary.file("sektor-unsaved"); }
    static std::string joined(const QStringList &lines) { return lines.join(QLatin1Char('\n')).toStdString(); }

    /// The run was kept, in a folder of root's own (0700), in a file only root can read, and holds the run.
    void expectKeptSafely(const KeptRun &kept, const RunResult &run)
    {
        ASSERT_FALSE(kept.path.isEmpty()) << joined(kept.refused);
        EXPECT_TRUE(holds(kept.path, run));
        struct stat folder
        {
        };
        ASSERT_EQ(::lstat(QFileInfo(kept.path).absolutePath().toLocal8Bit().constData(), &folder), 0);
        EXPECT_TRUE(S_ISDIR(folder.st_mode));
        EXPECT_EQ(folder.st_uid, 0u);
        EXPECT_EQ(folder.st_mode & 07777, 0700u);
        struct stat file
        {
        };
        ASSERT_EQ(::lstat(kept.path.toLocal8Bit().constData(), &file), 0);
        EXPECT_TRUE(S_ISREG(file.st_mode));
        EXPECT_EQ(file.st_mode & 0777, 0600u);
    }

    std::string m_attacker;
    TemporaryFolder m_temporary {true};
    TempDir m_victim;
};

} // namespace

TEST_F(KeptRunAttack, ALinkToAFolderOfTheVictimsIsNotFollowed)
{
    asAttacker({"ln", "-s", m_victim.path(), planted()});
    const RunResult run = runOn(1);
    const KeptRun kept = keepUnsaved(run, NoHistory);
    EXPECT_EQ(listDirectory(m_victim.path()), "") << "written through the attacker's link";
    expectKeptSafely(kept, run);
    EXPECT_TRUE(kept.path.startsWith(m_temporary.path() + QLatin1String("/sektor-unsaved-"))) << qPrintable(kept.path);
    EXPECT_NE(joined(kept.refused).find(planted() + ": it is a symbolic link"), std::string::npos)
        << joined(kept.refused);
    EXPECT_TRUE(std::filesystem::is_symlink(planted())) << "the attacker's link is left as it was";
}

TEST_F(KeptRunAttack, ADanglingLinkCreatesNothingWhereItPoints)
{
    const std::string target = m_victim.file(".bash_profile");
    asAttacker({"ln", "-s", target, planted()});
    const RunResult run = runOn(1);
    const KeptRun kept = keepUnsaved(run, NoHistory);
    EXPECT_FALSE(std::filesystem::exists(std::filesystem::symlink_status(target))) << "created through the link";
    EXPECT_EQ(listDirectory(m_victim.path()), "");
    expectKeptSafely(kept, run);
}

TEST_F(KeptRunAttack, AFolderOfAnotherUserIsRefused)
{
    asAttacker({"mkdir", "-m", "0777", planted()});
    const RunResult run = runOn(1);
    const KeptRun kept = keepUnsaved(run, NoHistory);
    EXPECT_EQ(listDirectory(planted()), "") << "the run went into the attacker's folder";
    expectKeptSafely(kept, run);
    EXPECT_NE(joined(kept.refused).find(planted() + ": it belongs to another user"), std::string::npos)
        << joined(kept.refused);
}

TEST_F(KeptRunAttack, ALinkPlantedInTheVictimsOwnFolderIsNeverFollowed)
{
    // The victim's folder, left open to all for a while (as an older mkpath() could leave it): the attacker plants a
    // link under the very name the run's file takes.
    ASSERT_EQ(::mkdir(planted().c_str(), 0777), 0);
    ASSERT_EQ(::chmod(planted().c_str(), 0777), 0);
    const RunResult run = runOn(1);
    const std::string name
        = "sektor-run-" + run.started.toUTC().toString(QStringLiteral("yyyyMMdd-HHmmss")).toStdString() + ".json";
    const std::string target = m_victim.file("authorized_keys");
    asAttacker({"ln", "-s", target, planted() + "/" + name});

    // Still open to all: refused as a whole.
    KeptRun kept = keepUnsaved(run, NoHistory);
    EXPECT_FALSE(std::filesystem::exists(std::filesystem::symlink_status(target)));
    expectKeptSafely(kept, run);
    EXPECT_NE(joined(kept.refused).find(planted() + ": others can write to it"), std::string::npos)
        << joined(kept.refused);

    // Closed again: the folder is the victim's, but the planted name is skipped, not followed.
    ASSERT_EQ(::chmod(planted().c_str(), 0755), 0);
    kept = keepUnsaved(run, NoHistory);
    EXPECT_FALSE(std::filesystem::exists(std::filesystem::symlink_status(target))) << "created through the link";
    expectKeptSafely(kept, run);
    EXPECT_EQ(kept.path.toStdString(), planted() + "/" + name.substr(0, name.size() - 5) + "-2.json");
    EXPECT_EQ(kept.refused.size(), 1) << "only the history's own folder, which cannot be made: "
                                      << joined(kept.refused);
}

TEST_F(KeptRunAttack, AFullTemporaryFolderKeepsNoHalfFileAndTheRuntimeFolderIsPreferred)
{
    Mount tmpfs("tmpfs", m_temporary.path().toStdString(), "tmpfs", "size=1m,mode=1777", false);
    ASSERT_TRUE(tmpfs.ok()) << tmpfs.error();
    ASSERT_TRUE(fillCompletely(m_temporary.file("filler")));
    const RunResult run = runOn(1);
    const KeptRun nowhere = keepUnsaved(run, NoHistory);
    EXPECT_TRUE(nowhere.path.isEmpty()) << qPrintable(nowhere.path);
    EXPECT_NE(joined(nowhere.refused).find(planted() + ": No space left on device"), std::string::npos)
        << joined(nowhere.refused);
    EXPECT_EQ(listDirectory(planted()), "") << "a half-written file is left behind";

    // $XDG_RUNTIME_DIR, the user's own by definition, comes before the shared temporary folder.
    TempDir runtime;
    qputenv("XDG_RUNTIME_DIR", QByteArray::fromStdString(runtime.path()));
    const KeptRun kept = keepUnsaved(run, NoHistory);
    qunsetenv("XDG_RUNTIME_DIR");
    EXPECT_TRUE(kept.path.startsWith(QString::fromStdString(runtime.file("sektor-unsaved/")))) << qPrintable(kept.path);
    expectKeptSafely(kept, run);
}
