// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include <memory>
#include <utility>

namespace Sektor {

/**
 * A test kind's own figures inside a TestResult (the surface tests' chunks, a capacity check's findings, the
 * small-files test's phases…), held without TestResult naming any kind: a new kind brings its payload type and adds
 * no field to a shared struct.
 *
 * A payload type T is a value with `bool isEmpty() const`, `operator==`, `static constexpr bool IsRunFigure`
 * (whether the test's figure is still a speed over timed runs, a cell of the grid) and `static constexpr bool
 * OnlyWithFinalResult` (whether it can run to megabytes, so that the helper sends it with the final result over the
 * caller's pipe only, not with each finished test's bus signal). An empty payload counts as none: it
 * is not held, compares equal to none and is not written to a result file, as a test without one.
 *
 * Copies share the value (a copy of a TestResult crosses threads with every finished test) until one is changed
 * through edit().
 */
class TestPayload
{
public:
    TestPayload() = default;

    template<typename T>
    static TestPayload of(T value)
    {
        TestPayload payload;
        payload.set(std::move(value));
        return payload;
    }

    /// Holds @p value in place of what was held; an empty one leaves the test without a payload.
    template<typename T>
    void set(T value)
    {
        if (value.isEmpty())
            m_held.reset();
        else
            m_held = std::make_shared<Held<T>>(std::move(value));
    }
    void clear() { m_held.reset(); }

    /// The payload if it is a T and not empty, else nullptr.
    template<typename T>
    const T *find() const
    {
        const auto *held = dynamic_cast<const Held<T> *>(m_held.get());
        return held && !held->value.isEmpty() ? &held->value : nullptr;
    }
    /// The payload if it is a T, else an empty T: for views that show an empty one as nothing.
    template<typename T>
    const T &get() const
    {
        if (const T *value = find<T>())
            return *value;
        static const T none {};
        return none;
    }
    /// The payload as a T to change (an empty T in place of any other), no longer shared with copies.
    template<typename T>
    T &edit()
    {
        auto *held = dynamic_cast<Held<T> *>(m_held.get());
        if (!held || m_held.use_count() > 1) {
            auto own = held ? std::make_shared<Held<T>>(held->value) : std::make_shared<Held<T>>(T {});
            held = own.get();
            m_held = std::move(own);
        }
        return held->value;
    }

    bool isEmpty() const { return !m_held || m_held->isEmpty(); }
    /// Whether the test's figure is a speed over timed runs: without a payload, or with one that says so.
    bool isRunFigure() const { return isEmpty() || m_held->isRunFigure(); }
    /// Whether it is sent with the final result only, not with each finished test: false without one.
    bool onlyWithFinalResult() const { return !isEmpty() && m_held->onlyWithFinalResult(); }

    bool operator==(const TestPayload &other) const
    {
        if (isEmpty() || other.isEmpty())
            return isEmpty() == other.isEmpty();
        return m_held->equals(*other.m_held);
    }

private:
    struct Value
    {
        Value() = default;
        Value(const Value &) = delete;
        Value &operator=(const Value &) = delete;
        virtual ~Value() = default;
        virtual bool isEmpty() const = 0;
        virtual bool isRunFigure() const = 0;
        virtual bool onlyWithFinalResult() const = 0;
        virtual bool equals(const Value &other) const = 0;
    };
    template<typename T>
    struct Held final : Value
    {
        explicit Held(T v)
            : value(std::move(v))
        { }
        bool isEmpty() const override { return value.isEmpty(); }
        bool isRunFigure() const override { return T::IsRunFigure; }
        bool onlyWithFinalResult() const override { return T::OnlyWithFinalResult; }
        bool equals(const Value &other) const override
        {
            const auto *same = dynamic_cast<const Held *>(&other);
            return same && same->value == value;
        }
        T value;
    };

    std::shared_ptr<Value> m_held;
};

} // namespace Sektor
