// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocs/person.h"

#include <QUrl>
#include <QVector>

namespace Export
{

/**
 * What an export holds: you and your friends, as one OCS provider knows them.
 *
 * The writers expect it normalised (see normalise()): the same people then always give the
 * same bytes, whatever order the server or the cache listed them in.
 */
struct Contacts {
    /// Base URL of the OCS service (…/v1/): the people's IRIs and UIDs are made from it.
    QUrl provider;
    Ocs::Person self;
    QVector<Ocs::Person> friends;
    /// True when the data came from the disk cache because the server could not be reached.
    bool fromCache = false;

    /// Sorts the friends by id, drops repeated ids (the first wins), empty ids and yourself.
    void normalise();
};

} // namespace Export
