// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "personexport.h"

#include "catalogue.h"

#include "accountadmin.h"
#include "clock.h"
#include "database.h"
#include "messagestore.h"
#include "statement.h"
#include "transaction.h"

#include <QJsonArray>

namespace
{
// Columns of people that are no data about the person: the row number, credentials, the search index.
const QStringList s_internalColumns{QStringLiteral("id"),
                                    QStringLiteral("passwordsalt"),
                                    QStringLiteral("passwordhash"),
                                    QStringLiteral("apikey"),
                                    QStringLiteral("searchname")};

/** Each row of a one-parameter query as an object made by @p make. */
template<typename Make>
QJsonArray rows(Database &database, const char *sql, qint64 row, Make make)
{
    Statement statement(database, sql);
    statement.bind(1, row);
    QJsonArray result;
    while (statement.next()) {
        result.append(make(statement));
    }
    return result;
}

QJsonValue date(const Statement &statement, int column)
{
    return Clock::isoDate(statement.int64(column));
}
}

PersonExport::PersonExport(Database &database)
    : m_database(database)
{
}

QJsonObject PersonExport::of(const AdminAccount &account, qint64 now) const
{
    // one transaction: a consistent picture while the server writes (it changes nothing, and is rolled back)
    const Transaction transaction(m_database);
    if (!transaction.isActive()) {
        return QJsonObject();
    }
    QJsonObject document = read(account);
    if (document.isEmpty()) {
        return document;
    }
    document.insert(QStringLiteral("format"), QStringLiteral("socialdesktop-person-export"));
    document.insert(QStringLiteral("version"), 1);
    document.insert(QStringLiteral("exported"), Clock::isoDate(now));
    return document;
}

QJsonObject PersonExport::read(const AdminAccount &account) const
{
    QJsonObject profile;
    {
        // every column (the database's catalogue), so that one added later is in the export too
        QStringList names;
        QStringList types;
        const auto columns = Catalogue::columns(m_database, QStringLiteral("people"));
        for (const Catalogue::Column &column : columns) {
            if (!s_internalColumns.contains(column.name, Qt::CaseInsensitive)) {
                names.append(column.name);
                types.append(column.type);
            }
        }
        QByteArrayList quoted;
        for (const QString &name : std::as_const(names)) {
            quoted.append('"' + name.toUtf8().replace('"', "\"\"") + '"');
        }
        const QByteArray sql = "SELECT " + quoted.join(", ") + " FROM people WHERE id = ?";
        Statement statement(m_database, sql.constData());
        if (names.isEmpty() || !statement.bind(1, account.row).next()) {
            return QJsonObject();
        }
        for (int column = 0; column < names.size(); ++column) {
            const QString &type = types.at(column);
            const QJsonValue value = statement.isNull(column) ? QJsonValue()
                : Catalogue::isInteger(type)                  ? QJsonValue(statement.int64(column))
                : Catalogue::isReal(type)                     ? QJsonValue(statement.real(column))
                                                              : QJsonValue(statement.text(column));
            profile.insert(names.at(column), value);
        }
    }
    QJsonObject document;
    document.insert(QStringLiteral("login"), account.personId);
    document.insert(QStringLiteral("profile"), profile);
    const QJsonArray registration = rows(m_database, "SELECT email, created FROM registrations WHERE person = ?", account.row, [](const Statement &s) {
        return QJsonObject{{QStringLiteral("email"), s.text(0)}, {QStringLiteral("created"), date(s, 1)}};
    });
    document.insert(QStringLiteral("registration"), registration.isEmpty() ? QJsonValue() : registration.first());
    const QJsonArray disabled = rows(m_database, "SELECT since FROM disabled WHERE person = ?", account.row, [](const Statement &s) {
        return QJsonObject{{QStringLiteral("since"), date(s, 0)}};
    });
    document.insert(QStringLiteral("disabled"), disabled.isEmpty() ? QJsonValue() : disabled.first());
    document.insert(QStringLiteral("homepages"),
                    rows(m_database, "SELECT url, type FROM homepages WHERE person = ? ORDER BY position", account.row, [](const Statement &s) {
                        return QJsonObject{{QStringLiteral("url"), s.text(0)}, {QStringLiteral("type"), s.text(1)}};
                    }));
    document.insert(QStringLiteral("friends"),
                    rows(m_database,
                         "SELECT p.personid, f.since FROM friendships f JOIN people p ON p.id = f.b WHERE f.a = ? ORDER BY p.personid",
                         account.row,
                         [](const Statement &s) {
                             return QJsonObject{{QStringLiteral("login"), s.text(0)}, {QStringLiteral("since"), date(s, 1)}};
                         }));
    const auto invitation = [](const char *side) {
        return [side](const Statement &s) {
            return QJsonObject{{QLatin1String(side), s.text(0)}, {QStringLiteral("message"), s.text(1)}, {QStringLiteral("created"), date(s, 2)}};
        };
    };
    document.insert(
        QStringLiteral("invitations"),
        QJsonObject{
            {QStringLiteral("received"),
             rows(m_database,
                  "SELECT p.personid, i.message, i.created FROM invitations i JOIN people p ON p.id = i.sender WHERE i.recipient = ? ORDER BY i.created",
                  account.row,
                  invitation("from"))},
            {QStringLiteral("sent"),
             rows(m_database,
                  "SELECT p.personid, i.message, i.created FROM invitations i JOIN people p ON p.id = i.recipient WHERE i.sender = ? ORDER BY i.created",
                  account.row,
                  invitation("to"))},
        });
    document.insert(QStringLiteral("messages"),
                    rows(m_database,
                         "SELECT m.folder, s.personid, r.personid, m.senddate, m.status, m.subject, m.body FROM messages m"
                         " LEFT JOIN people s ON s.id = m.sender LEFT JOIN people r ON r.id = m.recipient WHERE m.owner = ? ORDER BY m.senddate, m.id",
                         account.row,
                         [](const Statement &s) {
                             return QJsonObject{{QStringLiteral("folder"), MessageStore::folderName(s.integer(0))},
                                                {QStringLiteral("from"), s.text(1)},
                                                {QStringLiteral("to"), s.text(2)},
                                                {QStringLiteral("date"), date(s, 3)},
                                                {QStringLiteral("status"), MessageStore::statusText(s.integer(4))},
                                                {QStringLiteral("subject"), s.text(5)},
                                                {QStringLiteral("body"), s.text(6)}};
                         }));
    document.insert(
        QStringLiteral("activities"),
        rows(m_database, "SELECT timestamp, type, message, link FROM activities WHERE person = ? ORDER BY timestamp, id", account.row, [](const Statement &s) {
            return QJsonObject{{QStringLiteral("date"), date(s, 0)},
                               {QStringLiteral("type"), s.integer(1)},
                               {QStringLiteral("message"), s.text(2)},
                               {QStringLiteral("link"), s.text(3)}};
        }));
    addHelp(account, &document);
    return document;
}

