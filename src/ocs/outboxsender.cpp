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

/// The COMMENTS type of an answer (7, a knowledge-base entry) or a reply (4, a forum topic).
int commentType(const Outbox::Entry &entry)
{
    return entry.kind == Outbox::Entry::Answer ? 7 : 4;
}

Request requestFor(const Outbox::Entry &entry)
{
    switch (entry.kind) {
    case Outbox::Entry::Invitation:
        return Operations::invite(entry.to, entry.body);
    case Outbox::Entry::Activity:
        return Operations::postActivity(entry.body);
    case Outbox::Entry::Question:
        return Operations::askQuestion(entry.subject, entry.body, entry.target);
    case Outbox::Entry::Answer:
    case Outbox::Entry::Reply:
        return Operations::addComment(commentType(entry), entry.target, entry.parent, entry.subject, entry.body);
    case Outbox::Entry::Topic:
        return Operations::newTopic(entry.target, entry.subject, entry.body);
    case Outbox::Entry::Message:
        break;
    }
    return Operations::sendMessage(entry.to, entry.subject, entry.body);
}

/// Texts compared as docs/help.md says: trimmed, line ends and runs of white space as one space.
bool sameText(const QString &a, const QString &b)
{
    return a.simplified() == b.simplified();
}

/// Written no earlier than five minutes before the entry was queued (clocks differ); unknown counts.
bool notOlder(const QDateTime &written, const Outbox::Entry &entry)
{
    return !written.isValid() || written >= entry.created.addSecs(-300);
}

/// A search for the title as sent, cut to its first 100 characters (the longest query a search takes).
QString searchFor(const QString &title)
{
    return title.simplified().left(100);
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
    if (entry.isHelp()) {
        lookForHelp(entry, then);
        return;
    }
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

void OutboxSender::lookForHelp(const Outbox::Entry &entry, const Then &then)
{
    const QString me = m_client->credentials().user;
    if (entry.kind == Outbox::Entry::Question) {
        // An add answers no id: the question is found by its asker, title, text and time (docs/help.md, "Asked exactly once").
        Request search = listRequest(QStringLiteral("knowledgebase/data"));
        search.query.clear();
        search.query.addQueryItem(QStringLiteral("search"), searchFor(entry.subject));
        search.query.addQueryItem(QStringLiteral("sortmode"), QStringLiteral("new"));
        search.query.addQueryItem(QStringLiteral("page"), QStringLiteral("0"));
        search.query.addQueryItem(QStringLiteral("pagesize"), QStringLiteral("20"));
        findIn<KnowledgeEntry>(
            search,
            ReplyParser::knowledgeBase,
            [entry, me](const KnowledgeEntry &asked) {
                return asked.asker.compare(me, Qt::CaseInsensitive) == 0 && sameText(asked.title, entry.subject) && sameText(asked.text, entry.body)
                    && (entry.target.isEmpty() || asked.contentId == entry.target) && notOlder(asked.changed, entry);
            },
            then);
        return;
    }
    if (entry.kind == Outbox::Entry::Topic) {
        Request search;
        search.path = QStringLiteral("forum/topics/list");
        search.query.addQueryItem(QStringLiteral("forum"), entry.target);
        search.query.addQueryItem(QStringLiteral("search"), searchFor(entry.subject));
        search.query.addQueryItem(QStringLiteral("sortmode"), QStringLiteral("new"));
        search.query.addQueryItem(QStringLiteral("page"), QStringLiteral("0"));
        search.query.addQueryItem(QStringLiteral("pagesize"), QStringLiteral("20"));
        findIn<Ocs::Topic>(
            search,
            ReplyParser::topics,
            [entry, me](const Ocs::Topic &topic) {
                return topic.author.compare(me, Qt::CaseInsensitive) == 0 && sameText(topic.subject, entry.subject) && sameText(topic.content, entry.body)
                    && notOlder(topic.changed, entry);
            },
            then);
        return;
    }
    // An answer or reply: the first page of the comments and, when there are more, the last one (servers list
    // the oldest or the newest first), replies included.
    constexpr int pageSize = 50;
    auto commentsPage = [entry](int page) {
        Request request;
        request.path = QStringLiteral("comments/data/%1/").arg(commentType(entry)) + pathSegment(entry.target) + QStringLiteral("/0");
        request.query.addQueryItem(QStringLiteral("page"), QString::number(page));
        request.query.addQueryItem(QStringLiteral("pagesize"), QString::number(pageSize));
        return request;
    };
    auto matches = [entry, me](const Comment &comment) {
        return comment.author.compare(me, Qt::CaseInsensitive) == 0 && sameText(comment.text, entry.body) && comment.parent == entry.parent
            && notOlder(comment.date, entry);
    };
    m_client->call<Comment>(commentsPage(0), ReplyParser::comments, this, [this, then, matches, commentsPage](const Result<Comment> &result) {
        if (!result.isSuccess()) {
            then(Arrival::Unknown, result.response.errorDetail);
            return;
        }
        if (std::any_of(result.reply.items.cbegin(), result.reply.items.cend(), matches)) {
            then(Arrival::Arrived, QString());
            return;
        }
        const int total = result.reply.meta.totalItems;
        const int lastPage = total > pageSize ? std::min((total - 1) / pageSize, 100) : 0;
        if (lastPage == 0) {
            then(Arrival::Absent, QString());
            return;
        }
        findIn<Comment>(commentsPage(lastPage), ReplyParser::comments, matches, then);
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
