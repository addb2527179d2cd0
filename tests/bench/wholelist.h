// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocs/replyparser.h"

#include <limits>

namespace Bench
{
/// The benchmarks time the parser on whole lists of the sizes (10,000 persons in one reply), far more
/// than the page of Ocs::Limits::pageSize the engine asks for and keeps: here every row is read.
inline Ocs::Reply<Ocs::Person> wholeList(const QByteArray &xml)
{
    return Ocs::ReplyParser::persons(xml, std::numeric_limits<int>::max());
}
}
