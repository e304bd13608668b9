// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "model/kindoptions.h"
#include "model/selftest.h"
#include "model/stoprules.h"
#include "model/testkind.h"
#include "model/wiredictionary.h"

#include <QVariantMap>

namespace Sektor {

struct RunResult;

/**
 * What the parts of Sektor that serve every kind ask of a kind's own settings: how they cross the helper's bus, and
 * how far a stopped run of the kind can go on. Each kind's part lives in model/kinds/ beside its settings' type; the
 * helper rebuilds a run's settings only through its kind's fromWire(), before polkit is asked.
 *
 * A reviewer of a new kind checks its fromWire(): every key read with a bound that the kind's validate() then
 * narrows, and no conversion before the bound (WireDictionaryReader returns 0 for a faulty key).
 */
class KindOptionsPart
{
public:
    virtual ~KindOptionsPart() = default;
    /// The kind's settings in @p options as the helper's wire carries them: every key its fromWire() requires.
    virtual QVariantMap toWire(const KindOptions &options) const = 0;
    /// Sets the kind's part of @p options from @p wire; InvalidArgument for a key missing, unknown, of another type or
    /// out of range.
    virtual Error fromWire(const QVariantMap &wire, KindOptions &options) const = 0;
    /// How many steps a stopped run of the kind may go on from (ResumePoint::step is below it); 0: it does not resume.
    virtual int resumeSteps(const KindOptions &options) const
    {
        (void)options;
        return 0;
    }
    /// Sets in @p options what a run that goes on where @p earlier stopped takes from it rather than from its file's
    /// options (a burn-in's plan is what it did: its payload's).
    virtual void resumeFrom(const RunResult &earlier, KindOptions &options) const
    {
        (void)earlier;
        (void)options;
    }
    /// The drive's own self-test a run of the kind starts, which is authorized as itself and never as a read; None for
    /// every kind but the one that runs one.
    virtual SelfTestType selfTest(const KindOptions &options) const
    {
        (void)options;
        return SelfTestType::None;
    }
    /// The rules that end a run of the kind early, which the conditions around the run watch too (a drive too hot);
    /// nullptr: none.
    virtual const StopRules *stopRules(const KindOptions &options) const
    {
        (void)options;
        return nullptr;
    }
};

/// The part of a kind whose settings are the type @p Part: `QVariantMap toWire() const` and
/// `static Expected<Part> fromWire(WireDictionaryReader &)` say how they cross.
template<class Part>
class KindOptionsPartOf : public KindOptionsPart
{
public:
    QVariantMap toWire(const KindOptions &options) const override { return options.get<Part>().toWire(); }
    Error fromWire(const QVariantMap &wire, KindOptions &options) const override
    {
        WireDictionaryReader reader(wire);
        Part part = Part::fromWire(reader);
        if (Error e = reader.finish(); e.isError())
            return e;
        if (Error e = part.validate(); e.isError())
            return e;
        options.edit<Part>() = part;
        return {};
    }
};

/// The part of @p kind (model/kinds/kindoptionsparts.cpp); a kind without settings of its own has one that carries
/// nothing and refuses any key.
const KindOptionsPart &kindOptionsPart(TestKind kind);

} // namespace Sektor
