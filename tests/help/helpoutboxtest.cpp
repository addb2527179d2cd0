// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/operations.h"
#include "ocs/outbox.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QUrlQuery>

using namespace Ocs;

/**
 * The outbox's help kinds (question, answer, topic, reply): kept on disk with their target and parent, refused
 * when they belong to nothing, the files 0.1.0 wrote still read, and the requests they make.
 */
class HelpOutboxTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void helpKindsRoundTrip()
    {
        QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/helpoutbox-XXXXXX"));
        const Outbox outbox(dir.path());
        Outbox::Entry question;
        question.kind = Outbox::Entry::Question;
        question.subject = QStringLiteral("Sound stops after suspend");
        question.body = QStringLiteral("No sound until I log in again.");
        Outbox::Entry answer;
        answer.kind = Outbox::Entry::Answer;
        answer.target = QStringLiteral("127");
        answer.parent = QStringLiteral("4");
        answer.subject = QStringLiteral("Re: How do I change the wallpaper?");
        answer.body = QStringLiteral("Right-click.");
        Outbox::Entry topic;
        topic.kind = Outbox::Entry::Topic;
        topic.target = QStringLiteral("2");
        topic.subject = QStringLiteral("Printer not found");
        topic.body = QStringLiteral("CUPS sees it.");
        Outbox::Entry reply;
        reply.kind = Outbox::Entry::Reply;
        reply.target = QStringLiteral("31");
        reply.subject = QStringLiteral("Re: Fan loud");
        reply.body = QStringLiteral("Same here.");
        for (const Outbox::Entry &entry : {question, answer, topic, reply}) {
            QVERIFY(outbox.add(entry).has_value());
        }
        const QVector<Outbox::Entry> read = outbox.entries();
        QCOMPARE(read.size(), 4);
        QCOMPARE(read.at(0).kindId(), QStringLiteral("question"));
        QVERIFY(read.at(0).isHelp());
        QVERIFY(read.at(0).target.isEmpty());
        QCOMPARE(read.at(1).kindId(), QStringLiteral("answer"));
        QCOMPARE(read.at(1).target, QStringLiteral("127"));
        QCOMPARE(read.at(1).parent, QStringLiteral("4"));
        QCOMPARE(read.at(1).fields().value(QStringLiteral("parent")).toString(), QStringLiteral("4"));
        QCOMPARE(read.at(2).kindId(), QStringLiteral("topic"));
        QCOMPARE(read.at(2).subject, QStringLiteral("Printer not found"));
        QCOMPARE(read.at(3).kindId(), QStringLiteral("reply"));
        QVERIFY(!read.at(3).fields().contains(QStringLiteral("parent")));
    }

    void belongingToNothingIsDamaged()
    {
        QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/helpoutbox-XXXXXX"));
        const QByteArray entries[] = {
            R"({"version":1,"id":"11111111-1111-1111-1111-111111111111","kind":"answer","state":"pending","to":"","subject":"Re","body":"b","created":"2026-01-01T10:00:00.000Z","attempts":0})",
            R"({"version":1,"id":"22222222-2222-2222-2222-222222222222","kind":"question","state":"pending","to":"bob","subject":"t","body":"b","created":"2026-01-01T10:00:00.000Z","attempts":0})",
            R"({"version":1,"id":"33333333-3333-3333-3333-333333333333","kind":"vote","state":"pending","to":"","subject":"t","body":"b","created":"2026-01-01T10:00:00.000Z","attempts":0})",
            R"({"version":1,"id":"44444444-4444-4444-4444-444444444444","kind":"reply","state":"pending","to":"","target":"31","subject":"Re","body":"b","created":"2026-01-01T10:00:00.000Z","attempts":2})",
        };
        for (const QByteArray &json : entries) {
            const QString id = QString::fromLatin1(json.mid(json.indexOf("\"id\":\"") + 6, 36));
            QFile file(dir.filePath(id + QStringLiteral(".entry")));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(json);
        }
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("setting aside a damaged outbox entry")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("setting aside a damaged outbox entry")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("setting aside a damaged outbox entry")));
        const QVector<Outbox::Entry> read = Outbox(dir.path()).entries();
        QCOMPARE(read.size(), 1);
        QCOMPARE(read.first().kind, Outbox::Entry::Reply);
        QCOMPARE(read.first().attempts, 2);
    }

    void filesOf010StillLoad()
    {
        // The outbox 0.1.0 wrote (tests/data/upgrade/0.1.0), copied: every entry reads as before.
        const QString fixture = QStringLiteral(UPGRADE_FIXTURES "/0.1.0/home/data/socialdesktop/outbox");
        QDirIterator files(fixture, {QStringLiteral("*.entry")}, QDir::Files, QDirIterator::Subdirectories);
        int count = 0;
        while (files.hasNext()) {
            const QString path = files.next();
            QTemporaryDir dir(QDir::tempPath() + QStringLiteral("/helpoutbox-XXXXXX"));
            QVERIFY(QFile::copy(path, dir.filePath(QFileInfo(path).fileName())));
            const QVector<Outbox::Entry> read = Outbox(dir.path()).entries();
            QCOMPARE(read.size(), 1);
            QVERIFY(!read.first().isHelp());
            QVERIFY(read.first().target.isEmpty());
            QVERIFY(!read.first().fields().contains(QStringLiteral("target")));
            ++count;
        }
        QVERIFY(count > 0);
    }

    void requests()
    {
        const Request question = Operations::askQuestion(QStringLiteral("T"), QStringLiteral("x & y"), QString());
        QCOMPARE(question.path, QStringLiteral("knowledgebase/data"));
        QCOMPARE(question.form.queryItemValue(QStringLiteral("subject")), QStringLiteral("T"));
        QCOMPARE(question.form.queryItemValue(QStringLiteral("message"), QUrl::FullyDecoded), QStringLiteral("x & y"));
        QVERIFY(!question.form.hasQueryItem(QStringLiteral("content")));
        const Request answer = Operations::addComment(7, QStringLiteral("127"), QString(), QStringLiteral("Re: T"), QStringLiteral("a"));
        QCOMPARE(answer.path, QStringLiteral("comments/add"));
        QCOMPARE(answer.form.queryItemValue(QStringLiteral("type")), QStringLiteral("7"));
        QCOMPARE(answer.form.queryItemValue(QStringLiteral("content")), QStringLiteral("127"));
        QCOMPARE(answer.form.queryItemValue(QStringLiteral("content2")), QStringLiteral("0"));
        const Request topic = Operations::newTopic(QStringLiteral("2"), QStringLiteral("S"), QStringLiteral("C"));
        QCOMPARE(topic.path, QStringLiteral("forum/topic/add"));
        QCOMPARE(topic.form.queryItemValue(QStringLiteral("forum")), QStringLiteral("2"));
        QCOMPARE(Operations::vote(QStringLiteral("5"), 250).form.queryItemValue(QStringLiteral("vote")), QStringLiteral("100"));
        QCOMPARE(Operations::vote(QStringLiteral("../5"), 0).path, QStringLiteral("comments/vote/..%2F5"));
    }
};

QTEST_GUILESS_MAIN(HelpOutboxTest)

#include "helpoutboxtest.moc"
