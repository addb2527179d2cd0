// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "countingparser.h"

#include "ocs/replyparser.h"
#include "wholelist.h"

#include <atomic>

using namespace Bench;

namespace
{
// The client parses on worker threads.
std::atomic<int> s_calls{0};
std::atomic<int> s_items{0};
}

Ocs::Reply<Ocs::Person> CountingParser::persons(const QByteArray &xml)
{
    Ocs::Reply<Ocs::Person> reply = Bench::wholeList(xml);
    ++s_calls;
    s_items += reply.items.size();
    return reply;
}

Ocs::RowPage CountingParser::rows(const QByteArray &xml, Ocs::Reply<Ocs::NoData> *status)
{
    const Ocs::RowPage rows = Bench::wholeListRows(xml, status);
    ++s_calls;
    s_items += rows.size();
    return rows;
}

void CountingParser::reset()
{
    s_calls = 0;
    s_items = 0;
}

int CountingParser::calls()
{
    return s_calls;
}

int CountingParser::items()
{
    return s_items;
}
