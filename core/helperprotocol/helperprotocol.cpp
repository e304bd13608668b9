// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "helperprotocol/helperprotocol.h"

#include <array>
#include <utility>

namespace Sektor::HelperProtocol {

namespace {
constexpr std::array<std::pair<Refusal, const char *>, 14> Names {{
    {Refusal::NotAuthorized, "NotAuthorized"},
    {Refusal::Busy, "Busy"},
    {Refusal::NotSessionOwner, "NotSessionOwner"},
    {Refusal::NoSession, "NoSession"},
    {Refusal::InvalidDeviceName, "InvalidDeviceName"},
    {Refusal::DeviceNotFound, "DeviceNotFound"},
    {Refusal::NotBlockDevice, "NotBlockDevice"},
    {Refusal::InvalidArgument, "InvalidArgument"},
    {Refusal::WriteRefused, "WriteRefused"},
    {Refusal::DeviceBusy, "DeviceBusy"},
    {Refusal::TooManyCalls, "TooManyCalls"},
    {Refusal::DeviceChanged, "DeviceChanged"},
    {Refusal::ShuttingDown, "ShuttingDown"},
    {Refusal::Failed, "Failed"},
}};

QString prefix()
{
    return QLatin1String(Interface) + QLatin1String(".Error.");
}
} // namespace

QString errorName(Refusal refusal)
{
    for (const auto &[value, name] : Names) {
        if (value == refusal)
            return prefix() + QLatin1String(name);
    }
    return prefix() + QLatin1String("Failed");
}

std::optional<Refusal> refusalFromErrorName(const QString &name)
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
