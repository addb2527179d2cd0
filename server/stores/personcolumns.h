// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "records.h"

class Statement;

/**
 * The column lists for reading people from the "people" table (aliased "p") and the matching readers.
 */
class PersonColumns
{
public:
    /** Columns needed for summaries, friend lists and privacy decisions. */
    static const char *summary();
    static int summaryCount();
    static Person readSummary(const Statement &statement, int firstColumn);

    /** summary() followed by the remaining profile columns. */
    static const char *full();
    static Person readFull(const Statement &statement, int firstColumn);
};
