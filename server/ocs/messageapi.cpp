// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "messageapi.h"

#include "clock.h"
#include "messagestore.h"
#include "ocsrequest.h"
#include "peoplestore.h"
#include "personformatter.h"

namespace
{
OcsItem messageItem(const Message &message, const PersonFormatter &formatter)
{
    OcsItem item(QStringLiteral("message"), QStringLiteral("full"));
    item.add(QStringLiteral("id"), message.id);
    formatter.addAuthor(&item, QStringLiteral("messagefrom"), message.from, message.fromFirstName, message.fromLastName);
    item.add(QStringLiteral("messageto"), message.to);
    item.add(QStringLiteral("senddate"), Clock::isoDate(message.sendDate));
    item.add(QStringLiteral("status"), message.status);
    item.add(QStringLiteral("statustext"), MessageStore::statusText(message.status));
    item.add(QStringLiteral("subject"), message.subject);
    item.add(QStringLiteral("body"), message.body);
    return item;
}

/** A folder id from the path; -1 when it is not a number. */
int folderId(const QString &text)
{
    bool ok = false;
    const int id = text.toInt(&ok);
    return ok && id >= 0 ? id : -1;
}
}

MessageApi::MessageApi(const PeopleStore &people, MessageStore &messages, const Clock &clock)
    : m_people(people)
    , m_messages(messages)
    , m_clock(clock)
{
}

OcsReply MessageApi::folders(const OcsRequest &request) const
{
    OcsReply reply = OcsReply::list(3, 0);
    for (const int folder : {MessageStore::inboxFolder, MessageStore::sendFolder, MessageStore::trashFolder}) {
        OcsItem item(QStringLiteral("folder"));
        item.add(QStringLiteral("id"), folder);
        item.add(QStringLiteral("name"), MessageStore::folderName(folder));
        item.add(QStringLiteral("messagecount"), m_messages.count(request.viewer().row, folder, -1));
        item.add(QStringLiteral("type"), MessageStore::folderName(folder));
        reply.addItem(item);
    }
    return reply;
}

OcsReply MessageApi::list(const OcsRequest &request) const
{
    const int folder = folderId(request.segment(1));
    if (folder < 0) {
        return OcsReply::failed(OcsReply::unknownRequest, QStringLiteral("unknown message folder %1").arg(request.segment(1)));
    }
    int status = -1;
    if (request.hasParam(QStringLiteral("status"))) {
        bool ok = false;
        status = request.param(QStringLiteral("status")).toInt(&ok);
        if (!ok || status < 0 || status > 2) {
            status = -1;
        }
    }
    const PageRequest page = request.page();
    const qint64 owner = request.viewer().row;
    OcsReply reply = OcsReply::list(m_messages.count(owner, folder, status), page.pageSize());
    const PersonFormatter formatter(request.baseUrl());
    const QVector<Message> messages = m_messages.list(owner, folder, status, page.offset(), page.pageSize());
    for (const Message &message : messages) {
        reply.addItem(messageItem(message, formatter));
    }
    return reply;
}

OcsReply MessageApi::get(const OcsRequest &request) const
{
    const int folder = folderId(request.segment(1));
    bool ok = false;
    const qint64 id = request.segment(2).toLongLong(&ok);
    const auto message = folder >= 0 && ok ? m_messages.read(request.viewer().row, folder, id) : std::nullopt;
    if (!message) {
        return OcsReply::failed(101, QStringLiteral("message not found"));
    }
    OcsReply reply = OcsReply::ok();
    reply.addItem(messageItem(*message, PersonFormatter(request.baseUrl())));
    return reply;
}

OcsReply MessageApi::send(const OcsRequest &request) const
{
    // the reference server's order: yourself (103), then empty fields (102), then unknown recipient (101)
    const QString to = request.param(QStringLiteral("to")).trimmed();
    const QString subject = request.param(QStringLiteral("subject"));
    const QString body = request.param(QStringLiteral("message"));
    if (to.compare(request.viewer().personId, Qt::CaseInsensitive) == 0) {
        return OcsReply::failed(103, QStringLiteral("you can't send a message to yourself"));
    }
    if (subject.trimmed().isEmpty() || body.trimmed().isEmpty()) {
        return OcsReply::failed(102, QStringLiteral("subject or message not found"));
    }
    const auto recipient = m_people.find(to, false);
    if (!recipient) {
        return OcsReply::failed(101, QStringLiteral("user not found"));
    }
    if (!m_messages.send(request.viewer().row, recipient->row, subject.left(500), body.left(100000), m_clock.now())) {
        return OcsReply::notStored();
    }
    return OcsReply::ok();
}
