// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "filesarguments.h"
#include "model/kinds/smallfilesoptions.h"
#include "optionvalues.h"

#include <QCommandLineParser>

namespace Sektor::Cli {

namespace {
std::optional<int> parseFileCount(const QString &text)
{
    QString t = text.trimmed();
    const bool thousands = t.endsWith(QLatin1Char('k'), Qt::CaseInsensitive);
    if (thousands)
        t.chop(1);
    const std::optional<int> count = parseInt(t);
    if (!count || !thousands)
        return count;
    return *count <= Limits::MaxSmallFiles / 1024 ? std::optional<int>(*count * 1024) : std::nullopt;
}
} // namespace

Error applyFilesArguments(const FilesArguments &a, Profile &profile, RunOptions &options)
{
    for (const auto &[value, option] : {std::pair {a.files, "files"},
                                        std::pair {a.fileSize, "file-size"},
                                        std::pair {a.fileSync, "file-sync"},
                                        std::pair {a.threads, "threads"}}) {
        if (Error e = optionBelongsTo(value, option, profile, KindSetting::Files); e.isError())
            return e;
    }
    if (!a.files.isEmpty()) {
        const std::optional<int> files = parseFileCount(a.files);
        if (!files)
            return invalidOptionValue(a.files, "files");
        options.kinds.edit<SmallFilesOptions>().files = *files;
    }
    if (!a.fileSize.isEmpty()) {
        const QString size = a.fileSize.trimmed();
        const std::optional<std::uint64_t> bytes = size == QLatin1String("0") ? 0 : parseSize(size);
        if (!bytes || *bytes > Limits::MaxSmallFileBytes)
            return invalidOptionValue(a.fileSize, "file-size");
        options.kinds.edit<SmallFilesOptions>().fileBytes = std::uint32_t(*bytes);
    }
    if (!a.fileSync.isEmpty()) {
        const std::optional<FileSync> sync = fromId<FileSync>(a.fileSync.trimmed().toLower());
        if (!sync)
            return invalidOptionValue(a.fileSync, "file-sync");
        options.kinds.edit<SmallFilesOptions>().sync = *sync;
    }
    if (!a.threads.isEmpty()) {
        const std::optional<int> threads = parseInt(a.threads);
        if (!threads || *threads < 1 || *threads > 64)
            return invalidOptionValue(a.threads, "threads");
        for (TestSpec &spec : profile.tests)
            spec.threads = std::uint32_t(*threads);
    }
    return {};
}

QList<QCommandLineOption> FilesArgumentsPart::options() const
{
    return {m_files, m_fileSize, m_fileSync, m_threads};
}

Error FilesArgumentsPart::apply(const QCommandLineParser &parser, Profile &profile, RunOptions &options) const
{
    return applyFilesArguments(
        {parser.value(m_files), parser.value(m_fileSize), parser.value(m_fileSync), parser.value(m_threads)},
        profile,
        options);
}

} // namespace Sektor::Cli
