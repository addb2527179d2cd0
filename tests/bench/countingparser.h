// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocs/person.h"
#include "ocs/reply.h"

#include <QByteArray>

namespace Bench
{

/// Ocs::ReplyParser::persons with a tally: how often the client parsed, and how many items, since reset().
namespace CountingParser
{
Ocs::Reply<Ocs::Person> persons(const QByteArray &xml);
void reset();
int calls();
int items();
}

} // namespace Bench
