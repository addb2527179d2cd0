// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>

namespace Bench
{

/**
 * The memory the `ocs` engine holds for a list source: the published Data (the QVariantList of
 * QVariantMaps that OcsEngine::fetchInto builds), after the parse's temporaries are gone.
 * Measured as the growth of the heap in use (glibc mallinfo2: arena and mmapped bytes) and of the
 * resident set, while the data is held.
 */
namespace MemoryBench
{
struct Result {
    double heapBytes = -1;
    double rssBytes = -1;
    int items = 0;
};

Result run(const QByteArray &xml);
}

} // namespace Bench
