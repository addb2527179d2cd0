// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "personcolumns.h"

#include "profilefields.h"
#include "statement.h"

namespace
{
// The columns read before the texts, in this order.
constexpr int s_fixedCount = 10;

QByteArray columns(const QStringList &texts)
{
    QByteArray columns = "p.id, p.personid, p.privacy, p.firstname, p.lastname, p.avatarfound, p.city, p.countrycode, p.latitude, p.longitude";
    for (const QString &text : texts) {
        columns += ", p." + text.toLatin1();
    }
    return columns;
}

int readTexts(const Statement &statement, int column, const QStringList &names, Person *person)
{
    for (const QString &name : names) {
        person->texts.insert(name, statement.text(column++));
    }
    return column;
}
}

const char *PersonColumns::summary()
{
    static const QByteArray s_columns = columns(ProfileFields::summary());
    return s_columns.constData();
}

int PersonColumns::summaryCount()
{
    return s_fixedCount + ProfileFields::summary().size();
}

Person PersonColumns::readSummary(const Statement &statement, int firstColumn)
{
    const int c = firstColumn;
    Person person;
    person.row = statement.int64(c);
    person.personId = statement.text(c + 1);
    person.privacy = statement.integer(c + 2);
    person.firstName = statement.text(c + 3);
    person.lastName = statement.text(c + 4);
    person.avatarFound = statement.integer(c + 5) != 0;
    person.city = statement.text(c + 6);
    person.countryCode = statement.text(c + 7);
    person.hasPosition = !statement.isNull(c + 8) && !statement.isNull(c + 9);
    if (person.hasPosition) {
        person.latitude = statement.real(c + 8);
        person.longitude = statement.real(c + 9);
    }
    readTexts(statement, c + s_fixedCount, ProfileFields::summary(), &person);
    return person;
}

const char *PersonColumns::full()
{
    static const QByteArray s_columns = columns(ProfileFields::all()) + ", p.balancecents";
    return s_columns.constData();
}

Person PersonColumns::readFull(const Statement &statement, int firstColumn)
{
    Person person = readSummary(statement, firstColumn);
    const int balance = readTexts(statement, firstColumn + summaryCount(), ProfileFields::details(), &person);
    person.balanceCents = statement.int64(balance);
    return person;
}
