// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "burninarguments.h"
#include "model/kinds/burninoptions.h"
#include "optionvalues.h"

#include "model/units.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <QCommandLineParser>

namespace Sektor::Cli {

namespace {
std::optional<QList<BurnInPattern>> parsePatterns(const QString &text)
{
    QList<BurnInPattern> patterns;
    for (const QString &name : text.split(QLatin1Char(','))) {
        const std::optional<BurnInPattern> pattern = fromId<BurnInPattern>(name.trimmed().toLower());
        if (!pattern)
            return std::nullopt;
        patterns << *pattern;
    }
    return patterns;
}

std::optional<LatencyClasses::Bounds> parseBounds(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char(','));
    LatencyClasses::Bounds bounds {};
    if (parts.size() != qsizetype(bounds.size()))
        return std::nullopt;
    for (std::size_t i = 0; i < bounds.size(); ++i) {
        bool ok = false;
        const double ms = parts.at(qsizetype(i)).trimmed().toDouble(&ok);
        if (!ok || ms <= 0)
            return std::nullopt;
        bounds[i] = std::chrono::microseconds(std::llround(ms * 1000.0));
    }
    return bounds;
}

Error applyStopRules(const BurnInArguments &a, StopRules &rules)
{
    if (!a.stopAfterErrors.isEmpty()) {
        const std::optional<int> errors = parseInt(a.stopAfterErrors);
        if (!errors || *errors < 1)
            return invalidOptionValue(a.stopAfterErrors, "stop-after-errors");
        rules.afterErrors = std::uint64_t(*errors);
    }
    if (a.stopIfSlower.isEmpty() != a.slowerFor.isEmpty()) {
        return Error::invalidArgument(
            QCoreApplication::translate("sektor-cli",
                                        "--stop-if-slower and --for are given together: a rate and how "
                                        "long it must stay below it (--stop-if-slower 50MB/s --for 30s)."));
    }
    if (!a.stopIfSlower.isEmpty()) {
        const std::optional<double> rate = parseRate(a.stopIfSlower);
        if (!rate)
            return invalidOptionValue(a.stopIfSlower, "stop-if-slower");
        const std::optional<std::chrono::milliseconds> lasting = parseDuration(a.slowerFor);
        if (!lasting)
            return invalidOptionValue(a.slowerFor, "for");
        rules.slower = StopRules::Slower {*rate, *lasting};
    }
    if (!a.stopIfHotter.isEmpty()) {
        bool ok = false;
        const double celsius
            = QString(a.stopIfHotter).remove(QStringLiteral("°C")).remove(QLatin1Char('C')).trimmed().toDouble(&ok);
        if (!ok)
            return invalidOptionValue(a.stopIfHotter, "stop-if-hotter");
        rules.hotterMilliCelsius = int(std::lround(celsius * 1000.0));
    }
    return {};
}
} // namespace

std::optional<double> parseRate(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d+(?:\\.\\d+)?)\\s*([kmg]i?)?(b)?(/s)?\\s*$"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const QString prefix = match.captured(2).toLower();
    if (prefix.isEmpty() && match.captured(3).isEmpty())
        return match.captured(1).toDouble() * BytesPerMB; // a bare number is MB/s, as the figures are shown
    const double factor = prefix == QLatin1String("k") ? 1e3
        : prefix == QLatin1String("m")                 ? 1e6
        : prefix == QLatin1String("g")                 ? 1e9
        : prefix == QLatin1String("ki")                ? double(KiB)
        : prefix == QLatin1String("mi")                ? double(MiB)
        : prefix == QLatin1String("gi")                ? double(GiB)
                                                       : 1.0;
    return match.captured(1).toDouble() * factor;
}

Error applyBurnInArguments(const BurnInArguments &a, const Profile &profile, RunOptions &options)
{
    for (const auto &[value, name] : {std::pair {a.passes, "passes"},
                                      std::pair {a.patterns, "patterns"},
                                      std::pair {a.latencyClasses, "latency-classes"},
                                      std::pair {a.stopAfterErrors, "stop-after-errors"},
                                      std::pair {a.stopIfSlower, "stop-if-slower"},
                                      std::pair {a.slowerFor, "for"},
                                      std::pair {a.stopIfHotter, "stop-if-hotter"}}) {
        if (Error e = optionBelongsTo(value, name, profile, KindSetting::BurnIn); e.isError())
            return e;
    }
    if (!a.passes.isEmpty()) {
        const std::optional<int> passes = parseInt(a.passes);
        if (!passes)
            return invalidOptionValue(a.passes, "passes");
        options.kinds.edit<BurnInOptions>().passes = *passes;
    }
    if (!a.patterns.isEmpty()) {
        const std::optional<QList<BurnInPattern>> patterns = parsePatterns(a.patterns);
        if (!patterns)
            return invalidOptionValue(a.patterns, "patterns");
        options.kinds.edit<BurnInOptions>().patterns = *patterns;
    }
    if (!a.latencyClasses.isEmpty()) {
        const std::optional<LatencyClasses::Bounds> bounds = parseBounds(a.latencyClasses);
        if (!bounds)
            return invalidOptionValue(a.latencyClasses, "latency-classes");
        options.kinds.edit<BurnInOptions>().latencyBounds = *bounds;
    }
    return applyStopRules(a, options.kinds.edit<BurnInOptions>().stopRules);
}

QList<QCommandLineOption> BurnInArgumentsPart::options() const
{
    return {m_passes, m_patterns, m_latencyClasses, m_stopAfterErrors, m_stopIfSlower, m_slowerFor, m_stopIfHotter};
}

// A burn-in that goes on keeps its plan and its stop rules: all of its options are the file's.
QList<QCommandLineOption> BurnInArgumentsPart::resumedOptions() const
{
    return options();
}

Error BurnInArgumentsPart::apply(const QCommandLineParser &parser, Profile &profile, RunOptions &options) const
{
    return applyBurnInArguments({parser.value(m_passes),
                                 parser.value(m_patterns),
                                 parser.value(m_latencyClasses),
                                 parser.value(m_stopAfterErrors),
                                 parser.value(m_stopIfSlower),
                                 parser.value(m_slowerFor),
                                 parser.value(m_stopIfHotter)},
                                profile,
                                options);
}

} // namespace Sektor::Cli
