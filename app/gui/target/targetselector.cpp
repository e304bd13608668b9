// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/target/targetselector.h"
#include "gui/target/targetlist.h"

#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QSignalBlocker>
#include <QStandardItemModel>

#include <optional>

namespace Sektor::Gui {

namespace {
// A target's item carries its index in m_targets; a heading its group.
constexpr int TargetRole = Qt::UserRole;
constexpr int HeadingRole = Qt::UserRole + 1;
} // namespace

TargetSelector::TargetSelector(QWidget *parent)
    : QComboBox(parent)
{
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(40);
    connect(this, &QComboBox::activated, this, &TargetSelector::onActivated);
    connect(this, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (targetAt(index) >= 0) {
            m_lastIndex = index;
            Q_EMIT targetChanged();
        }
    });
    fill({});
    retranslate();
}

void TargetSelector::rescan()
{
    const QString keep = currentTarget().path;
    m_catalog = Catalog::DriveCatalog();
    fill(keep);
}

void TargetSelector::fill(const QString &keepPath)
{
    QSignalBlocker blocker(this);
    for (RunTarget &folder : m_chosenFolders)
        folder = TargetList::directory(folder.path, m_catalog); // fresh free space
    m_targets = m_chosenFolders + TargetList::fromCatalog(m_catalog);
    clear();
    std::optional<TargetList::Group> group;
    for (int i = 0; i < m_targets.size(); ++i) {
        const RunTarget &t = m_targets.at(i);
        const TargetList::Group g
            = i < m_chosenFolders.size() ? TargetList::Group::ChosenFolders : TargetList::groupOf(t, m_catalog);
        if (g != group)
            addHeading(g);
        group = g;
        addItem(TargetList::icon(t, m_catalog), TargetList::label(t, m_catalog), i);
    }
    if (!m_targets.isEmpty())
        insertSeparator(count());
    addItem(QString()); // "Choose folder…", named in retranslate()
    retranslate();
    int index = 0;
    for (int i = 0; i < m_targets.size(); ++i) {
        if (m_targets.at(i).path == keepPath)
            index = i;
    }
    // With nothing listed the "choose a folder" entry shows, so the way forward is in view.
    setCurrentIndex(m_targets.isEmpty() ? count() - 1 : rowOf(index));
    m_lastIndex = currentIndex();
    blocker.unblock(); // only now that the selection is final: listeners see one change
    Q_EMIT targetChanged();
}

void TargetSelector::addHeading(TargetList::Group group)
{
    // A heading names the group below it and cannot be chosen: keyboard and wheel pass over it.
    addItem(QString());
    setItemData(count() - 1, int(group), HeadingRole);
    auto *items = qobject_cast<QStandardItemModel *>(model());
    if (QStandardItem *item = items ? items->item(count() - 1) : nullptr) {
        item->setFlags(item->flags() & ~(Qt::ItemIsSelectable | Qt::ItemIsEnabled));
        QFont bold = item->font();
        bold.setBold(true);
        item->setFont(bold);
    }
}

int TargetSelector::targetAt(int row) const
{
    const QVariant target = itemData(row, TargetRole);
    return target.isValid() ? target.toInt() : -1;
}

int TargetSelector::rowOf(int target) const
{
    return findData(target, TargetRole);
}

bool TargetSelector::selectPath(const QString &path)
{
    for (int i = 0; i < m_targets.size(); ++i) {
        if (m_targets.at(i).path == path) {
            setCurrentIndex(rowOf(i));
            return true;
        }
    }
    if (!QFileInfo(path).isDir())
        return false;
    m_chosenFolders.prepend(TargetList::directory(path, m_catalog));
    fill(path);
    return true;
}

RunTarget TargetSelector::currentTarget() const
{
    const int target = targetAt(currentIndex());
    return target >= 0 ? m_targets.at(target) : RunTarget {};
}

void TargetSelector::onActivated(int index)
{
    if (index != count() - 1) // a target; only the last entry chooses a folder
        return;
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Choose a Folder to Test"), currentTarget().isDevice() ? QString() : currentTarget().path);
    if (dir.isEmpty() || !selectPath(dir))
        setCurrentIndex(m_lastIndex);
}

void TargetSelector::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QComboBox::changeEvent(event);
}

void TargetSelector::retranslate()
{
    for (int row = 0; row < count(); ++row) {
        if (const int target = targetAt(row); target >= 0)
            setItemText(row, TargetList::label(m_targets.at(target), m_catalog));
        else if (const QVariant group = itemData(row, HeadingRole); group.isValid())
            setItemText(row, TargetList::groupHeading(TargetList::Group(group.toInt())));
    }
    setItemText(count() - 1, m_targets.isEmpty() ? tr("No drives found — choose a folder…") : tr("Choose folder…"));
    setToolTip(tr("The drive to test: a folder on a mounted filesystem (a test file that is removed afterwards) or a "
                  "whole raw device"));
    setAccessibleName(tr("Test target"));
}

} // namespace Sektor::Gui
