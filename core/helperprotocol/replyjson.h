// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

#include "engine/progress.h"
#include "model/error.h"
#include "model/expected.h"
#include "model/results.h"

#include <QByteArray>

#include <optional>

/**
 * What the helper sends back, as compact JSON in the same form as Sektor's result files, so the
 * client rebuilds exactly the types a local run produces. Readers are strict: a malformed
 * message is an error, never a half-filled value.
 */
namespace Sektor::HelperProtocol {

QByteArray progressToWire(const Progress &progress);
Expected<Progress> progressFromWire(const QByteArray &json);

QByteArray testResultToWire(const TestResult &result);
/// A finished test as the helper's TestFinished signal carries it: its figures, without a payload that can run to
/// megabytes (TestPayload::onlyWithFinalResult(): a surface test's chunks, ranges and reads), which travels with the
/// final result over the caller's pipe, not in a bus signal.
QByteArray finishedTestToWire(const TestResult &result);
Expected<TestResult> testResultFromWire(const QByteArray &json);

QByteArray errorToWire(const Error &error);
/// The error the run ended with (code None on success); nullopt when the message is malformed.
std::optional<Error> errorFromWire(const QByteArray &json);

} // namespace Sektor::HelperProtocol
