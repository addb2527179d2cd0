// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/outboxsender.h"
#include "ocs/client.h"
#include "ocs/operations.h"
#include "ocs/replyparser.h"
#include "ocs/servertext.h"
#include "ocsserverprocess.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace Ocs;

// The outbox delivering to the real reference server: exactly once, whatever happens in between.
class OutboxSenderTest : public QObject
{
    Q_OBJECT

private:
    OcsServerProcess m_server;
    QTemporaryDir m_dir;
    Client m_client;

    Outbox outbox(const QString &name) const
    {
        return Outbox(m_dir.filePath(name));
    }

    static Outbox::Entry message(const QString &to, const QString &subject)
    {
        Outbox::Entry entry;
        entry.to = to;
        entry.subject = subject;
        entry.body = QStringLiteral("Text of ") + subject;
        return entry;
    }

    /// How many POST message/2 with this subject reached the server.
    int postsWithSubject(const QString &subject) const
    {
        int count = 0;
        const auto log = m_server.requestLog();
        for (const QJsonObject &entry : log) {
            if (entry.value(QStringLiteral("method")).toString() == QLatin1String("POST")
                && entry.value(QStringLiteral("path")).toString().startsWith(QLatin1String("/v1/message/2"))
                && entry.value(QStringLiteral("form")).toObject().value(QStringLiteral("subject")).toString() == subject) {
                ++count;
            }
        }
        return count;
    }

