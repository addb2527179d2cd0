// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "personsearchsql.h"

#include "countries.h"
#include "disabledpeople.h"
#include "peoplestore.h"
#include "personcolumns.h"
#include "statement.h"

#include <algorithm>

namespace
{
// Privacy (docs/ocs-protocol.md, "Calls"): 0 everybody, 1 registered users, 2 friends and self, 3 self only.
const char s_visibleClause[] =
    "(p.privacy = 0 OR (p.privacy = 1 AND :viewer > 0) OR p.id = :viewer"
    " OR (p.privacy = 2 AND EXISTS (SELECT 1 FROM friendships f WHERE f.a = :viewer AND f.b = p.id)))";

// The free text a description search looks in (the specification: "description and other fields").
const char *const s_aboutFields[] = {"description", "interests", "likes", "company", "languages", "programminglanguages", "favouritequote"};

QString containing(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    escaped.replace(QLatin1Char('%'), QStringLiteral("\\%"));
    escaped.replace(QLatin1Char('_'), QStringLiteral("\\_"));
    return QLatin1Char('%') + escaped + QLatin1Char('%');
}

/// A term as an FTS5 phrase in double quotes (its own doubled): looked for as it is, never read as query syntax.
QString phrase(const QString &term)
{
    QString quoted = term;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

/// Letters and digits only: what the word indexes hold (unicode61 on SQLite, the 'simple' parser on PostgreSQL).
bool isWord(const QString &term)
{
    const QVector<uint> characters = term.toUcs4();
    return !characters.isEmpty() && std::all_of(characters.cbegin(), characters.cend(), [](uint c) {
        return QChar::isLetterOrNumber(c);
    });
}

/// The seven fields joined as PostgreSQL's step 11 indexes them (chr(1): a character no stored text holds).
QString aboutExpression()
{
    QStringList fields;
    for (const char *field : s_aboutFields) {
        fields.append(QStringLiteral("p.") + QLatin1String(field));
    }
    return QStringLiteral("lower(") + fields.join(QStringLiteral(" || chr(1) || ")) + QLatin1Char(')');
}
}

PersonSearchSql::PersonSearchSql(const PersonSearch &search, Database::Dialect dialect)
    : m_dialect(dialect)
{
    addNameAndCity(search);
    if (!search.country.isEmpty()) {
        const QString code = Countries::code(search.country);
        m_conditions.append(QStringLiteral("p.countrycode = :country"));
        m_parameters.insert(":country", code.isEmpty() ? QStringLiteral("--") : code);
    }
    addDescription(search);
    if (search.byAttribute) {
        QString condition = QStringLiteral("EXISTS (SELECT 1 FROM person_attributes a WHERE a.person = p.id");
        if (!search.attributeApp.isEmpty()) {
            condition += QStringLiteral(" AND a.app = :attrapp");
            m_parameters.insert(":attrapp", search.attributeApp);
        }
        if (!search.attributeKey.isEmpty()) {
            condition += QStringLiteral(" AND a.name = :attrkey");
            m_parameters.insert(":attrkey", search.attributeKey);
        }
        if (search.attributeValueGiven) {
            condition += QStringLiteral(" AND a.folded = :attrvalue");
            m_parameters.insert(":attrvalue", search.attributeValue);
        }
        m_conditions.append(condition + QLatin1Char(')'));
    }
    if (!search.pc.isEmpty()) {
        if (search.pc.size() < 3) {
            m_conditions.append(QStringLiteral("1 = 0"));
        } else {
            m_conditions.append(
                QStringLiteral("EXISTS (SELECT 1 FROM person_attributes h WHERE h.person = p.id AND h.app = 'global' AND h.name = 'pc'"
                               " AND h.folded LIKE :pc ESCAPE '\\')"));
            m_parameters.insert(":pc", containing(search.pc));
        }
    }
    m_filtered = !m_conditions.isEmpty() || !m_indexed.isEmpty();
}

bool PersonSearchSql::hasTrigrams(const QString &term)
{
    return term.toUcs4().size() >= 3;
}

void PersonSearchSql::addNameAndCity(const PersonSearch &search)
{
    const bool sqlite = m_dialect == Database::Dialect::SQLite;
    const QString name = search.name.toCaseFolded();
    QStringList trigrams; // SQLite: people_text (step 7)
    QStringList words; // SQLite: people_words (step 11)
    if (!name.isEmpty()) {
        m_conditions.append(QStringLiteral("p.searchname LIKE :name ESCAPE '\\'"));
        m_parameters.insert(":name", containing(name));
        if (hasTrigrams(name)) {
            // PostgreSQL: the LIKE itself is looked up in people_searchname_trigrams
            if (sqlite) {
                trigrams.append(QStringLiteral("searchname : ") + phrase(name));
            }
        } else if (!isWord(name)) {
            m_conditions.append(QStringLiteral("1 = 0"));
        } else if (sqlite) {
            words.append(QStringLiteral("searchname : ") + phrase(name) + QStringLiteral(" *"));
        } else {
            m_indexed.append(QStringLiteral("to_tsvector('simple', p.searchname) @@ to_tsquery('simple', :namewords)"));
            m_parameters.insert(":namewords", name + QStringLiteral(":*"));
        }
    }
    if (!search.city.isEmpty()) {
        m_conditions.append(QStringLiteral("lower(p.city) LIKE lower(:city) ESCAPE '\\'"));
        m_parameters.insert(":city", containing(search.city));
        if (hasTrigrams(search.city)) {
            if (sqlite) {
                trigrams.append(QStringLiteral("city : ") + phrase(search.city));
            }
        } else if (!isWord(search.city)) {
            m_conditions.append(QStringLiteral("1 = 0"));
        } else if (sqlite) {
            words.append(QStringLiteral("city : ") + phrase(search.city) + QStringLiteral(" *"));
        } else {
            m_indexed.append(QStringLiteral("to_tsvector('simple', p.city) @@ to_tsquery('simple', :citywords)"));
            m_parameters.insert(":citywords", search.city.toLower() + QStringLiteral(":*"));
        }
    }
    // Each lookup finds a superset of what the conditions then keep: the rows whose name or city holds the term
    // (trigrams), or has a word starting with it (words), ignoring case. A phrase is looked up, where a LIKE on the
    // index would read every row it finds.
    if (!trigrams.isEmpty()) {
        m_indexed.append(QStringLiteral("p.id IN (SELECT rowid FROM people_text WHERE people_text MATCH :textquery)"));
        m_parameters.insert(":textquery", trigrams.join(QStringLiteral(" AND ")));
    }
    if (!words.isEmpty()) {
        m_indexed.append(QStringLiteral("p.id IN (SELECT rowid FROM people_words WHERE people_words MATCH :wordquery)"));
        m_parameters.insert(":wordquery", words.join(QStringLiteral(" AND ")));
    }
}

void PersonSearchSql::addDescription(const PersonSearch &search)
{
    if (search.description.isEmpty()) {
        return;
    }
    if (!hasTrigrams(search.description)) {
        m_conditions.append(QStringLiteral("1 = 0"));
        return;
    }
    m_parameters.insert(":description", containing(search.description));
    if (m_dialect == Database::Dialect::SQLite) {
        m_indexed.append(QStringLiteral("p.id IN (SELECT rowid FROM people_about WHERE people_about MATCH :about)"));
        m_parameters.insert(":about", phrase(search.description));
    } else {
        // the one expression people_about_trigrams indexes: a superset of the seven conditions below
        m_indexed.append(aboutExpression() + QStringLiteral(" LIKE lower(:description) ESCAPE '\\'"));
    }
    QStringList fields;
    for (const char *field : s_aboutFields) {
        fields.append(QStringLiteral("lower(p.%1) LIKE lower(:description) ESCAPE '\\'").arg(QLatin1String(field)));
    }
    m_conditions.append(QLatin1Char('(') + fields.join(QStringLiteral(" OR ")) + QLatin1Char(')'));
}

QString PersonSearchSql::where() const
{
    // the index lookups, then the filters: a row they drop costs no look into friendships or disabled
    QStringList all = m_indexed + m_conditions;
    all.append(QString::fromLatin1(s_visibleClause));
    all.append(QString::fromLatin1(DisabledPeople::notDisabled("p.id")));
    return all.join(QStringLiteral(" AND "));
}

bool PersonSearchSql::filtered() const
{
    return m_filtered;
}

QByteArray PersonSearchSql::pageSql() const
{
    // Filtered, the matches are few or none: one pass over what the conditions keep and a sort of it ("+" keeps
    // SQLite from walking the personid index instead, a lookup of the whole row for every person, 0.15 s among
    // 100,000 when nothing matches). Unfiltered, the index gives the page at once.
    const QByteArray order = m_filtered && m_dialect == Database::Dialect::SQLite ? " ORDER BY +p.personid" : " ORDER BY p.personid";
    return QByteArray("SELECT ") + PersonColumns::summary() + " FROM people p WHERE " + where().toUtf8() + order + " LIMIT :limit OFFSET :offset";
}

QByteArray PersonSearchSql::countSql() const
{
    return "SELECT COUNT(*) FROM (SELECT 1 FROM people p WHERE " + where().toUtf8() + " LIMIT :cap) matches";
}

QMap<QByteArray, QString> PersonSearchSql::parameters() const
{
    return m_parameters;
}

void PersonSearchSql::bind(Statement &statement) const
{
    for (auto it = m_parameters.cbegin(); it != m_parameters.cend(); ++it) {
        statement.bind(it.key().constData(), it.value());
    }
}
