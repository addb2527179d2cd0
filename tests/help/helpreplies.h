// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QTest>

/// Replies of the help modules as a server sends them, and the hostile shapes every parser test tries.
namespace HelpReplies
{
/// A successful reply with @p data inside `<data>`.
inline QByteArray ok(const QByteArray &data)
{
    return "<?xml version=\"1.0\"?>\n<ocs><meta><status>ok</status><statuscode>100</statuscode><message></message></meta><data>" + data + "</data></ocs>";
}

/// A list reply whose meta says @p totalItems.
inline QByteArray list(int totalItems, const QByteArray &data)
{
    return "<?xml version=\"1.0\"?>\n<ocs><meta><status>ok</status><statuscode>100</statuscode><message></message><totalitems>" + QByteArray::number(totalItems)
        + "</totalitems></meta><data>" + data + "</data></ocs>";
}

/// @p count copies of @p item, each with its number where @p item says `%1`.
inline QByteArray repeated(const QByteArray &item, int count)
{
    QByteArray items;
    items.reserve(count * (item.size() + 4));
    for (int i = 0; i < count; ++i) {
        QByteArray one = item;
        items += one.replace("%1", QByteArray::number(i));
    }
    return items;
}

/// @p depth elements named @p name nested in each other.
inline QByteArray nested(const QByteArray &name, int depth)
{
    return QByteArray("<" + name + ">").repeated(depth) + QByteArray("</" + name + ">").repeated(depth);
}

/// The date forms of ocs-protocol.md's Dates note and what each means: columns `text` and `utc` (invalid: no date).
inline void dateRows()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QDateTime>("utc");
    const QDateTime ten(QDate(2026, 1, 1), QTime(10, 0), Qt::UTC);
    QTest::newRow("+00:00 (our server, Attica)") << QByteArray("2026-01-01T10:00:00+00:00") << ten;
    QTest::newRow("Z") << QByteArray("2026-01-01T10:00:00Z") << ten;
    QTest::newRow("positive offset") << QByteArray("2026-01-01T11:00:00+01:00") << ten;
    QTest::newRow("negative offset") << QByteArray("2026-01-01T05:00:00-05:00") << ten;
    QTest::newRow("offset without colon") << QByteArray("2026-01-01T11:00:00+0100") << ten;
    QTest::newRow("fraction") << QByteArray("2026-01-01T10:00:00.000Z") << ten;
    QTest::newRow("no offset: UTC") << QByteArray("2026-01-01T10:00:00") << ten;
    QTest::newRow("a space for the T") << QByteArray("2026-01-01 10:00:00") << ten;
    QTest::newRow("date only: midnight") << QByteArray("2026-01-01") << QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC);
    QTest::newRow("year 99999") << QByteArray("99999-01-01T10:00:00Z") << QDateTime();
    QTest::newRow("month 13") << QByteArray("2026-13-01T10:00:00Z") << QDateTime();
    QTest::newRow("seconds since the epoch") << QByteArray("1767261600") << QDateTime();
    QTest::newRow("words") << QByteArray("yesterday") << QDateTime();
    QTest::newRow("empty") << QByteArray("") << QDateTime();
}

/// Numbers a server may state, for a field clamped to 0 to @p high: columns `text` and `expected`.
inline void numberRows(int high)
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("expected");
    QTest::newRow("plain") << QByteArray("7") << std::min(7, high);
    QTest::newRow("-1") << QByteArray("-1") << 0;
    QTest::newRow("2^40") << QByteArray("1099511627776") << high;
    QTest::newRow("2^80") << QByteArray("1208925819614629174706176") << high;
    QTest::newRow("decimal") << QByteArray("3.6") << std::min(4, high);
    QTest::newRow("not a number") << QByteArray("many") << 0;
    QTest::newRow("infinity") << QByteArray("inf") << 0;
    QTest::newRow("empty") << QByteArray("") << 0;
}
}
