// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>

namespace Bench
{

/**
 * The memory the `ocs` engine holds for a list source: its PagedListModel's rows (the RowPage blocks the
 * model gives QML from), after the parse's temporaries are gone; and, for comparison, the same items as
 * a QVariantMap each (what the engine held before it kept rows in blocks).
 * Measured as the growth of the heap in use (glibc mallinfo2: arena and mmapped bytes) and of the
 * resident set, while the data is held.
 */
namespace MemoryBench
{
struct Result {
    double heapBytes = -1;
    double rssBytes = -1;
    double variantHeapBytes = -1;
    int items = 0;
};

Result run(const QByteArray &xml);
}

} // namespace Bench
