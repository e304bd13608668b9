// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/error.h"

#include <map>
#include <memory>
#include <typeindex>

namespace Sektor {

/**
 * The settings test kinds own, one typed part per kind that has any (model/kinds/: SurfaceOptions, BurnInOptions …),
 * kept beside the settings every test has (RunOptions) without RunOptions naming them. A part not set reads as its
 * defaults. The window keeps every kind's part the user set; a run uses its own kind's, and only that part crosses
 * to the helper (model/kindoptionspart.h).
 *
 * A part is a plain value type with defaults, `operator==` and `Error validate() const` (its bounds, translated).
 */
class KindOptions
{
public:
    KindOptions() = default;
    KindOptions(const KindOptions &other);
    KindOptions &operator=(const KindOptions &other);
    KindOptions(KindOptions &&) noexcept = default;
    KindOptions &operator=(KindOptions &&) noexcept = default;
    ~KindOptions() = default;

    /// The part @p Part as set, or its defaults.
    template<class Part>
    const Part &get() const
    {
        static const Part defaults {};
        const auto found = m_parts.find(std::type_index(typeid(Part)));
        return found == m_parts.cend() ? defaults : static_cast<const Slot<Part> &>(*found->second).value;
    }

    /// The part @p Part to change, set to its defaults first when it was not set.
    template<class Part>
    Part &edit()
    {
        std::unique_ptr<SlotBase> &slot = m_parts[std::type_index(typeid(Part))];
        if (!slot)
            slot = std::make_unique<Slot<Part>>();
        return static_cast<Slot<Part> &>(*slot).value;
    }

    /// The first part whose validate() refuses it.
    Error validate() const;

    /// Equal when every part reads the same (a part set to its defaults equals one not set).
    bool operator==(const KindOptions &other) const;

private:
    struct SlotBase
    {
        virtual ~SlotBase() = default;
        virtual std::unique_ptr<SlotBase> clone() const = 0;
        virtual bool isDefault() const = 0;
        virtual bool equals(const SlotBase &other) const = 0;
        virtual Error validate() const = 0;
    };
    template<class Part>
    struct Slot final : SlotBase
    {
        Part value {};
        std::unique_ptr<SlotBase> clone() const override { return std::make_unique<Slot>(*this); }
        bool isDefault() const override { return value == Part {}; }
        bool equals(const SlotBase &other) const override { return value == static_cast<const Slot &>(other).value; }
        Error validate() const override { return value.validate(); }
    };

    std::map<std::type_index, std::unique_ptr<SlotBase>> m_parts;
};

} // namespace Sektor
