// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "model/conditions.h"

#include <algorithm>

namespace Sektor {

namespace {
// PCIe 1.0 and 2.0 send 10 bits per byte (8b/10b), 3.0 to 5.0 130 bits per 128, 6.0's flits 256 bytes per 242.
double pcieEfficiency(std::uint32_t rate)
{
    if (rate <= 5000)
        return 8.0 / 10.0;
    if (rate <= 32000)
        return 128.0 / 130.0;
    return 242.0 / 256.0;
}

// What USB mass storage reaches at each signalling rate, in MB/s. USB's packet and protocol overhead is far larger
// than its line coding: bulk-only transport on USB 2.0 tops out near 40 MB/s of the 60 the wire could carry, and a
// 5 Gb/s port near 450 MB/s of 500. These are the figures good enclosures reach, not the signalling rate.
double usbPracticalMegabytes(std::uint32_t rate)
{
    if (rate <= 12)
        return 1.0;
    if (rate <= 480)
        return 40.0;
    if (rate <= 5000)
        return 450.0;
    if (rate <= 10000)
        return 1100.0;
    if (rate <= 20000)
        return 2200.0;
    return double(rate) / 8.0 * 0.85;
}

bool slower(std::uint32_t rate, std::uint32_t width, std::uint32_t otherRate, std::uint32_t otherWidth)
{
    return (otherRate > 0 && rate < otherRate) || (otherWidth > 0 && width > 0 && width < otherWidth);
}
} // namespace

double linkCeiling(DriveLink::Bus bus, std::uint32_t rate, std::uint32_t width)
{
    if (rate == 0)
        return 0;
    const double lanes = width > 0 ? double(width) : 1.0;
    switch (bus) {
    case DriveLink::Bus::Pcie:
        return double(rate) * 1e6 / 8.0 * pcieEfficiency(rate) * lanes;
    case DriveLink::Bus::Sata:
        return double(rate) * 1e6 / 10.0; // 8b/10b: 6 Gb/s carries 600 MB/s
    case DriveLink::Bus::Usb:
        return usbPracticalMegabytes(rate) * 1e6;
    case DriveLink::Bus::Mmc:
        return double(rate) * 1e6 * lanes / 8.0;
    case DriveLink::Bus::Unknown:
        break;
    }
    return 0;
}

int DriveTemperature::highest() const
{
    int high = readings.isEmpty() ? 0 : readings.constFirst().milliCelsius;
    for (const TemperatureReading &r : readings)
        high = std::max(high, r.milliCelsius);
    return high;
}

bool DriveLink::belowBoth() const
{
    if (!known() || driveRate == 0 || portRate == 0)
        return false;
    const std::uint32_t bestRate = std::min(driveRate, portRate);
    const std::uint32_t bestWidth
        = driveWidth > 0 && portWidth > 0 ? std::min(driveWidth, portWidth) : std::max(driveWidth, portWidth);
    return slower(rate, width, bestRate, bestWidth);
}

bool DriveLink::portLimits() const
{
    return known() && portRate > 0 && slower(portRate, portWidth, driveRate, driveWidth);
}

} // namespace Sektor
