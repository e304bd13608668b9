// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// The target list's order and words: groups in a fixed order, natural order within one, memory named as memory.
#include "catalogtree.h"
#include "fixturetree.h"
#include "support/tempdir.h"

#include "gui/target/targetlist.h"

#include <gtest/gtest.h>

#include <vector>

using namespace Sektor;
using namespace Sektor::Gui;
using namespace Sektor::Test;

namespace {

// The fixture's drives (catalogtree.h) and three more loop devices, listed by the kernel as loop0, loop1, loop10,
// loop2: a string sort would list loop10 before loop2.
class TargetListOrder : public ::testing::Test
{
protected:
    void SetUp() override
    {
        const FixtureTree tree(m_dir.path());
        makeCatalogTree(tree);
        for (const char *name : {"loop10", "loop2", "loop11"}) {
            const std::string number = std::string(name).substr(4);
            tree.blockDevice("virtual/block",
                             name,
                             "7:" + number,
                             2048,
                             {{"loop/backing_file", "/var/tmp/disk" + number + ".img"}, {"ro", "0"}});
        }
        m_catalog = std::make_unique<Catalog::DriveCatalog>(QString::fromStdString(m_dir.path() + "/sys"),
                                                            QString::fromStdString(m_dir.path() + "/proc"));
    }

    TempDir m_dir;
    std::unique_ptr<Catalog::DriveCatalog> m_catalog;
};

} // namespace

TEST_F(TargetListOrder, GroupsComeInTheirOrderAndLoopDevicesInNaturalOrder)
{
    const QList<RunTarget> targets = TargetList::fromCatalog(*m_catalog);
    ASSERT_FALSE(targets.isEmpty());
    std::vector<std::string> loops;
    TargetList::Group previous = TargetList::Group::ChosenFolders;
    for (const RunTarget &t : targets) {
        const TargetList::Group group = TargetList::groupOf(t, *m_catalog);
        EXPECT_GE(int(group), int(previous)) << t.path.toStdString() << " is listed out of its group's place";
        previous = group;
        if (group == TargetList::Group::LoopDevices)
            loops.push_back(t.path.toStdString());
        if (t.isDevice() && t.drive.startsWith(QLatin1String("loop"))) {
            EXPECT_EQ(group, TargetList::Group::LoopDevices) << t.path.toStdString();
        }
    }
    EXPECT_EQ(loops, (std::vector<std::string> {"/dev/loop0", "/dev/loop2", "/dev/loop10", "/dev/loop11"}));
    // A loop device's mounted filesystem is a filesystem, listed with the others; the NVMe drive is a whole drive.
    const auto groupOfPath = [&](const char *path) {
        for (const RunTarget &t : targets) {
            if (t.path == QLatin1String(path))
                return int(TargetList::groupOf(t, *m_catalog));
        }
        return -1;
    };
    EXPECT_EQ(groupOfPath("/mnt/loop"), int(TargetList::Group::Filesystems));
    EXPECT_EQ(groupOfPath("/dev/nvme0n1"), int(TargetList::Group::Drives));
}

TEST(TargetListWords, AFilesystemInMemoryIsNamedAsMemoryNotAsAnUnknownDrive)
{
    RunTarget shm;
    shm.path = QStringLiteral("/dev/shm");
    shm.fsType = QStringLiteral("tmpfs");
    shm.memoryBacked = true;
    const Catalog::DriveCatalog none(QStringLiteral("/nonexistent-sys"), QStringLiteral("/nonexistent-proc"));
    const QString label = TargetList::label(shm, none);
    EXPECT_EQ(label.toStdString(), "/dev/shm — in memory (tmpfs)");
    EXPECT_EQ(TargetList::groupOf(shm, none), TargetList::Group::Memory);
    EXPECT_FALSE(TargetList::groupHeading(TargetList::Group::Memory).isEmpty());
}
