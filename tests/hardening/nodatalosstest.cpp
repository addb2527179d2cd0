// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// Nothing the user wrote is lost or sent twice: a sending process (outboxhelper) is killed with
// SIGKILL at random moments over many rounds, sometimes while the server is slow to answer; after a
// restart every message it had queued is in the server's sent folder exactly once. Damaged files in
// the outbox and the cache are detected and never cost the other entries.

#include "ocsserverprocess.h"

#include "ocs/outbox.h"
#include "ocs/replycache.h"
#include "ocs/replyparser.h"

#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <signal.h>

namespace
{
constexpr int rounds = 24;
constexpr int messagesPerRound = 3;
}

class NoDataLossTest : public QObject
{
    Q_OBJECT

private:
    OcsServerProcess m_server;
    QTemporaryDir m_dir;
    QString m_outbox;
    QSet<QString> m_queued; ///< subjects the helper said were queued: the user sent them
    QSet<QString> m_started; ///< every subject handed to a helper (some may have died before queueing)
    int m_kills = 0;

    QByteArray get(const QString &path)
    {
        QNetworkAccessManager manager;
        QNetworkRequest request(QUrl(m_server.baseUrl().toString() + path));
        request.setRawHeader("Authorization", "Basic " + QByteArrayLiteral("demo:demo-password").toBase64());
        QNetworkReply *reply = manager.get(request);
        QEventLoop loop;
        connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
        loop.exec();
        const QByteArray body = reply->readAll();
        delete reply;
        return body;
    }

    /// Subjects in the server's sent folder of demo, with how often each is there.
    QHash<QString, int> sentSubjects()
    {
        const auto folders = Ocs::ReplyParser::folders(get(QStringLiteral("message")));
        QString sentFolder;
        for (const Ocs::Folder &folder : folders.items) {
            if (folder.type == QLatin1String("send")) {
                sentFolder = folder.id;
            }
        }
        QHash<QString, int> subjects;
        if (sentFolder.isEmpty()) {
            return subjects;
        }
        for (int page = 0; page < 100; ++page) {
            const auto messages = Ocs::ReplyParser::messages(get(QStringLiteral("message/%1?page=%2&pagesize=100").arg(sentFolder).arg(page)));
            for (const Ocs::Message &message : messages.items) {
                subjects[message.subject] += 1;
            }
            if (messages.items.size() < 100) {
                break;
            }
        }
        return subjects;
    }

    /// Runs the helper; kills it after @p killAfterMs when >= 0. Returns its exit code, -9 when killed.
    int runHelper(const QStringList &subjects, int killAfterMs)
    {
        QProcess helper;
        helper.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        helper.start(QStringLiteral(OUTBOXHELPER_BINARY), QStringList{m_server.baseUrl().toString(), m_outbox} + subjects);
        if (!helper.waitForStarted(10000)) {
            return -1;
        }
        m_started.unite(QSet<QString>(subjects.begin(), subjects.end()));
        bool killed = false;
        if (killAfterMs >= 0) {
            QTimer::singleShot(killAfterMs, &helper, [&helper, &killed, this] {
                if (helper.state() == QProcess::Running) {
                    ::kill(pid_t(helper.processId()), SIGKILL);
                    killed = true;
                    ++m_kills;
                }
            });
        }
        QEventLoop loop;
        connect(&helper, &QProcess::finished, &loop, &QEventLoop::quit);
        QTimer::singleShot(60000, &loop, &QEventLoop::quit);
        loop.exec();
        if (helper.state() != QProcess::NotRunning) {
            helper.kill();
            helper.waitForFinished(5000);
            return -2;
        }
        const QList<QByteArray> lines = helper.readAllStandardOutput().split('\n');
        for (const QByteArray &line : lines) {
            if (line.startsWith("queued ")) {
                m_queued.insert(QString::fromUtf8(line.mid(7)));
            }
        }
        return killed ? -9 : helper.exitCode();
    }

    /// Restarts the helper until its outbox is empty, as the engine does at each start.
    void drain()
    {
        for (int attempt = 0; attempt < 10; ++attempt) {
            const int code = runHelper({}, -1);
            if (code == 0) {
                return;
            }
            QVERIFY2(code == 3, qPrintable(QStringLiteral("helper exit code %1").arg(code)));
        }
        QFAIL("the outbox did not empty");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_outbox = m_dir.filePath(QStringLiteral("outbox"));
        QVERIFY2(m_server.start(100), qPrintable(m_server.errorString()));
    }

