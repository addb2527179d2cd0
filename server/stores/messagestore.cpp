// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "messagestore.h"

#include "database.h"
#include "disabledpeople.h"
#include "statement.h"
#include "transaction.h"

namespace
{
const char s_columns[] =
    "SELECT m.id, m.folder, s.personid, s.firstname, s.lastname, r.personid, m.senddate, m.status, m.subject, m.body"
    " FROM messages m JOIN people s ON s.id = m.sender JOIN people r ON r.id = m.recipient";

// neither side disabled (the owner is one of them, and signed in)
const QByteArray s_sidesShown = " AND " + DisabledPeople::notDisabled("m.sender") + " AND " + DisabledPeople::notDisabled("m.recipient");

Message readMessage(const Statement &statement)
{
    Message message;
    message.id = statement.int64(0);
    message.folder = statement.integer(1);
    message.from = statement.text(2);
    message.fromFirstName = statement.text(3);
    message.fromLastName = statement.text(4);
    message.to = statement.text(5);
    message.sendDate = statement.int64(6);
    message.status = statement.integer(7);
    message.subject = statement.text(8);
    message.body = statement.text(9);
    return message;
}
}

MessageStore::MessageStore(Database &database)
    : m_database(database)
{
}

QString MessageStore::folderName(int folder)
{
    switch (folder) {
    case inboxFolder:
        return QStringLiteral("inbox");
    case sendFolder:
        return QStringLiteral("send");
    case trashFolder:
        return QStringLiteral("trash");
    default:
        return QString::number(folder);
    }
}

QString MessageStore::statusText(int status)
{
    switch (status) {
    case 0:
        return QStringLiteral("unread");
    case 1:
        return QStringLiteral("read");
    default:
        return QStringLiteral("answered");
    }
}

qint64 MessageStore::count(qint64 owner, int folder, int statusFilter) const
{
    static const QByteArray sql = "SELECT COUNT(*) FROM messages m WHERE m.owner = ?1 AND m.folder = ?2 AND (?3 < 0 OR m.status = ?3)" + s_sidesShown;
    auto guard = m_database.lock();
    Statement statement(m_database, sql.constData());
    return statement.bindAll(owner, folder, statusFilter).next() ? statement.int64(0) : 0;
}

QVector<Message> MessageStore::list(qint64 owner, int folder, int statusFilter, qint64 offset, int limit) const
{
    static const QByteArray sql = QByteArray(s_columns) + " WHERE m.owner = ?1 AND m.folder = ?2 AND (?3 < 0 OR m.status = ?3)" + s_sidesShown
        + " ORDER BY m.senddate DESC, m.id DESC LIMIT ?4 OFFSET ?5";
    auto guard = m_database.lock();
    Statement statement(m_database, sql.constData());
    statement.bindAll(owner, folder, statusFilter, limit, offset);
    QVector<Message> messages;
    while (statement.next()) {
        messages.append(readMessage(statement));
    }
    return messages;
}

std::optional<Message> MessageStore::read(qint64 owner, int folder, qint64 id)
{
    auto guard = m_database.lock();
    {
        Statement update(m_database, "UPDATE messages SET status = 1 WHERE id = ? AND owner = ? AND folder = ? AND status = 0");
        update.bindAll(id, owner, folder).exec();
    }
    static const QByteArray sql = QByteArray(s_columns) + " WHERE m.id = ? AND m.owner = ? AND m.folder = ?" + s_sidesShown;
    Statement statement(m_database, sql.constData());
    if (!statement.bindAll(id, owner, folder).next()) {
        return std::nullopt;
    }
    return readMessage(statement);
}

bool MessageStore::send(qint64 from, qint64 to, const QString &subject, const QString &body, qint64 now)
{
    Transaction transaction(m_database);
    if (!transaction.isActive()) {
        return false;
    }
    Statement statement(m_database, "INSERT INTO messages (owner, folder, sender, recipient, senddate, status, subject, body) VALUES (?, ?, ?, ?, ?, ?, ?, ?)");
    auto insertCopy = [&](qint64 owner, int folder, int status) {
        statement.reset();
        return statement.bindAll(owner, folder, from, to, now, status, subject, body).exec();
    };
    return insertCopy(to, inboxFolder, 0) && insertCopy(from, sendFolder, 1) && transaction.commit();
}
