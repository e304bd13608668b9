// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "gui/smallfiles/smallfilesfigures.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace Sektor::Gui {

namespace {
QString syncText(FileSync sync)
{
    switch (sync) {
    case FileSync::None:
        return QCoreApplication::translate("Sektor::Gui::SmallFiles", "synced after each phase");
    case FileSync::File:
        return QCoreApplication::translate("Sektor::Gui::SmallFiles", "each file synced");
    case FileSync::FileAndFolder:
        return QCoreApplication::translate("Sektor::Gui::SmallFiles", "each file and folder entry synced");
    }
    return {};
}
} // namespace

QString roundsText(int rounds)
{
    return rounds == 1 ? QCoreApplication::translate("Sektor::Gui::SmallFiles", "1 round")
                       : QCoreApplication::translate("Sektor::Gui::SmallFiles", "%1 rounds").arg(rounds);
}

QString fileOperationName(FileOperation operation, std::uint32_t fileBytes)
{
    switch (operation) {
    case FileOperation::Create:
        return QCoreApplication::translate("Sektor::Gui::SmallFiles", "Create");
    case FileOperation::Read:
        return fileBytes == 0 ? QCoreApplication::translate("Sektor::Gui::SmallFiles", "Stat")
                              : QCoreApplication::translate("Sektor::Gui::SmallFiles", "Read");
    case FileOperation::Delete:
        return QCoreApplication::translate("Sektor::Gui::SmallFiles", "Delete");
    }
    return {};
}

QString fileOrderName(FileOrder order)
{
    return order == FileOrder::Sequential ? QCoreApplication::translate("Sektor::Gui::SmallFiles", "Sequential")
                                          : QCoreApplication::translate("Sektor::Gui::SmallFiles", "Random");
}

QString filesPerSecondUnit()
{
    return QCoreApplication::translate("Sektor::Gui::SmallFiles", "Files/s");
}

QString filesPerSecondText(double filesPerSecond, const QLocale &locale)
{
    return locale.toString(filesPerSecond, 'f', filesPerSecond < 100 ? 1 : 0);
}

double filesPerSecondFraction(double filesPerSecond)
{
    return filesPerSecond <= 1 ? 0.0 : std::clamp(std::log10(filesPerSecond) / 6.0, 0.0, 1.0);
}

QString smallFilesSetupText(const SmallFilesResult &result, const QLocale &locale)
{
    const QString files = QCoreApplication::translate("Sektor::Gui::SmallFiles", "%1 files of %2")
                              .arg(locale.toString(qulonglong(result.filesPerRound)),
                                   locale.formattedDataSize(result.fileBytes, 1, QLocale::DataSizeIecFormat));
    // Spelled out rather than "%n thread(s)": English has no translation file to choose the plural form.
    const QString threads = result.threads == 1
        ? QCoreApplication::translate("Sektor::Gui::SmallFiles", "1 thread")
        : QCoreApplication::translate("Sektor::Gui::SmallFiles", "%1 threads").arg(result.threads);
    const QString rounds = roundsText(result.rounds);
    return QStringList {files, threads, rounds, syncText(result.sync)}.join(QStringLiteral(" · "));
}

} // namespace Sektor::Gui