    void killedAtRandomMoments()
    {
        const quint32 seed = QRandomGenerator::global()->generate();
        qInfo("random seed %u", seed);
        QRandomGenerator random(seed);
        for (int round = 0; round < rounds; ++round) {
            // Every third round the server answers slowly: kills land while a reply is on its way.
            const bool slow = round % 3 == 2;
            QVERIFY(m_server.setFault(slow ? QStringLiteral("slow") : QStringLiteral("none")));
            QStringList subjects;
            for (int i = 0; i < messagesPerRound; ++i) {
                subjects.append(QStringLiteral("kill-test %1.%2").arg(round).arg(i));
            }
            const int code = runHelper(subjects, int(random.bounded(slow ? 3000 : 150)));
            QVERIFY2(code == -9 || code == 0 || code == 3, qPrintable(QString::number(code)));
            // Sometimes the restarted process dies too, before it could finish.
            if (random.bounded(2) == 0) {
                runHelper({}, int(random.bounded(200)));
            }
            QVERIFY(m_server.setFault(QStringLiteral("none")));
            drain();
            if (QTest::currentTestFailed()) {
                return;
            }
        }
        QVERIFY(m_kills >= rounds / 2);

        const QHash<QString, int> sent = sentSubjects();
        const auto left = Ocs::Outbox(m_outbox).entries();
        for (const Ocs::Outbox::Entry &entry : left) {
            qWarning("left in the outbox: %s (%s, %d attempts) %s",
                     qPrintable(entry.subject),
                     entry.state == Ocs::Outbox::Entry::Refused ? "refused" : "pending",
                     entry.attempts,
                     qPrintable(entry.error));
        }
        int delivered = 0;
        for (const QString &subject : std::as_const(m_queued)) {
            QVERIFY2(sent.value(subject) == 1, qPrintable(QStringLiteral("%1 arrived %2 times").arg(subject).arg(sent.value(subject))));
            ++delivered;
        }
        // What died before it was queued may or may not have been written, but never arrives twice.
        for (const QString &subject : std::as_const(m_started)) {
            QVERIFY2(sent.value(subject) <= 1, qPrintable(subject));
        }
        QVERIFY(delivered >= rounds);
        qInfo("%d rounds, %d kills, %d queued messages each delivered exactly once", rounds, m_kills, delivered);
    }

    // Half-written and foreign files in the outbox are set aside; every good entry is still sent.
    void damagedOutboxFilesCostNothing()
    {
        const Ocs::Outbox outbox(m_outbox);
        QVERIFY(outbox.entries().isEmpty());
        QStringList subjects;
        for (int i = 0; i < 3; ++i) {
            Ocs::Outbox::Entry entry;
            entry.to = QStringLiteral("anna.richter");
            entry.subject = QStringLiteral("survivor %1").arg(i);
            entry.body = QStringLiteral("kept");
            QVERIFY(outbox.add(entry));
            subjects.append(entry.subject);
        }
        auto write = [this](const QString &name, const QByteArray &bytes) {
            QFile file(m_outbox + QLatin1Char('/') + name);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        };
        write(QStringLiteral("11111111-1111-4111-8111-111111111111.entry"), "{\"version\":1,\"id\":\"11111111-1111-4111-8111-111111111111\",\"kind\":\"mess");
        write(QStringLiteral("22222222-2222-4222-8222-222222222222.entry"), QByteArray(300, '\0'));
        write(QStringLiteral("33333333-3333-4333-8333-333333333333.entry"), "");
        // What QSaveFile leaves when killed before its commit.
        write(QStringLiteral("44444444-4444-4444-8444-444444444444.entry.XyZ123"), "{\"version\":1");

        const auto entries = outbox.entries();
        QCOMPARE(entries.size(), 3);
        QCOMPARE(QDir(m_outbox).entryList({QStringLiteral("*.damaged")}).size(), 3);
        drain();
        if (QTest::currentTestFailed()) {
            return;
        }
        const QHash<QString, int> sent = sentSubjects();
        for (const QString &subject : std::as_const(subjects)) {
            QCOMPARE(sent.value(subject), 1);
        }
        QVERIFY(outbox.entries().isEmpty());
    }

    // A half-written or damaged cache file is discarded; the other entries stay.
    void damagedCacheFilesAreDiscarded()
    {
        const Ocs::ReplyCache cache(m_dir.filePath(QStringLiteral("cache")));
        QVERIFY(cache.store(QStringLiteral("Friends"), {"\"a\"", "<ocs>friends</ocs>", QDateTime::currentDateTimeUtc()}));
        QVERIFY(cache.store(QStringLiteral("Self"), {"\"b\"", "<ocs>self</ocs>", QDateTime::currentDateTimeUtc()}));
        const QStringList files = QDir(cache.directory()).entryList(QDir::Files);
        QCOMPARE(files.size(), 2);
        // Cut one in half, as a crash in the middle of a non-atomic write would.
        for (const QString &name : files) {
            QFile file(QDir(cache.directory()).filePath(name));
            QVERIFY(file.open(QIODevice::ReadWrite));
            const QByteArray bytes = file.readAll();
            if (bytes.contains("friends")) {
                QVERIFY(file.resize(bytes.size() / 2));
            }
        }
        QVERIFY(!cache.load(QStringLiteral("Friends")));
        QCOMPARE(QDir(cache.directory()).entryList(QDir::Files).size(), 1);
        const auto self = cache.load(QStringLiteral("Self"));
        QVERIFY(self);
        QCOMPARE(self->body, QByteArray("<ocs>self</ocs>"));
    }
};

QTEST_MAIN(NoDataLossTest)

#include "nodatalosstest.moc"