void PersonExport::addHelp(const AdminAccount &account, QJsonObject *document) const
{
    // docs/help.md: their questions, topics, comments (with what they answer), votes and attributes
    const auto hidden = [](const Statement &s, int column) {
        return s.isNull(column) ? QJsonValue() : date(s, column);
    };
    document->insert(QStringLiteral("questions"),
                     rows(m_database,
                          "SELECT e.id, e.name, e.description, e.content, COALESCE(c.name, ''), e.created, e.changed, e.hidden FROM kb_entries e"
                          " LEFT JOIN kb_categories c ON c.id = e.category WHERE e.author = ? ORDER BY e.created, e.id",
                          account.row,
                          [&](const Statement &s) {
                              return QJsonObject{{QStringLiteral("id"), s.int64(0)},
                                                 {QStringLiteral("title"), s.text(1)},
                                                 {QStringLiteral("text"), s.text(2)},
                                                 {QStringLiteral("content"), s.int64(3)},
                                                 {QStringLiteral("category"), s.text(4)},
                                                 {QStringLiteral("created"), date(s, 5)},
                                                 {QStringLiteral("changed"), date(s, 6)},
                                                 {QStringLiteral("hidden"), hidden(s, 7)}};
                          }));
    document->insert(QStringLiteral("topics"),
                     rows(m_database,
                          "SELECT t.id, f.name, t.subject, t.content, t.created, t.hidden FROM forum_topics t JOIN forums f ON f.id = t.forum"
                          " WHERE t.author = ? ORDER BY t.created, t.id",
                          account.row,
                          [&](const Statement &s) {
                              return QJsonObject{{QStringLiteral("id"), s.int64(0)},
                                                 {QStringLiteral("forum"), s.text(1)},
                                                 {QStringLiteral("subject"), s.text(2)},
                                                 {QStringLiteral("text"), s.text(3)},
                                                 {QStringLiteral("created"), date(s, 4)},
                                                 {QStringLiteral("hidden"), hidden(s, 5)}};
                          }));
    document->insert(QStringLiteral("comments"),
                     rows(m_database,
                          "SELECT m.id, CASE WHEN m.entry IS NULL THEN 'topic' ELSE 'question' END, COALESCE(m.entry, m.topic), COALESCE(m.parent, 0),"
                          " m.subject, m.text, m.created, m.hidden FROM comments m WHERE m.author = ? ORDER BY m.created, m.id",
                          account.row,
                          [&](const Statement &s) {
                              return QJsonObject{{QStringLiteral("id"), s.int64(0)},
                                                 {QStringLiteral("on"), s.text(1)},
                                                 {QStringLiteral("target"), s.int64(2)},
                                                 {QStringLiteral("parent"), s.int64(3)},
                                                 {QStringLiteral("subject"), s.text(4)},
                                                 {QStringLiteral("text"), s.text(5)},
                                                 {QStringLiteral("created"), date(s, 6)},
                                                 {QStringLiteral("hidden"), hidden(s, 7)}};
                          }));
    document->insert(QStringLiteral("votes"),
                     rows(m_database, "SELECT comment, vote FROM comment_votes WHERE person = ? ORDER BY comment", account.row, [](const Statement &s) {
                         return QJsonObject{{QStringLiteral("comment"), s.int64(0)}, {QStringLiteral("vote"), s.integer(1)}};
                     }));
    document->insert(QStringLiteral("attributes"),
                     rows(m_database,
                          "SELECT app, name, value, lastmodified FROM person_attributes WHERE person = ? ORDER BY app, name",
                          account.row,
                          [](const Statement &s) {
                              return QJsonObject{{QStringLiteral("app"), s.text(0)},
                                                 {QStringLiteral("key"), s.text(1)},
                                                 {QStringLiteral("value"), s.text(2)},
                                                 {QStringLiteral("lastmodified"), date(s, 3)}};
                          }));
}
