// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "gui/target/runtarget.h"
#include "gui/target/targetlist.h"

#include "catalog/drivecatalog.h"

#include <QComboBox>

namespace Sektor::Gui {

/**
 * Picks what to benchmark: the mounted filesystems of the drives in the catalog, the raw
 * devices, folders the user chose, and a last entry "Choose folder…" that opens a dialog.
 */
class TargetSelector : public QComboBox
{
    Q_OBJECT
public:
    explicit TargetSelector(QWidget *parent = nullptr);

    /// Reads the drive catalog again (drives plugged in or removed since), keeping the selection.
    void rescan();
    /// Selects the entry for @p path, adding it as a folder when it is a directory not listed; false when neither.
    bool selectPath(const QString &path);
    /// The selected target; a default RunTarget (empty path) when there is none.
    RunTarget currentTarget() const;
    const Catalog::DriveCatalog &catalog() const { return m_catalog; }
    bool hasTargets() const { return !m_targets.isEmpty(); }

Q_SIGNALS:
    void targetChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill(const QString &keepPath);
    void addHeading(TargetList::Group group);
    /// The index in m_targets of the item at @p row, or -1 for a heading, a separator or the "choose" entry.
    int targetAt(int row) const;
    /// The row of m_targets[@p target].
    int rowOf(int target) const;
    void onActivated(int index);
    void retranslate();

    Catalog::DriveCatalog m_catalog;
    QList<RunTarget> m_targets; ///< In the order listed, under their groups' headings; the "choose" entry follows.
    QList<RunTarget> m_chosenFolders; ///< Kept across rescans.
    int m_lastIndex = -1;
};

} // namespace Sektor::Gui
