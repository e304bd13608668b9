// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 Sektor contributors
#include "report/jsonshape.h"

#include <algorithm>

namespace Sektor {

JsonShape measureJsonShape(const QByteArray &json)
{
    JsonShape shape;
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    for (const char c : json) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        switch (c) {
        case '"':
            inString = true;
            break;
        case '{':
        case '[':
            ++shape.containers;
            ++shape.items;
            shape.depth = std::max(shape.depth, ++depth);
            break;
        case '}':
        case ']':
            --depth;
            break;
        case ',':
        case ':':
            ++shape.items;
            break;
        default:
            break;
        }
    }
    return shape;
}

} // namespace Sektor
