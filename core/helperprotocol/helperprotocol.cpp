// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "helperprotocol/helperprotocol.h"

#include <array>
#include <utility>

namespace Sektor::HelperProtocol {

namespace {
constexpr std::array<std::pair<HelperError, const char *>, 14> Names {{
    {HelperError::NotAuthorized, "NotAuthorized"},
    {HelperError::Busy, "Busy"},
    {HelperError::NotSessionOwner, "NotSessionOwner"},
    {HelperError::NoSession, "NoSession"},
    {HelperError::InvalidDeviceName, "InvalidDeviceName"},
    {HelperError::DeviceNotFound, "DeviceNotFound"},
    {HelperError::NotBlockDevice, "NotBlockDevice"},
    {HelperError::InvalidArgument, "InvalidArgument"},
    {HelperError::WriteRefused, "WriteRefused"},
    {HelperError::DeviceBusy, "DeviceBusy"},
    {HelperError::TooManyCalls, "TooManyCalls"},
    {HelperError::DeviceChanged, "DeviceChanged"},
    {HelperError::ShuttingDown, "ShuttingDown"},
    {HelperError::Failed, "Failed"},
}};

QString prefix()
{
    return QLatin1String(Interface) + QLatin1String(".Error.");
}
} // namespace

QString errorName(HelperError refusal)
{
    for (const auto &[value, name] : Names) {
        if (value == refusal)
            return prefix() + QLatin1String(name);
    }
    return prefix() + QLatin1String("Failed");
}

std::optional<HelperError> helperErrorFromName(const QString &name)
{
    if (!name.startsWith(prefix()))
        return std::nullopt;
    const QStringView suffix = QStringView(name).mid(prefix().size());
    for (const auto &[value, text] : Names) {
        if (suffix == QLatin1String(text))
            return value;
    }
    return std::nullopt;
}

} // namespace Sektor::HelperProtocol
