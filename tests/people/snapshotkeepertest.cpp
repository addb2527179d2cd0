// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "people/snapshotkeeper.h"
#include "ocs/pagedlistmodel.h"
#include "ocs/session.h"
#include "ocsserverprocess.h"
#include "people/friendsnapshot.h"
#include "privatehome.h"
#include "storage/privatefiles.h"

#include <QDir>
#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace People;

// What the ocs engine keeps for the desktop's address book, against the real reference server: every friend,
// their pictures as local files, nothing a hostile member could turn into a file read or a remote load.
class SnapshotKeeperTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_home;
    OcsServerProcess m_server;
    std::unique_ptr<Ocs::Session> m_session;
    std::shared_ptr<Ocs::PagedListModel> m_friends;

    SnapshotKeeper *start()
    {
        m_session = std::make_unique<Ocs::Session>(m_server.baseUrl(), Ocs::Credentials{QStringLiteral("demo"), QStringLiteral("demo-password")});
        m_friends = std::make_shared<Ocs::PagedListModel>();
        m_session->setModels([this](const QString &source) {
            return source == QLatin1String("Friends") ? m_friends.get() : nullptr;
        });
        auto *keeper = new SnapshotKeeper(m_session.get(), 0);
        m_session->show(QStringLiteral("Friends"));
        return keeper;
    }

    int requestsTo(const QString &pathStart, int from) const
    {
        int count = 0;
        const QVector<QJsonObject> log = m_server.requestLog();
        for (int i = from; i < log.size(); ++i) {
            count += log.at(i).value(QStringLiteral("path")).toString().startsWith(pathStart) ? 1 : 0;
        }
        return count;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        PrivateHome::use(m_home.path());
        QVERIFY2(m_server.start(300, {QStringLiteral("--demo-friends"), QStringLiteral("130")}), qPrintable(m_server.errorString()));
    }

    void everyFriendWithPictureAsLocalFile()
    {
        SnapshotKeeper *keeper = start();
        QSignalSpy written(keeper, &SnapshotKeeper::written);
        QVERIFY(written.wait(60000));
        QCOMPARE(written.first().first().toInt(), 130);

        const std::optional<FriendSnapshot> snapshot = FriendSnapshot::read(keeper->directory());
        QVERIFY(snapshot);
        QCOMPARE(snapshot->friends.size(), 130);
        QCOMPARE(snapshot->user, QStringLiteral("demo"));
        QCOMPARE(snapshot->host, QStringLiteral("127.0.0.1:%1").arg(m_server.baseUrl().port()));
        QCOMPARE(snapshot->contactId(QStringLiteral("a b")), QStringLiteral("ocs://127.0.0.1:%1/a%20b").arg(m_server.baseUrl().port()));
        int pictures = 0;
        for (const FriendSnapshot::Friend &person : snapshot->friends) {
            QVERIFY(!person.id.isEmpty());
            QVERIFY(!person.name.isEmpty());
            for (const QString &homepage : person.homepages) {
                QVERIFY(homepage.startsWith(QLatin1String("http://")) || homepage.startsWith(QLatin1String("https://")));
            }
            if (person.avatarFile.isEmpty()) {
                continue;
            }
            ++pictures;
            const QString path = FriendSnapshot::avatarDirectory(keeper->directory()) + QLatin1Char('/') + person.avatarFile;
            const QImage image(path);
            QVERIFY2(!image.isNull(), qPrintable(path));
            QVERIFY(image.width() <= AvatarStore::side && image.height() <= AvatarStore::side);
            QVERIFY(Storage::PrivateFiles::isPrivate(path));
        }
        QVERIFY(pictures > 0);
        QVERIFY(Storage::PrivateFiles::isPrivate(FriendSnapshot::fileIn(keeper->directory())));
        QVERIFY(Storage::PrivateFiles::isPrivate(keeper->directory()));

        // Unchanged on the server: a new session's 304 for the list writes nothing again, and asks for no picture.
        const int logStart = m_server.requestLog().size();
        SnapshotKeeper *again = start();
        QSignalSpy rewritten(again, &SnapshotKeeper::written);
        QVERIFY(!rewritten.wait(3000));
        QCOMPARE(requestsTo(QStringLiteral("/avatar"), logStart), 0);
    }

    void hostilePicturesAreNeverFiles()
    {
        // The snapshot of the test before, unchanged on the server (this session's list is a 304).
        SnapshotKeeper *keeper = start();
        const std::optional<FriendSnapshot> before = FriendSnapshot::read(keeper->directory());
        QVERIFY(before && before->friends.size() > 2);

        // Two friends change their pictures to a local file and to a scheme that runs things.
        const QString local = before->friends.at(0).id;
        const QString script = before->friends.at(1).id;
        bool ok = false;
        m_server.call(QStringLiteral("control/person"),
                      {},
                      {},
                      "id=" + QUrl::toPercentEncoding(local) + "&avatarurl=" + QUrl::toPercentEncoding(QStringLiteral("file:///etc/hosts")),
                      &ok);
        QVERIFY(ok);
        m_server.call(QStringLiteral("control/person"),
                      {},
                      {},
                      "id=" + QUrl::toPercentEncoding(script) + "&avatarurl=" + QUrl::toPercentEncoding(QStringLiteral("javascript:alert(1)")),
                      &ok);
        QVERIFY(ok);

        QSignalSpy second(keeper, &SnapshotKeeper::written);
        m_session->refresh(QStringLiteral("Friends"));
        QVERIFY(second.wait(60000));
        const std::optional<FriendSnapshot> after = FriendSnapshot::read(keeper->directory());
        QVERIFY(after);
        for (const FriendSnapshot::Friend &person : after->friends) {
            if (person.id == local || person.id == script) {
                QVERIFY2(person.avatarFile.isEmpty(), qPrintable(person.id));
            }
        }
        // Their old pictures went with the old addresses; nothing but PNGs of the store's own naming is there.
        const QStringList files = QDir(FriendSnapshot::avatarDirectory(keeper->directory())).entryList(QDir::Files);
        for (const QString &file : files) {
            QVERIFY2(file.endsWith(QLatin1String(".png")) && file.size() == 44, qPrintable(file));
        }
    }
};

QTEST_GUILESS_MAIN(SnapshotKeeperTest)

#include "snapshotkeepertest.moc"
