// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include "database.h"

#include <QByteArray>
#include <QMap>
#include <QString>

struct PersonSearch;
class Statement;

/**
 * The SQL of a person/data search (PeopleStore::search) for one store: its conditions and their parameters.
 *
 * Every condition on a text is narrowed down through an index, so that no search reads every person:
 * - a name or city of three characters or more: its trigrams (SQLite people_text, PostgreSQL pg_trgm, step 7);
 * - a name or city of one or two characters, which no trigram holds: the words of names and cities (step 11), so
 *   it finds the people with a word of that name or city starting with it (letters and digits only, else nobody);
 * - a description of three characters or more: the trigrams of the seven free-text fields (step 11); shorter
 *   descriptions find nobody.
 * The exact conditions (case-insensitive substrings, LIKE's wildcards as text) are then applied to what was found.
 */
class PersonSearchSql
{
public:
    PersonSearchSql(const PersonSearch &search, Database::Dialect dialect);

    /// The conditions, with the viewer's visibility and disabled people; parameter :viewer beside the text ones.
    QString where() const;
    /// Whether anything but visibility narrows the search down.
    bool filtered() const;
    /// A page of summaries by login; parameters :viewer, :limit, :offset beside the text ones.
    QByteArray pageSql() const;
    /// The matches counted up to :cap.
    QByteArray countSql() const;
    /// The text parameters (name -> value) of the conditions.
    QMap<QByteArray, QString> parameters() const;
    void bind(Statement &statement) const;

    /// Whether a name or city term is looked up by its trigrams (three characters or more).
    static bool hasTrigrams(const QString &term);

private:
    void addNameAndCity(const PersonSearch &search);
    void addDescription(const PersonSearch &search);

    Database::Dialect m_dialect;
    QStringList m_conditions;
    QStringList m_indexed; // the index lookups, put first
    QMap<QByteArray, QString> m_parameters;
    bool m_filtered = false;
};
