// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "helprecords.h"

class Database;

/**
 * OCS person attributes (docs/help.md, "Server tables"): per person, app and key a value. Apps and keys are 1 to 64
 * characters of a–z, 0–9, '.', '_', '-' (kept in lower case); values at most 1,024 characters without control
 * characters; at most 100 attributes a person.
 */
class AttributeStore
{
public:
    static constexpr int maxNameLength = 64;
    static constexpr int maxValueLength = 1024;
    static constexpr int maxPerPerson = 100;

    enum class Result {
        Stored,
        TooMany, // the person has maxPerPerson attributes already
        Failed,
    };

    explicit AttributeStore(Database &database);

    /** An app's or key's name in its stored form (lower case), or a null string when it breaks the rule. */
    static QString name(const QString &text);
    /** Whether a value may be stored. */
    static bool isValidValue(const QString &value);

    /** The person's attributes, of @p app (empty: all) and @p key (empty: all), by app and key. */
    QVector<PersonAttribute> list(qint64 person, const QString &app, const QString &key) const;
    Result set(qint64 person, const QString &app, const QString &key, const QString &value, qint64 now);
    /** false when the database took nothing; deleting what is not there succeeds. */
    bool remove(qint64 person, const QString &app, const QString &key);

private:
    Database &m_database;
};
