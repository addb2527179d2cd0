// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocs/person.h"
#include "ocs/reply.h"
#include "ocs/rowpage.h"

#include <QByteArray>

namespace Bench
{

/// Ocs::ReplyParser::persons with a tally: how often the client parsed, and how many items, since reset().
namespace CountingParser
{
Ocs::Reply<Ocs::Person> persons(const QByteArray &xml);
/// The same made into rows, as Ocs::Session does (a Client::RowsParser).
Ocs::RowPage rows(const QByteArray &xml, Ocs::Reply<Ocs::NoData> *status);
void reset();
int calls();
int items();
}

} // namespace Bench
