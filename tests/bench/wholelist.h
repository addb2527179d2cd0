// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "ocs/replyparser.h"
#include "ocs/rowpage.h"
#include "ocs/variants.h"

#include <limits>

namespace Bench
{
/// The benchmarks time the parser on whole lists of the sizes (10,000 persons in one reply), far more
/// than the page of Ocs::Limits::pageSize the engine asks for and keeps: here every row is read.
inline Ocs::Reply<Ocs::Person> wholeList(const QByteArray &xml)
{
    return Ocs::ReplyParser::persons(xml, std::numeric_limits<int>::max());
}

/// A whole list as the rows a list model holds (what Ocs::Session makes of a page, for every row): a Client::RowsParser.
inline Ocs::RowPage wholeListRows(const QByteArray &xml, Ocs::Reply<Ocs::NoData> *status)
{
    const Ocs::Reply<Ocs::Person> reply = wholeList(xml);
    status->meta = reply.meta;
    status->error = reply.error;
    QVector<QVariantMap> rows;
    rows.reserve(reply.items.size());
    for (const Ocs::Person &person : reply.items) {
        rows.append(Ocs::Variants::fromPerson(person));
    }
    return Ocs::RowPage::fromMaps(rows);
}
}
