// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// A burn-in's certificate shows its maps as pictures: the block map's cells in the colours of what was
// found in them, in the device's order, and the write and read rates by position, each drawn at its rate. Read back
// from the pictures' pixels. (The section's words: the report tests; the PDF: drivecertificate_test.cpp.)
#include "certificate/burnincells.h"
#include "certificate/drivecertificate.h"
#include "certificate/resultbars.h"
#include "certificatebatch.h"
#include "reportfixtures.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>

using namespace Sektor;
using namespace Sektor::Test;

namespace {
constexpr std::uint64_t Chunk = 128ull << 20; // the fixture's map chunk

QImage pictureOf(const CertificateDocument &doc, const QString &name)
{
    for (const auto &[imageName, image] : doc.images) {
        if (imageName == name)
            return image;
    }
    return {};
}

CertificateDocument burnInCertificate()
{
    BatchEntry entry;
    entry.result = Fixtures::burnIn();
    entry.target = entry.result.target.path;
    entry.state = BatchEntry::State::Finished;
    return driveCertificate({entry}, 0, {});
}

bool near(QRgb pixel, const QColor &colour, int tolerance = 40)
{
    return std::abs(qRed(pixel) - colour.red()) + std::abs(qGreen(pixel) - colour.green())
        + std::abs(qBlue(pixel) - colour.blue())
        < tolerance;
}

// Where @p colour is first met reading the picture line by line: the cell it is in comes first in the device's order.
std::optional<QPoint> firstOf(const QImage &image, const QColor &colour)
{
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (near(image.pixel(x, y), colour, 6))
                return QPoint(x, y);
        }
    }
    return std::nullopt;
}

int readingOrder(const QImage &image, BurnInCell cell)
{
    const std::optional<QPoint> at = firstOf(image, burnInCellColor(cell));
    return at ? at->y() * image.width() + at->x() : -1;
}

// The rate chart's frame: its left edge and top and bottom lines, in the frame's grey.
struct Frame
{
    int left = -1, right = -1, top = -1, bottom = -1;
};

Frame frameOf(const QImage &image)
{
    const QColor grey(0x55, 0x55, 0x55);
    Frame f;
    const int middleRow = image.height() / 2;
    for (int x = image.width() / 4; x >= 0 && f.left < 0; --x) {
        if (near(image.pixel(x, middleRow), grey, 30))
            f.left = x;
    }
    for (int x = image.width() * 3 / 4; x < image.width() && f.right < 0; ++x) {
        if (near(image.pixel(x, middleRow), grey, 30))
            f.right = x;
    }
    // Down the middle: the frame's top line, then its bottom line (the grid between is lighter); the position under
    // it is in the same grey.
    const int column = (f.left + f.right) / 2;
    for (int y = 0; y < image.height() && f.bottom < 0; ++y) {
        if (!near(image.pixel(column, y), grey, 30))
            continue;
        if (f.top < 0)
            f.top = y;
        else if (y > f.top + 10)
            f.bottom = y;
    }
    return f;
}

// The rate a series in @p colour is drawn at in column @p x, as a share of the chart's top (nullopt: not drawn there).
std::optional<double> drawnShare(const QImage &image, const Frame &f, int x, const QColor &colour)
{
    // The line is a few pixels thick: its middle.
    int first = -1;
    int last = -1;
    for (int y = f.top + 1; y < f.bottom && (last < 0 || last == y - 1); ++y) {
        if (near(image.pixel(x, y), colour)) {
            first = first < 0 ? y : first;
            last = y;
        }
    }
    if (first < 0)
        return std::nullopt;
    return double(f.bottom - (first + last) / 2.0) / double(f.bottom - f.top);
}
} // namespace

TEST(BurnInPictures, TheCertificateShowsTheBlockMapAndTheRateMapsUnderTheBurnInSection)
{
    const CertificateDocument doc = burnInCertificate();
    for (const char *name : {"burnin-blocks.png", "burnin-rates.png"}) {
        EXPECT_FALSE(pictureOf(doc, QLatin1String(name)).isNull()) << name;
        EXPECT_GT(doc.html.indexOf(QStringLiteral("<img src=\"") + QLatin1String(name)),
                  doc.html.indexOf(QStringLiteral(">Burn-in<")))
            << name;
    }
    BatchEntry other;
    other.result = Fixtures::blockDevice();
    other.state = BatchEntry::State::Finished;
    EXPECT_TRUE(pictureOf(driveCertificate({other}, 0, {}), QStringLiteral("burnin-blocks.png")).isNull())
        << "only a burn-in has them";
}

TEST(BurnInPictures, TheBlockMapsCellsShowWhatWasFoundInTheDevicesOrder)
{
    const QImage map = pictureOf(burnInCertificate(), QStringLiteral("burnin-blocks.png"));
    ASSERT_FALSE(map.isNull());
    // The fixture: corrupt in chunk 7, unreadable in 22, the slow place in 42, the write error in 67, class 4 in 70.
    const int corrupt = readingOrder(map, BurnInCell::Corrupt);
    const int unreadable = readingOrder(map, BurnInCell::Unreadable);
    const int slow = readingOrder(map, BurnInCell::Class6);
    const int writeError = readingOrder(map, BurnInCell::WriteError);
    const int class4 = readingOrder(map, BurnInCell::Class4);
    ASSERT_GE(corrupt, 0);
    EXPECT_LT(corrupt, unreadable);
    EXPECT_LT(unreadable, slow);
    EXPECT_LT(slow, writeError);
    EXPECT_LT(writeError, class4);
    // Most of the device is in the second class (< 10 ms): its colour comes first.
    EXPECT_GE(readingOrder(map, BurnInCell::Class2), 0);
    EXPECT_LT(readingOrder(map, BurnInCell::Class2), corrupt);
}

TEST(BurnInPictures, TheRateMapsDrawEachChunkAtItsRateAndPosition)
{
    const QImage chart = pictureOf(burnInCertificate(), QStringLiteral("burnin-rates.png"));
    ASSERT_FALSE(chart.isNull());
    const Frame f = frameOf(chart);
    ASSERT_GT(f.right - f.left, chart.width() / 2);
    ASSERT_GT(f.bottom - f.top, chart.height() / 2);
    const std::uint64_t device = Fixtures::burnIn().target.deviceSize;
    // The fixture reads at 200 − 0.5 i MB/s and writes at 150 − 0.5 i in chunk i, 40 in chunk 42; the scale's top is
    // 200 MB/s (four lines of 50).
    const auto columnOf = [&](int chunk) {
        return f.left + int(double(f.right - f.left) * (double(chunk * Chunk) + Chunk / 2.0) / double(device));
    };
    for (const int chunk : {2, 42, 90}) {
        const std::optional<double> read = drawnShare(chart, f, columnOf(chunk), certificateModeColour(IoMode::Read));
        const std::optional<double> write = drawnShare(chart, f, columnOf(chunk), certificateModeColour(IoMode::Write));
        ASSERT_TRUE(read && write) << "chunk " << chunk;
        EXPECT_NEAR(*read, (200 - 0.5 * chunk) / 200, 0.02) << "chunk " << chunk;
        EXPECT_NEAR(*write, (chunk == 42 ? 40 : 150 - 0.5 * chunk) / 200, 0.02) << "chunk " << chunk;
    }
}