    /// How many copies of the message are in the sender's sent folder.
    int sentCopies(const QString &subject)
    {
        Request request;
        request.path = QStringLiteral("message/1");
        request.query.addQueryItem(QStringLiteral("pagesize"), QStringLiteral("100"));
        std::optional<Result<Message>> sent;
        m_client.call<Message>(request, ReplyParser::messages, this, [&sent](const Result<Message> &result) {
            sent = result;
        });
        QTest::qWaitFor(
            [&sent] {
                return sent.has_value();
            },
            20000);
        if (!sent || !sent->isSuccess()) {
            return -1;
        }
        return std::count_if(sent->reply.items.cbegin(), sent->reply.items.cend(), [&subject](const Message &m) {
            return m.subject == subject;
        });
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_server.start(200), qPrintable(m_server.errorString()));
        m_client.setProvider(Provider(m_server.baseUrl()));
        m_client.setCredentials({QStringLiteral("demo"), QStringLiteral("demo-password")});
    }

    void deliversAndForgets()
    {
        const Outbox box = outbox(QStringLiteral("deliver"));
        QVERIFY(box.add(message(QStringLiteral("anna.richter"), QStringLiteral("first"))));
        QVERIFY(box.add(message(QStringLiteral("anna.richter"), QStringLiteral("second"))));
        OutboxSender sender(&m_client, box);
        QSignalSpy delivered(&sender, &OutboxSender::delivered);
        sender.flush();
        QTRY_COMPARE_WITH_TIMEOUT(delivered.size(), 2, 20000);
        // Oldest first.
        QCOMPARE(delivered.at(0).at(0).value<Outbox::Entry>().subject, QStringLiteral("first"));
        QVERIFY(box.entries().isEmpty());
        QCOMPARE(postsWithSubject(QStringLiteral("first")), 1);
        QCOMPARE(sentCopies(QStringLiteral("second")), 1);
    }

    void refusalKeepsTheText()
    {
        const Outbox box = outbox(QStringLiteral("refuse"));
        QVERIFY(box.add(message(QStringLiteral("no-such-person-anywhere"), QStringLiteral("lost?"))));
        QVERIFY(box.add(message(QStringLiteral("anna.richter"), QStringLiteral("after the refused one"))));
        OutboxSender sender(&m_client, box);
        QSignalSpy refused(&sender, &OutboxSender::refused);
        QSignalSpy delivered(&sender, &OutboxSender::delivered);
        sender.flush();
        QTRY_COMPARE_WITH_TIMEOUT(delivered.size(), 1, 20000);
        QCOMPARE(refused.size(), 1);
        const auto entries = box.entries();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().state, Outbox::Entry::Refused);
        QCOMPARE(entries.first().body, QStringLiteral("Text of lost?"));
        QVERIFY(!entries.first().error.isEmpty());
    }

    // A hostile server's reason for a refusal is kept, and later shown, only bounded and on one line.
    void refusalReasonIsBounded()
    {
        const Outbox box = outbox(QStringLiteral("longmessage"));
        QVERIFY(box.add(message(QStringLiteral("anna.richter"), QStringLiteral("refused at length"))));
        QVERIFY(m_server.setFault(QStringLiteral("longmessage"), 1));
        OutboxSender sender(&m_client, box);
        QSignalSpy refused(&sender, &OutboxSender::refused);
        sender.flush();
        QTRY_COMPARE_WITH_TIMEOUT(refused.size(), 1, 20000);
        const auto entries = box.entries();
        QCOMPARE(entries.size(), 1);
        QCOMPARE(entries.first().state, Outbox::Entry::Refused);
        QCOMPARE(entries.first().body, QStringLiteral("Text of refused at length"));
        const QString reason = entries.first().error;
        // line breaks and the tab become spaces; the right-to-left override is removed, not replaced
        QVERIFY2(reason.startsWith(QStringLiteral("Refused CALL +1-555-0100 NOWAAA")), qPrintable(reason.left(80)));
        QCOMPARE(reason.size(), ServerText::maxLength);
        for (const QChar c : reason) {
            QVERIFY2(c.category() != QChar::Other_Control && c.category() != QChar::Other_Format, qPrintable(QString::number(c.unicode(), 16)));
        }
    }

    void serverAwayThenBack()
    {
        const Outbox box = outbox(QStringLiteral("offline"));
        QVERIFY(box.add(message(QStringLiteral("anna.richter"), QStringLiteral("written offline"))));
        m_server.stop();
        OutboxSender sender(&m_client, box);
        QSignalSpy deferred(&sender, &OutboxSender::deferred);
        QSignalSpy delivered(&sender, &OutboxSender::delivered);
        sender.flush();
        QTRY_COMPARE_WITH_TIMEOUT(deferred.size(), 1, 20000);
        QCOMPARE(box.entries().size(), 1);
        QCOMPARE(box.entries().first().attempts, 1);

        QVERIFY(m_server.restart());
        sender.flush();
        QTRY_COMPARE_WITH_TIMEOUT(delivered.size(), 1, 20000);
        QVERIFY(box.entries().isEmpty());
        QCOMPARE(sentCopies(QStringLiteral("written offline")), 1);
    }

    void lostReplyIsNotSentTwice()
    {
        // The first try reached the server, but its answer never came back: the entry says one attempt.
        const QString subject = QStringLiteral("answer lost on the way");
        std::optional<Result<NoData>> first;
        const Outbox::Entry entry = message(QStringLiteral("anna.richter"), subject);
        const Outbox box = outbox(QStringLiteral("lost"));
        auto stored = box.add(entry);
        QVERIFY(stored);
        m_client.call<NoData>(Operations::sendMessage(entry.to, entry.subject, entry.body), ReplyParser::status, this, [&first](const Result<NoData> &r) {
            first = r;
        });
        QTRY_VERIFY_WITH_TIMEOUT(first.has_value(), 20000);
        QVERIFY(first->isSuccess());
        stored->attempts = 1;
        QVERIFY(box.update(*stored));

        OutboxSender sender(&m_client, box);
        QSignalSpy delivered(&sender, &OutboxSender::delivered);
        sender.flush();
        QTRY_COMPARE_WITH_TIMEOUT(delivered.size(), 1, 20000);
        QCOMPARE(postsWithSubject(subject), 1);
        QCOMPARE(sentCopies(subject), 1);
        QVERIFY(box.entries().isEmpty());
    }

    // The server took the message, then its answer broke in the middle: one look in the sent folder finds it.
    void unreadableAnswerToAStoredMessageEndsDelivered()
    {
        const QString subject = QStringLiteral("stored, answer cut");
        const Outbox box = outbox(QStringLiteral("truncated"));
        QVERIFY(box.add(message(QStringLiteral("anna.richter"), subject)));
        QVERIFY(m_server.setFault(QStringLiteral("truncated"), 1));
        OutboxSender sender(&m_client, box);
        QSignalSpy delivered(&sender, &OutboxSender::delivered);
        QSignalSpy unconfirmed(&sender, &OutboxSender::unconfirmed);
        sender.flush();
        QTRY_COMPARE_WITH_TIMEOUT(delivered.size(), 1, 20000);
        QCOMPARE(unconfirmed.size(), 0);
        QVERIFY(box.entries().isEmpty());
        QCOMPARE(postsWithSubject(subject), 1);
        QCOMPARE(sentCopies(subject), 1);
    }

    // An answer that cannot be understood, and the message not on the server: it waits for the user.
    // It is neither sent again on its own (not even on the next flush) nor left pending.
    void unreadableAnswerWaitsForTheUser_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::newRow("HTML page") << QStringLiteral("html");
        QTest::newRow("random bytes") << QStringLiteral("garbage");
        QTest::newRow("HTTP 500") << QStringLiteral("http500");
    }

    void unreadableAnswerWaitsForTheUser()
    {
        QFETCH(QString, fault);
        const QString subject = QStringLiteral("answered with ") + fault;
        const Outbox box = outbox(QStringLiteral("unclear-") + fault);
        QVERIFY(box.add(message(QStringLiteral("anna.richter"), subject)));
        QVERIFY(m_server.setFault(fault, 1));
        OutboxSender sender(&m_client, box);
        QSignalSpy unconfirmed(&sender, &OutboxSender::unconfirmed);
        QSignalSpy delivered(&sender, &OutboxSender::delivered);
        sender.flush();
        QTRY_COMPARE_WITH_TIMEOUT(unconfirmed.size(), 1, 20000);
        QCOMPARE(box.entries().size(), 1);
        Outbox::Entry entry = box.entries().first();
        QCOMPARE(entry.state, Outbox::Entry::Unconfirmed);
        QCOMPARE(entry.body, QStringLiteral("Text of ") + subject);
        QCOMPARE(entry.attempts, 1);

        sender.flush();
        QTest::qWait(500);
        QCOMPARE(postsWithSubject(subject), 1);
        QCOMPARE(delivered.size(), 0);
        QCOMPARE(box.entries().first().state, Outbox::Entry::Unconfirmed);

        // Sent again because the user said so (the engine's resendOutboxEntry): looked for, then sent once.
        entry.state = Outbox::Entry::Pending;
        QVERIFY(box.update(entry));
        sender.flush();
        QTRY_COMPARE_WITH_TIMEOUT(delivered.size(), 1, 20000);
        QVERIFY(box.entries().isEmpty());
        QCOMPARE(postsWithSubject(subject), 2);
        QCOMPARE(sentCopies(subject), 1);
    }

    // Tried this often without ever an answer, and not on the server: the user decides, nothing is sent.
    void lostAnswersEndWithTheUser()
    {
        const QString subject = QStringLiteral("five answers lost");
        const Outbox box = outbox(QStringLiteral("lost-often"));
        auto stored = box.add(message(QStringLiteral("anna.richter"), subject));
        QVERIFY(stored);
        stored->attempts = 5;
        QVERIFY(box.update(*stored));
        OutboxSender sender(&m_client, box);
        QSignalSpy unconfirmed(&sender, &OutboxSender::unconfirmed);
        sender.flush();
        QTRY_COMPARE_WITH_TIMEOUT(unconfirmed.size(), 1, 20000);
        QCOMPARE(box.entries().first().state, Outbox::Entry::Unconfirmed);
        QCOMPARE(postsWithSubject(subject), 0);
    }

    // Rate limited: nothing was taken, so it stays pending and goes out once the server takes it.
    void rateLimitedWaitsItsTurn()
    {
        const QString subject = QStringLiteral("after the rate limit");
        const Outbox box = outbox(QStringLiteral("ratelimit"));
        QVERIFY(box.add(message(QStringLiteral("anna.richter"), subject)));
        QVERIFY(m_server.setFault(QStringLiteral("ratelimit"), 1));
        OutboxSender sender(&m_client, box);
        QSignalSpy deferred(&sender, &OutboxSender::deferred);
        QSignalSpy delivered(&sender, &OutboxSender::delivered);
        sender.flush();
        QTRY_COMPARE_WITH_TIMEOUT(deferred.size(), 1, 20000);
        QCOMPARE(box.entries().first().state, Outbox::Entry::Pending);
        sender.flush();
        QTRY_COMPARE_WITH_TIMEOUT(delivered.size(), 1, 20000);
        QCOMPARE(sentCopies(subject), 1);
    }

    // A write the server's database did not take (its write lock held past the busy timeout by another process):
    // HTTP 503 with Retry-After and OCS 996, which the outbox keeps and sends again, once, when the database is back.
    void notStoredIsSentAgain()
    {
        if (OcsServerProcess::usesPostgreSql()) {
            QSKIP("holds the lock in the SQLite file");
        }
        const QString subject = QStringLiteral("while the database was locked");
        const Outbox box = outbox(QStringLiteral("notstored"));
        QVERIFY(box.add(message(QStringLiteral("anna.richter"), subject)));
        sqlite3 *holder = nullptr;
        QCOMPARE(sqlite3_open(QFile::encodeName(m_server.filePath(QStringLiteral("community.sqlite"))).constData(), &holder), SQLITE_OK);
        QCOMPARE(sqlite3_exec(holder, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr), SQLITE_OK);
        OutboxSender sender(&m_client, box);
        QSignalSpy deferred(&sender, &OutboxSender::deferred);
        QSignalSpy delivered(&sender, &OutboxSender::delivered);
        sender.flush();
        QTRY_COMPARE_WITH_TIMEOUT(deferred.size(), 1, 20000);
        sqlite3_exec(holder, "ROLLBACK", nullptr, nullptr, nullptr);
        sqlite3_close(holder);
        QCOMPARE(box.entries().first().state, Outbox::Entry::Pending);
        QCOMPARE(sentCopies(subject), 0);
        sender.flush();
        QTRY_COMPARE_WITH_TIMEOUT(delivered.size(), 1, 20000);
        QCOMPARE(sentCopies(subject), 1);
        QCOMPARE(postsWithSubject(subject), 2);
    }

    // A status: posted once, and after a lost answer found in the stream instead of posted again.
    void statusPostedOnce()
    {
        const QString text = QStringLiteral("Status from the outbox test");
        const Outbox box = outbox(QStringLiteral("status"));
        Outbox::Entry status;
        status.kind = Outbox::Entry::Activity;
        status.body = text;
        QVERIFY(box.add(status));
        OutboxSender sender(&m_client, box);
        QSignalSpy delivered(&sender, &OutboxSender::delivered);
        sender.flush();
        QTRY_COMPARE_WITH_TIMEOUT(delivered.size(), 1, 20000);
        QVERIFY(box.entries().isEmpty());

        // Its answer was lost: the entry says one attempt, and the stream already has it.
        auto again = box.add(status);
        QVERIFY(again);
        again->attempts = 1;
        QVERIFY(box.update(*again));
        sender.flush();
        QTRY_COMPARE_WITH_TIMEOUT(delivered.size(), 2, 20000);
        int posts = 0;
        const auto log = m_server.requestLog();
        for (const QJsonObject &entry : log) {
            if (entry.value(QStringLiteral("method")).toString() == QLatin1String("POST")
                && entry.value(QStringLiteral("path")).toString() == QLatin1String("/v1/activity")
                && entry.value(QStringLiteral("form")).toObject().value(QStringLiteral("message")).toString() == text) {
                ++posts;
            }
        }
        QCOMPARE(posts, 1);
    }

    QStringList ids(const QString &path)
    {
        Request request;
        request.path = path;
        request.query.addQueryItem(QStringLiteral("pagesize"), QStringLiteral("100"));
        std::optional<Result<Person>> result;
        m_client.call<Person>(request, ReplyParser::persons, this, [&result](const Result<Person> &r) {
            result = r;
        });
        QTest::qWaitFor(
            [&result] {
                return result.has_value();
            },
            20000);
        QStringList list;
        if (result) {
            for (const Person &person : std::as_const(result->reply.items)) {
                list.append(person.id.toLower());
            }
        }
        return list;
    }

    void invitationsToo()
    {
        // Someone who is neither a friend nor invited yet.
        const QStringList known = ids(QStringLiteral("friend/data/demo")) + ids(QStringLiteral("friend/sentinvitations"))
            + ids(QStringLiteral("friend/receivedinvitations")) + QStringList{QStringLiteral("demo")};
        QString stranger;
        const QStringList everybody = ids(QStringLiteral("person/data"));
        for (const QString &id : everybody) {
            if (!known.contains(id)) {
                stranger = id;
                break;
            }
        }
        QVERIFY(!stranger.isEmpty());

        const Outbox box = outbox(QStringLiteral("invite"));
        Outbox::Entry invitation;
        invitation.kind = Outbox::Entry::Invitation;
        invitation.to = stranger;
        invitation.body = QStringLiteral("Hi, let's be friends");
        QVERIFY(box.add(invitation));
        OutboxSender sender(&m_client, box);
        QSignalSpy delivered(&sender, &OutboxSender::delivered);
        sender.flush();
        QTRY_COMPARE_WITH_TIMEOUT(delivered.size(), 1, 20000);
        QVERIFY(box.entries().isEmpty());
        QVERIFY(ids(QStringLiteral("friend/sentinvitations")).contains(stranger));
    }
};

QTEST_GUILESS_MAIN(OutboxSenderTest)

#include "outboxsendertest.moc"
