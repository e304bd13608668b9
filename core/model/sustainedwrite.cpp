// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/sustainedwrite.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace Sektor {

namespace {
// Rates are judged a second at a time: completions arrive in bursts (a slow device completes 1 MiB writes two or
// three at a time, so 100 ms samples read 0, 40 and 20 MB/s in turn), and one slow 100 ms is not a drop.
constexpr std::int64_t PointNs = NsPerSecond;
// A run shorter than this says little about a rate: no figures.
constexpr std::int64_t MinPointNs = 300 * NsPerMs;
constexpr int MaxLevels = 4;

struct Point
{
    std::uint64_t startBytes; ///< Written before this second.
    std::int64_t startNs;
    double rate;
    std::uint64_t bytes;
    std::int64_t durationNs;
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

// The samples summed into whole seconds. What follows the last whole second is the queue draining after the write
// was told to stop, and the flush: counted in the bytes and the time, but not a rate of the write (the run judges its
// rates each whole second, and the figures must say what the run saw). A run shorter than a second has only that.
std::vector<Point> pointsOf(const QList<Sample> &samples, SustainedWriteAnalysis &out)
{
    std::vector<Point> points;
    Point current {0, 0, 0, 0, 0};
    const auto close = [&] {
        current.rate = double(current.bytes) * 1e9 / double(current.durationNs);
        points.push_back(current);
        current = {out.bytesWritten, out.elapsedNs, 0, 0, 0};
    };
    for (const Sample &s : samples) {
        if (s.run < 1)
            continue;
        current.bytes += s.writeBytes;
        current.durationNs += s.intervalNs;
        out.bytesWritten += s.writeBytes;
        out.elapsedNs += s.intervalNs;
        if (current.durationNs >= PointNs)
            close();
    }
    if (points.empty() && current.durationNs >= MinPointNs)
        close();
    return points;
}

// The level a stretch starts at: the median of its first seconds (a tenth of it, one to three).
double startingRate(const std::vector<Point> &points, std::size_t from)
{
    const std::size_t count = std::clamp<std::size_t>((points.size() - from) / 10, 1, 3);
    return medianOf(points, from, from + count);
}

// Where, from @p from on, the rate first falls below @p threshold for a second and stays below it on median to the
// end; points.size() when it never does. Linear in the number of points (it runs every second while a write goes
// on): the median of [i, end) is below the threshold exactly when more than half of those points are.
std::size_t lastingDrop(const std::vector<Point> &points, std::size_t from, double threshold)
{
    std::vector<std::size_t> belowFrom(points.size() + 1, 0); // points below the threshold in [i, end)
    for (std::size_t i = points.size(); i-- > from;)
        belowFrom[i] = belowFrom[i + 1] + (points[i].rate < threshold ? 1 : 0);
    for (std::size_t i = from; i < points.size(); ++i) {
        const std::size_t rest = points.size() - i;
        if (points[i].rate < threshold && belowFrom[i] >= rest / 2 + 1)
            return i;
    }
    return points.size();
}

// Steady at @p end (a point index, exclusive): the rates of the window's seconds before it all within tolerance of
// their mean, and their least-squares trend over the window within tolerance too. The window must lie wholly at or
// after @p from.
bool isSteadyAt(const std::vector<Point> &points, std::size_t from, std::size_t end, const SustainedWriteRules &rules)
{
    const std::int64_t endNs = points[end - 1].startNs + points[end - 1].durationNs;
    if (endNs - points[from].startNs < rules.steadyWindowNs)
        return false;
    std::vector<double> rates;
    for (std::size_t i = from; i < end; ++i) {
        if (points[i].startNs >= endNs - rules.steadyWindowNs)
            rates.push_back(points[i].rate);
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

// Steady from @p from on: at one of the seconds after it, the window ending there was steady. The run asks this
// every second and stops the write at the first such second, so the seconds after it are the queue draining (longer
// than a second on a slow stick): they do not undo what stopped the run.
bool reachedSteadyState(const std::vector<Point> &points, std::size_t from, const SustainedWriteRules &rules)
{
    for (std::size_t end = from + 1; end <= points.size(); ++end) {
        if (isSteadyAt(points, from, end, rules))
            return true;
    }
    return false;
}

// A drop rarely falls on a sample boundary: the sample it falls in (the first slow one, or the one before it when
// that one still counted as fast) wrote x of its b bytes at the old rate f and the rest at the new rate s, in its
// duration T: x / f + (b - x) / s = T, so x = (T - b / s) / (1 / f - 1 / s). Without this the cache size is off by
// up to a sample's bytes.
double bytesAtOldRate(const Point &p, double f, double s)
{
    const double b = double(p.bytes);
    const double x = (double(p.durationNs) / 1e9 - b / s) / (1 / f - 1 / s);
    // Within half a byte of either end the drop fell on the point's edge: nothing to move.
    return x > 0.5 && x < b - 0.5 ? x : -1;
}

// @p starts: the index of each level's first point (starts[0] == 0).
void refineLevelStarts(const std::vector<Point> &points,
                       const std::vector<std::size_t> &starts,
                       QList<SustainedLevel> &levels)
{
    for (qsizetype l = 1; l < levels.size(); ++l) {
        const Point &first = points[starts[std::size_t(l)]];
        const double f = levels.at(l - 1).bytesPerSecond;
        const double s = levels.at(l).bytesPerSecond;
        if (f <= s || s <= 0)
            continue;
        if (const double x = bytesAtOldRate(first, f, s); x > 0) {
            levels[l].startBytes = first.startBytes + std::uint64_t(std::llround(x));
        } else {
            const Point &before = points[starts[std::size_t(l)] - 1]; // a drop is never at point 0
            if (const double y = bytesAtOldRate(before, f, s); y > 0)
                levels[l].startBytes = before.startBytes + std::uint64_t(std::llround(y));
        }
    }
}

// Each whole GiB's rate: the time between the moments its first and last byte were written, each placed within its
// 100 ms sample as if the sample wrote at an even rate (at 3 GB/s a GiB spans three or four samples, so the
// interpolation matters; at 50 MB/s it spans two hundred).
QList<double> gibRatesOf(const QList<Sample> &samples)
{
    QList<double> rates;
    std::uint64_t written = 0;
    std::uint64_t nextBoundary = GiB;
    double elapsedNs = 0;
    double lastBoundaryNs = 0;
    for (const Sample &s : samples) {
        if (s.run < 1)
            continue;
        const double startNs = elapsedNs;
        const std::uint64_t before = written;
        elapsedNs += double(s.intervalNs);
        written += s.writeBytes;
        for (; written >= nextBoundary; nextBoundary += GiB) {
            const double atNs = startNs + double(nextBoundary - before) / double(s.writeBytes) * double(s.intervalNs);
            if (atNs > lastBoundaryNs)
                rates.append(double(GiB) * 1e9 / (atNs - lastBoundaryNs));
            lastBoundaryNs = atNs;
        }
    }
    return rates;
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
    out.gibBytesPerSecond = gibRatesOf(samples);
    if (points.empty())
        return out;
    out.initialBytesPerSecond = startingRate(points, 0);
    std::vector<std::size_t> starts {0}; // each level's first point
    while (starts.size() < MaxLevels) {
        const std::size_t levelStart = starts.back();
        // A level after a drop starts past the second the drop fell in, which is partly the old rate.
        const double level = levelStart == 0 ? out.initialBytesPerSecond
                                             : startingRate(points, std::min(levelStart + 1, points.size() - 1));
        const std::size_t drop = lastingDrop(points, levelStart + 1, level * rules.dropShare);
        if (drop >= points.size())
            break;
        starts.push_back(drop);
    }
    // Each level's rate: the median from its start to the next level's (the whole stretch, not its first second).
    for (std::size_t l = 0; l < starts.size(); ++l) {
        const std::size_t to = l + 1 < starts.size() ? starts[l + 1] : points.size();
        out.levels.append({points[starts[l]].startBytes, medianOf(points, starts[l], to)});
    }
    refineLevelStarts(points, starts, out.levels);
    // Steady after the drop: the second it fell in is partly the old rate, so the window starts after it.
    out.steadyState = out.cliffFound() && reachedSteadyState(points, starts.back() + 1, rules);
    return out;
}

} // namespace Sektor
