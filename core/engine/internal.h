// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#pragma once

// Included first by every header of the engine's internals (lanes, buffers, PRNG, job plan,
// target probing). Only libsektorcore and the engine's own tests define SEKTOR_ENGINE_INTERNALS
// (target Sektor::EngineInternals): everything else uses engine/benchmark.h, engine/progress.h
// and engine/canceltoken.h, so the engine can change inside without touching the programs.
#ifndef SEKTOR_ENGINE_INTERNALS
#error "The engine's internals are private to it: include engine/benchmark.h (or progress.h, canceltoken.h)."
#endif
