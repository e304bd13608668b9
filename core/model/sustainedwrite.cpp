// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/sustainedwrite.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace Sektor {

namespace {
// A sample shorter than this (the tail of the window) says little about the rate: left out of the rates.
constexpr std::int64_t MinSampleNs = 50 * NsPerMs;
// Rates are judged over a second at a time, so one slow 100 ms sample is not a drop.
constexpr int SmoothingSamples = 10;
constexpr int MaxLevels = 4;

struct Point
{
    std::uint64_t startBytes; ///< Written before this sample.
    std::int64_t startNs;
    double rate;
};

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    const auto mid = values.begin() + std::ptrdiff_t(values.size() / 2);
    std::nth_element(values.begin(), mid, values.end());
    return *mid;
}

double medianOf(const std::vector<Point> &points, std::size_t from, std::size_t to)
{
    std::vector<double> rates;
    for (std::size_t i = from; i < std::min(to, points.size()); ++i)
        rates.push_back(points[i].rate);
    return median(std::move(rates));
}

std::vector<Point> pointsOf(const QList<Sample> &samples, SustainedWriteAnalysis &out)
{
    std::vector<Point> points;
    for (const Sample &s : samples) {
        if (s.run < 1)
            continue;
        if (s.intervalNs >= MinSampleNs)
            points.push_back({out.bytesWritten, out.elapsedNs, double(s.writeBytes) * 1e9 / double(s.intervalNs)});
        out.bytesWritten += s.writeBytes;
        out.elapsedNs += s.intervalNs;
    }
    return points;
}

// The level a stretch starts at: the median of its first second or tenth, past a first sample that may still be
// ramping up.
double startingRate(const std::vector<Point> &points, std::size_t from)
{
    const std::size_t n = points.size() - from;
    const std::size_t skip = n > 4 ? 1 : 0;
    const std::size_t count = std::clamp<std::size_t>(n / 10, 3, 2 * SmoothingSamples);
    return medianOf(points, from + skip, from + skip + count);
}

// Where, from @p from on, the rate first falls below @p threshold for a second and stays below it on median to the
// end; points.size() when it never does. The drop is placed at the first slow sample of that second.
std::size_t lastingDrop(const std::vector<Point> &points, std::size_t from, double threshold)
{
    for (std::size_t i = from; i + SmoothingSamples <= points.size(); ++i) {
        if (medianOf(points, i, i + SmoothingSamples) >= threshold || medianOf(points, i, points.size()) >= threshold)
            continue;
        while (points[i].rate >= threshold)
            ++i;
        return i;
    }
    return points.size();
}

// Steady: the last window's per-second rates all within tolerance of their mean, and the least-squares trend over
// the window within tolerance too.
bool isSteady(const std::vector<Point> &points, std::size_t from, const SustainedWriteRules &rules)
{
    if (points.empty() || points.back().startNs - points[from].startNs < rules.steadyWindowNs)
        return false;
    const std::int64_t windowStart = points.back().startNs - rules.steadyWindowNs;
    std::vector<double> sums;
    std::vector<int> counts;
    for (std::size_t i = from; i < points.size(); ++i) {
        if (points[i].startNs < windowStart)
            continue;
        const auto second = std::size_t((points[i].startNs - windowStart) / NsPerSecond);
        sums.resize(std::max(sums.size(), second + 1), 0);
        counts.resize(sums.size(), 0);
        sums[second] += points[i].rate;
        ++counts[second];
    }
    std::vector<double> rates;
    for (std::size_t b = 0; b < sums.size(); ++b) {
        if (counts[b] > 0)
            rates.push_back(sums[b] / counts[b]);
    }
    if (rates.size() < 3)
        return false;
    double mean = 0;
    for (double r : rates)
        mean += r;
    mean /= double(rates.size());
    const auto [low, high] = std::minmax_element(rates.begin(), rates.end());
    if (mean <= 0 || *low < mean * (1 - rules.steadyTolerance) || *high > mean * (1 + rules.steadyTolerance))
        return false;
    double sxy = 0, sxx = 0;
    const double xMean = double(rates.size() - 1) / 2;
    for (std::size_t i = 0; i < rates.size(); ++i) {
        sxy += (double(i) - xMean) * (rates[i] - mean);
        sxx += (double(i) - xMean) * (double(i) - xMean);
    }
    const double trendOverWindow = std::abs(sxy / sxx) * double(rates.size() - 1);
    return trendOverWindow <= rules.steadyTolerance * mean;
}
} // namespace

SustainedWriteRules SustainedWriteRules::forTimeLimit(std::chrono::milliseconds timeLimit)
{
    SustainedWriteRules rules;
    const std::int64_t twentieth = std::int64_t(timeLimit.count()) * NsPerMs / 20;
    rules.steadyWindowNs = std::clamp<std::int64_t>(twentieth, 3 * NsPerSecond, 30 * NsPerSecond);
    return rules;
}

SustainedWriteAnalysis analyzeSustainedWrite(const QList<Sample> &samples, const SustainedWriteRules &rules)
{
    SustainedWriteAnalysis out;
    const std::vector<Point> points = pointsOf(samples, out);
    if (points.empty())
        return out;
    out.initialBytesPerSecond = startingRate(points, 0);
    out.levels.append({0, out.initialBytesPerSecond});
    std::size_t levelStart = 0;
    while (out.levels.size() < MaxLevels) {
        const double level = levelStart == 0 ? out.initialBytesPerSecond : startingRate(points, levelStart);
        const std::size_t drop = lastingDrop(points, levelStart + 1, level * rules.dropShare);
        if (drop >= points.size())
            break;
        levelStart = drop;
        out.levels.append({points[drop].startBytes, 0});
    }
    // Each level's rate: the median from its start to the next level's (the whole stretch, not its first second).
    for (qsizetype l = 0; l < out.levels.size(); ++l) {
        std::size_t from = 0, to = points.size();
        for (std::size_t i = 0; i < points.size(); ++i) {
            if (points[i].startBytes < out.levels.at(l).startBytes)
                from = i + 1;
            if (l + 1 < out.levels.size() && points[i].startBytes < out.levels.at(l + 1).startBytes)
                to = i + 1;
        }
        out.levels[l].bytesPerSecond = medianOf(points, from, to);
    }
    out.steadyState = out.cliffFound() && isSteady(points, levelStart, rules);
    return out;
}

} // namespace Sektor
