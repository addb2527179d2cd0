// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "outboxsender.h"

#include "client.h"
#include "ocs_debug.h"
#include "operations.h"
#include "replyparser.h"
#include "servertext.h"

using namespace Ocs;

namespace
{
constexpr int firstBackoffMs = 5000;
constexpr int maxBackoffMs = 5 * 60 * 1000;

Request listRequest(const QString &path)
{
    Request request;
    request.path = path;
    request.query.addQueryItem(QStringLiteral("page"), QStringLiteral("0"));
    request.query.addQueryItem(QStringLiteral("pagesize"), QStringLiteral("100"));
    return request;
}

bool sameMessage(const Message &sent, const Outbox::Entry &entry)
{
    // Clocks differ: a sent message counts if it is no more than five minutes older than the entry.
    return sent.to.compare(entry.to, Qt::CaseInsensitive) == 0 && sent.subject == entry.subject && sent.body == entry.body
        && (!sent.sent.isValid() || sent.sent >= entry.created.addSecs(-300));
}
}

OutboxSender::OutboxSender(Client *client, const Outbox &outbox, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_outbox(outbox)
    , m_backoffMs(firstBackoffMs)
{
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &OutboxSender::sendNext);
}

const Outbox &OutboxSender::outbox() const
{
    return m_outbox;
}

void OutboxSender::flush()
{
    m_backoffMs = firstBackoffMs;
    m_retry.stop();
    sendNext();
}

void OutboxSender::sendNext()
{
    if (m_busy) {
        return;
    }
    const QVector<Outbox::Entry> entries = m_outbox.entries();
    for (const Outbox::Entry &entry : entries) {
        if (entry.state == Outbox::Entry::Pending) {
            m_busy = true;
            if (entry.attempts > 0) {
                confirmOrSend(entry);
            } else {
                send(entry);
            }
            return;
        }
    }
}

void OutboxSender::confirmOrSend(const Outbox::Entry &entry)
{
    // A try went out before and its answer never came: did it arrive?
    if (entry.kind == Outbox::Entry::Invitation) {
        m_client->call<Person>(listRequest(QStringLiteral("friend/sentinvitations")), ReplyParser::persons, this, [this, entry](const Result<Person> &result) {
            if (!result.isSuccess()) {
                defer(entry, result.response.errorDetail);
                return;
            }
            const bool arrived = std::any_of(result.reply.items.cbegin(), result.reply.items.cend(), [&entry](const Person &person) {
                return person.id.compare(entry.to, Qt::CaseInsensitive) == 0;
            });
            arrived ? done(entry) : send(entry);
        });
        return;
    }
    Request folders;
    folders.path = QStringLiteral("message");
    m_client->call<Folder>(folders, ReplyParser::folders, this, [this, entry](const Result<Folder> &result) {
        if (!result.isSuccess()) {
            defer(entry, result.response.errorDetail);
            return;
        }
        // The sent folder is found by its type ("send"), never by its id.
        const auto sentFolder = std::find_if(result.reply.items.cbegin(), result.reply.items.cend(), [](const Folder &folder) {
            return folder.type == QLatin1String("send");
        });
        if (sentFolder == result.reply.items.cend()) {
            send(entry);
            return;
        }
        m_client->call<Message>(listRequest(QStringLiteral("message/") + pathSegment(sentFolder->id)),
                                ReplyParser::messages,
                                this,
                                [this, entry](const Result<Message> &sent) {
                                    if (!sent.isSuccess()) {
                                        defer(entry, sent.response.errorDetail);
                                        return;
                                    }
                                    const bool arrived = std::any_of(sent.reply.items.cbegin(), sent.reply.items.cend(), [&entry](const Message &message) {
                                        return sameMessage(message, entry);
                                    });
                                    arrived ? done(entry) : send(entry);
                                });
    });
}

void OutboxSender::send(Outbox::Entry entry)
{
    // Counted before it leaves: if the answer is lost, the next try checks first.
    ++entry.attempts;
    if (!m_outbox.update(entry)) {
        defer(entry, QStringLiteral("cannot write the outbox"));
        return;
    }
    const Request request =
        entry.kind == Outbox::Entry::Invitation ? Operations::invite(entry.to, entry.body) : Operations::sendMessage(entry.to, entry.subject, entry.body);
    m_client->call<NoData>(request, ReplyParser::status, this, [this, entry](const Result<NoData> &result) mutable {
        if (result.isSuccess()) {
            done(entry);
            return;
        }
        const bool answered = result.response.error == Response::NoError && result.reply.isReadable();
        if (answered && result.reply.meta.statusCode != 200) {
            // A refusal: retrying the same text would only be refused again.
            entry.state = Outbox::Entry::Refused;
            // The reason is the server's text: kept on disk and shown, so bounded and without control characters.
            const QString reason = ServerText::bounded(result.reply.meta.message);
            entry.error = reason.isEmpty() ? QString::number(result.reply.meta.statusCode) : reason;
            m_outbox.update(entry);
            m_busy = false;
            Q_EMIT refused(entry);
            Q_EMIT changed();
            sendNext();
            return;
        }
        defer(entry, answered ? QStringLiteral("rate limited") : result.response.errorDetail);
    });
}

void OutboxSender::done(const Outbox::Entry &entry)
{
    m_outbox.remove(entry.id);
    m_busy = false;
    m_backoffMs = firstBackoffMs;
    Q_EMIT delivered(entry);
    Q_EMIT changed();
    sendNext();
}

void OutboxSender::defer(const Outbox::Entry &entry, const QString &detail)
{
    qCDebug(SOCIALDESKTOP_OCS) << "outbox entry" << entry.id << "deferred:" << detail;
    m_busy = false;
    m_retry.start(m_backoffMs);
    m_backoffMs = std::min(m_backoffMs * 2, maxBackoffMs);
    Q_EMIT deferred(entry, detail);
}
