// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "export/contacts.h"

/**
 * Made-up contacts for the export tests and the benchmark: you (Zoë Ærøskøbing-Nguyễn in Berlin,
 * two homepages) and @p friends friends in cities around the world, with names from many
 * scripts (one outside the Basic Multilingual Plane), some with characters RDF must escape, some
 * without a position, a homepage or an avatar. Listed out of id order, one of them twice, and
 * yourself among them, as a careless server might: the writers must sort and clean up.
 */
namespace SyntheticContacts
{
Export::Contacts make(int friends);
/// The id of friend @p index (zero-padded so that id order is index order).
QString friendId(int index);
}
