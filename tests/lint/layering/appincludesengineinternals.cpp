// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
//
// Compiled as the programs are (Sektor::Core, no Sektor::EngineInternals) by the test
// lint.engine-internals-private, which passes only when this fails with engine/internal.h's
// error: the proof that app/ cannot include the engine's internals.
#include "engine/prng.h"

int main()
{
    return 0;
}
