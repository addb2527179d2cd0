// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "records.h"

/**
 * Profile privacy levels as in the reference server (docs/ocs-protocol.md, "Calls"): 0 public, 1 registered users,
 * 2 friends (and the person), 3 nobody but the person.
 */
class Privacy
{
public:
    static bool canSee(const Viewer &viewer, const Person &person, bool viewerIsFriend);
    static QString text(int level);
};
