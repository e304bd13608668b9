#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# SPDX-FileCopyrightText: 2026 Sektor contributors
#
# Renders the PNG sizes of the application icon from the SVG. The PNGs are committed, so building
# Sektor needs no SVG renderer; run this (needs rsvg-convert, package librsvg2-bin) after editing
# the SVG and commit the result.
set -euo pipefail
cd "$(dirname "$0")"
svg=sc-apps-io.github.sektor.Sektor.svg
for size in 16 22 24 32 48 64 128 256; do
    rsvg-convert --width "$size" --height "$size" --keep-aspect-ratio "$svg" \
        --output "$size-apps-io.github.sektor.Sektor.png"
done
