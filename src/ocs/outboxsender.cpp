// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "outboxsender.h"

#include "activity.h"
#include "client.h"
#include "ocs_debug.h"
#include "operations.h"
#include "replyparser.h"
#include "sendoutcome.h"

using namespace Ocs;

namespace
{
constexpr int firstBackoffMs = 5000;
constexpr int maxBackoffMs = 5 * 60 * 1000;
/// Tries whose answers were all lost before an entry waits for the user instead.
constexpr int maxAttempts = 5;

Request listRequest(const QString &path)
{
    Request request;
    request.path = path;
    request.query.addQueryItem(QStringLiteral("page"), QStringLiteral("0"));
    request.query.addQueryItem(QStringLiteral("pagesize"), QStringLiteral("100"));
    return request;
}

Request requestFor(const Outbox::Entry &entry)
{
    switch (entry.kind) {
    case Outbox::Entry::Invitation:
        return Operations::invite(entry.to, entry.body);
    case Outbox::Entry::Activity:
        return Operations::postActivity(entry.body);
    case Outbox::Entry::Message:
        break;
    }
    return Operations::sendMessage(entry.to, entry.subject, entry.body);
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
        if (entry.state != Outbox::Entry::Pending) {
            continue;
        }
        m_busy = true;
        if (entry.attempts == 0) {
            send(entry);
            return;
        }
        // A try went out before and its answer never came: did it arrive?
        lookFor(entry, [this, entry](Arrival arrival, const QString &detail) {
            switch (arrival) {
            case Arrival::Arrived:
                done(entry);
                break;
            case Arrival::Unknown:
                defer(entry, detail);
                break;
            case Arrival::Absent:
                // Sent this often without a word back: the user decides, not another automatic try.
                entry.attempts >= maxAttempts ? setAside(entry, QStringLiteral("no answer after %1 tries").arg(entry.attempts)) : send(entry);
                break;
            }
        });
        return;
    }
}

template<typename T>
void OutboxSender::findIn(const Request &request, Reply<T> (*parse)(const QByteArray &), std::function<bool(const T &)> matches, const Then &then)
{
    m_client->call<T>(request, parse, this, [matches, then](const Result<T> &result) {
        if (!result.isSuccess()) {
            then(Arrival::Unknown, result.response.errorDetail);
            return;
        }
        const bool arrived = std::any_of(result.reply.items.cbegin(), result.reply.items.cend(), matches);
        then(arrived ? Arrival::Arrived : Arrival::Absent, QString());
    });
}

void OutboxSender::lookFor(const Outbox::Entry &entry, const Then &then)
{
    if (entry.kind == Outbox::Entry::Activity) {
        // The stream shows your own statuses too, newest first.
        const QString me = m_client->credentials().user;
        findIn<Activity>(
            listRequest(QStringLiteral("activity")),
            ReplyParser::activities,
            [entry, me](const Activity &activity) {
                return activity.personId.compare(me, Qt::CaseInsensitive) == 0 && activity.message.trimmed() == entry.body.trimmed()
                    && (!activity.timestamp.isValid() || activity.timestamp >= entry.created.addSecs(-300));
            },
            then);
        return;
    }
    if (entry.kind == Outbox::Entry::Invitation) {
        findIn<Person>(
            listRequest(QStringLiteral("friend/sentinvitations")),
            ReplyParser::persons,
            [entry](const Person &person) {
                return person.id.compare(entry.to, Qt::CaseInsensitive) == 0;
            },
            then);
        return;
    }
    Request folders;
    folders.path = QStringLiteral("message");
    m_client->call<Folder>(folders, ReplyParser::folders, this, [this, entry, then](const Result<Folder> &result) {
        if (!result.isSuccess()) {
            then(Arrival::Unknown, result.response.errorDetail);
            return;
        }
        // The sent folder is found by its type ("send"), never by its id.
        const auto sentFolder = std::find_if(result.reply.items.cbegin(), result.reply.items.cend(), [](const Folder &folder) {
            return folder.type == QLatin1String("send");
        });
        if (sentFolder == result.reply.items.cend()) {
            // A server that keeps no sent folder: absence is all that can be known.
            then(Arrival::Absent, QString());
            return;
        }
        findIn<Message>(
            listRequest(QStringLiteral("message/") + pathSegment(sentFolder->id)),
            ReplyParser::messages,
            [entry](const Message &message) {
                return sameMessage(message, entry);
            },
            then);
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
    const Request request = requestFor(entry);
    m_client->call<NoData>(request, ReplyParser::status, this, [this, entry](const Result<NoData> &result) mutable {
        const SendOutcome outcome = SendOutcome::of(result);
        switch (outcome.kind) {
        case SendOutcome::Taken:
            done(entry);
            return;
        case SendOutcome::Refused:
            // Retrying the same text would only be refused again.
            entry.state = Outbox::Entry::Refused;
            entry.error = outcome.reason;
            m_outbox.update(entry);
            m_busy = false;
            Q_EMIT refused(entry);
            Q_EMIT changed();
            sendNext();
            return;
        case SendOutcome::NotTaken:
        case SendOutcome::Lost:
            // Lost: the attempt is counted, so the next try looks for it first.
            defer(entry, outcome.reason);
            return;
        case SendOutcome::Unclear:
            // Perhaps it arrived: look once. Found, it is done; otherwise it waits for the user, never sent again on its own.
            lookFor(entry, [this, entry, detail = outcome.reason](Arrival arrival, const QString &) {
                arrival == Arrival::Arrived ? done(entry) : setAside(entry, detail);
            });
            return;
        }
    });
}

void OutboxSender::setAside(Outbox::Entry entry, const QString &detail)
{
    qCWarning(SOCIALDESKTOP_OCS) << "outbox entry" << entry.id << "may or may not have arrived; kept for the user:" << detail;
    entry.state = Outbox::Entry::Unconfirmed;
    entry.error.clear();
    m_outbox.update(entry);
    m_busy = false;
    Q_EMIT unconfirmed(entry);
    Q_EMIT changed();
    sendNext();
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
