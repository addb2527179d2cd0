// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// Users upgrade: the reply cache, the outbox and socialdesktoprc written by an earlier version load in this
// version: upgradetest has those of commit ca97bbc (the last before the Ocs::Session refactor), and
// upgradetest-0.1.0 those of the first release, with the friends snapshot KPeople reads (tests/data/upgrade/
// <version>, made by makefixtures with that version's own engine and widget plugin). The engine is driven only through its sources and service
// operations, as the widget does (the sources named with the account's key, as the widget names them since several
// copies may show several accounts), against the reference server on loopback.
//
// The files are named after the server they came from (<cache>/socialdesktop/ocs/127_0_0_1_PORT/demo): the
// server here listens on a free port, so the fixture's directories are copied under that port's name. Their
// contents name no server (cache keys are source names, outbox entries are JSON without a URL); only reply
// bodies mention the old address, in avatar links, which are compared as they were stored.

#include "engineservice.h"
#include "ocs/accountname.h"
#include "ocs/replyparser.h"
#include "ocsserverprocess.h"
#include "privatehome.h"
#include "updatelog.h"

#include "geo/coarsener.h"
#include "geo/locationconfig.h"
#include "people/friendsnapshot.h"

#include <plasmaengine.h>

#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QTest>

namespace
{
const QString fixtures = QStringLiteral(UPGRADE_FIXTURES);

QJsonObject readExpected()
{
    QFile file(fixtures + QStringLiteral("/expected.json"));
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
}

QString json(const QJsonValue &value)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact)).left(2000);
}

/// "127_0_0_1_PORT", the part of the cache and outbox paths that names the server (host and port, every
/// character but ASCII letters, digits and '-' as '_').
QString providerDirectory(const QUrl &url)
{
    QString name = url.host() + QLatin1Char('_') + QString::number(url.port());
    for (QChar &c : name) {
        if (!(c.isLetterOrNumber() && c.unicode() < 128) && c != QLatin1Char('-')) {
            c = QLatin1Char('_');
        }
    }
    return name;
}
}

// The home, with its runtime folder for KIO's sockets, in a short temporary folder before the application starts.
static const TemporaryHome temporaryHome;

class UpgradeTest : public QObject
{
    Q_OBJECT

private:
    QString m_home;
    QJsonObject m_expected;
    OcsServerProcess m_server;
    PlasmaEngine::DataEngineConsumer m_consumer;
    PlasmaEngine::DataEngine *m_engine = nullptr;
    std::unique_ptr<UpdateLog> m_log;
    /// The account's key before every source name, as the widget set to the fixture's account names them.
    QString m_prefix;
    /// The friends snapshot of the fixture as this version reads it, before the engine could write one.
    std::optional<People::FriendSnapshot> m_snapshot;
    QString m_snapshotDirectory;

    QString call(const QString &operation, const QVariantMap &parameters, QVariant *result = nullptr)
    {
        const ServiceAnswer answer = callServiceOf(m_engine, m_prefix + QStringLiteral("Account"), operation, parameters);
        if (result) {
            *result = answer.result;
        }
        return answer.error;
    }

    /// The updates of the account's source @p name.
    QVector<UpdateLog::Update> updates(const QString &name) const
    {
        return m_log->of(m_prefix + name);
    }

    /// The source's last update, or an empty one.
    UpdateLog::Update last(const QString &source) const
    {
        const QVector<UpdateLog::Update> updates = this->updates(source);
        return updates.isEmpty() ? UpdateLog::Update() : updates.last();
    }

    bool answeredByServer(const QString &source) const
    {
        const UpdateLog::Update update = last(source);
        return update.status == QLatin1String("ready") && !update.fromCache;
    }

    QByteArray get(const QString &path) const
    {
        const QString user = m_expected.value(QStringLiteral("user")).toString();
        return m_server.call(QStringLiteral("v1/") + path, user, m_expected.value(QStringLiteral("password")).toString());
    }

    /// How often @p subject is in the server's sent folder of the fixture's user.
    int timesSent(const QString &subject) const
    {
        QString sentFolder;
        for (const Ocs::Folder &folder : Ocs::ReplyParser::folders(get(QStringLiteral("message"))).items) {
            if (folder.type == QLatin1String("send")) {
                sentFolder = folder.id;
            }
        }
        const auto messages = Ocs::ReplyParser::messages(get(QStringLiteral("message/%1?pagesize=100").arg(sentFolder)));
        return std::count_if(messages.items.begin(), messages.items.end(), [&subject](const Ocs::Message &message) {
            return message.subject == subject;
        });
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_expected = readExpected();
        QVERIFY2(!m_expected.isEmpty(), qPrintable(fixtures + QStringLiteral("/expected.json is missing or not JSON")));
        // Every reply takes a while, so what the engine shows first can only come from the files.
        QVERIFY2(m_server.start(200, {QStringLiteral("--latency-ms"), QStringLiteral("1500")}), qPrintable(m_server.errorString()));

        m_home = temporaryHome.path();
        QVERIFY(!m_home.isEmpty());
        QVERIFY(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation).startsWith(m_home));
        const QString oldName = providerDirectory(QUrl(m_expected.value(QStringLiteral("serverUrl")).toString()));
        const QString newName = providerDirectory(m_server.baseUrl());
        const QString source = fixtures + QStringLiteral("/home");
        QDirIterator it(source, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
        int copied = 0;
        while (it.hasNext()) {
            const QString file = it.next();
            const QString target =
                m_home + file.mid(source.size()).replace(QLatin1Char('/') + oldName + QLatin1Char('/'), QLatin1Char('/') + newName + QLatin1Char('/'));
            QVERIFY(QDir().mkpath(QFileInfo(target).absolutePath()));
            QVERIFY2(QFile::copy(file, target), qPrintable(target));
            ++copied;
        }
        // ca97bbc: five cached replies, an outbox entry and socialdesktoprc; later versions say how many.
        QCOMPARE(copied, m_expected.value(QStringLiteral("files")).toInt(7));
        m_snapshotDirectory = People::FriendSnapshot::directoryFor(m_home + QStringLiteral("/data/socialdesktop"),
                                                                   m_server.baseUrl(),
                                                                   m_expected.value(QStringLiteral("user")).toString());
        m_snapshot = People::FriendSnapshot::read(m_snapshotDirectory);

        m_engine = m_consumer.dataEngine(QStringLiteral("ocs"));
        QVERIFY(m_engine && m_engine->isValid());
        m_log = std::make_unique<UpdateLog>(m_engine);
        m_prefix = Ocs::AccountName::prefix(Ocs::AccountName::key(m_server.baseUrl().toString(), m_expected.value(QStringLiteral("user")).toString()));
        QVERIFY(!m_prefix.isEmpty());
        for (const QString &name : {QStringLiteral("Self"), QStringLiteral("Friends"), QStringLiteral("Outbox")}) {
            m_engine->connectSource(m_prefix + name, m_log.get());
        }
        const QString error = call(QStringLiteral("login"),
                                   {{QStringLiteral("serverUrl"), m_server.baseUrl().toString()},
                                    {QStringLiteral("user"), m_expected.value(QStringLiteral("user")).toString()},
                                    {QStringLiteral("password"), m_expected.value(QStringLiteral("password")).toString()}});
        QCOMPARE(error, QString());
    }

    void cachedRepliesShowBeforeTheServerAnswers_data()
    {
        QTest::addColumn<QString>("source");
        QTest::newRow("Self") << QStringLiteral("Self");
        QTest::newRow("Friends") << QStringLiteral("Friends");
    }

    void cachedRepliesShowBeforeTheServerAnswers()
    {
        QFETCH(QString, source);
        QTRY_VERIFY_WITH_TIMEOUT(answeredByServer(source), 60000);
        const QVector<UpdateLog::Update> updates = this->updates(source);
        const auto fromCache = std::find_if(updates.begin(), updates.end(), [](const UpdateLog::Update &update) {
            return update.fromCache;
        });
        QVERIFY2(fromCache != updates.end(), "the cached reply of the earlier version was never shown");
        const auto fromServer = std::find_if(updates.begin(), updates.end(), [](const UpdateLog::Update &update) {
            return update.status == QLatin1String("ready") && !update.fromCache;
        });
        QVERIFY2(fromCache < fromServer, "the server answered before the cached reply was shown");

        const QJsonObject expected = m_expected.value(QStringLiteral("sources")).toObject().value(source).toObject();
        QVERIFY(!expected.isEmpty());
        for (auto it = expected.constBegin(); it != expected.constEnd(); ++it) {
            QVERIFY2(
                fromCache->shown.value(it.key()) == it.value(),
                qPrintable(
                    QStringLiteral("%1 %2 from the cache: %3, stored: %4").arg(source, it.key(), json(fromCache->shown.value(it.key())), json(it.value()))));
        }
    }

    void cachedValuesAreReal()
    {
        // What the comparison above covered: the person and the friends of the fixture, not empty data.
        const QJsonObject sources = m_expected.value(QStringLiteral("sources")).toObject();
        const QJsonObject self = sources.value(QStringLiteral("Self")).toObject().value(QStringLiteral("Person")).toObject();
        QCOMPARE(self.value(QStringLiteral("id")).toString(), m_expected.value(QStringLiteral("user")).toString());
        QVERIFY(!self.value(QStringLiteral("name")).toString().isEmpty());
        const QJsonArray friends = sources.value(QStringLiteral("Friends")).toObject().value(QStringLiteral("Rows")).toArray();
        QVERIFY(friends.size() >= 10);
        QVERIFY(!friends.first().toObject().value(QStringLiteral("id")).toString().isEmpty());
    }

    void unsentMessageIsShownAndDelivered()
    {
        const QJsonArray stored = m_expected.value(QStringLiteral("outbox")).toArray();
        QCOMPARE(stored.size(), 1);
        const QJsonObject entry = stored.first().toObject();
        const QString subject = entry.value(QStringLiteral("subject")).toString();
        QCOMPARE(subject, QStringLiteral("Written before the upgrade"));
        QCOMPARE(entry.value(QStringLiteral("state")).toString(), QStringLiteral("pending"));

        // The Outbox source showed the entry as the earlier version wrote it.
        QTRY_VERIFY_WITH_TIMEOUT(!updates(QStringLiteral("Outbox")).isEmpty(), 10000);
        const QVector<UpdateLog::Update> updates = this->updates(QStringLiteral("Outbox"));
        const auto shown = std::find_if(updates.begin(), updates.end(), [](const UpdateLog::Update &update) {
            return !update.shown.value(QStringLiteral("Items")).toArray().isEmpty();
        });
        QVERIFY2(shown != updates.end(), "the outbox entry of the earlier version was never shown");
        const QJsonObject item = shown->shown.value(QStringLiteral("Items")).toArray().first().toObject();
        for (const QString &key : {QStringLiteral("id"), QStringLiteral("kind"), QStringLiteral("to"), QStringLiteral("subject"), QStringLiteral("body")}) {
            QCOMPARE(item.value(key), entry.value(key));
        }

        // Then it goes out, once, and leaves the outbox.
        QTRY_VERIFY_WITH_TIMEOUT(last(QStringLiteral("Outbox")).shown.value(QStringLiteral("Items")).toArray().isEmpty(), 60000);
        QCOMPARE(timesSent(subject), 1);
        int posts = 0;
        // Sending is a POST to message/<folder>; nothing else posted a message here.
        for (const QJsonObject &request : m_server.requestLog()) {
            posts += request.value(QStringLiteral("method")).toString() == QLatin1String("POST")
                && request.value(QStringLiteral("path")).toString().startsWith(QLatin1String("/v1/message/"));
        }
        QCOMPARE(posts, 1);
    }

    void friendsSnapshotReadsTheSame()
    {
        const QJsonObject expected = m_expected.value(QStringLiteral("people")).toObject();
        if (expected.isEmpty()) {
            QVERIFY(!m_snapshot);
            QSKIP("this version wrote no friends snapshot");
        }
        QVERIFY2(m_snapshot, qPrintable(m_snapshotDirectory + QStringLiteral(": no readable snapshot")));
        QCOMPARE(m_snapshot->host, expected.value(QStringLiteral("host")).toString());
        QCOMPARE(m_snapshot->user, expected.value(QStringLiteral("user")).toString());
        QCOMPARE(m_snapshot->updated.toMSecsSinceEpoch(), expected.value(QStringLiteral("updated")).toVariant().toLongLong());
        const QJsonArray friends = expected.value(QStringLiteral("friends")).toArray();
        QVERIFY(friends.size() >= 10);
        QCOMPARE(m_snapshot->friends.size(), friends.size());
        int avatars = 0;
        for (int i = 0; i < friends.size(); ++i) {
            const QJsonObject stored = friends.at(i).toObject();
            const People::FriendSnapshot::Friend &read = m_snapshot->friends.at(i);
            QCOMPARE(read.id, stored.value(QStringLiteral("id")).toString());
            QCOMPARE(read.name, stored.value(QStringLiteral("name")).toString());
            QCOMPARE(read.city, stored.value(QStringLiteral("city")).toString());
            QCOMPARE(read.homepages, stored.value(QStringLiteral("homepages")).toVariant().toStringList());
            QCOMPARE(read.avatarFile, stored.value(QStringLiteral("avatarFile")).toString());
            if (!read.avatarFile.isEmpty()) {
                QVERIFY(QFileInfo(People::FriendSnapshot::avatarDirectory(m_snapshotDirectory) + QLatin1Char('/') + read.avatarFile).size() > 0);
                ++avatars;
            }
        }
        QVERIFY(avatars > 0);
    }

    void locationChoicesReadTheSame()
    {
        const QJsonObject choice = m_expected.value(QStringLiteral("location")).toObject();
        QCOMPARE(choice.value(QStringLiteral("source")).toString(), QStringLiteral("manual"));
        QVERIFY(QFile::exists(m_home + QStringLiteral("/config/socialdesktoprc")));
        Geo::LocationConfig config;
        const Geo::Settings settings = config.settings();
        QVERIFY(settings.useManual);
        QVERIFY(!settings.gpsEnabled);
        QVERIFY(!settings.geoIpEnabled);
        QCOMPARE(settings.manual.latitude, choice.value(QStringLiteral("latitude")).toDouble());
        QCOMPARE(settings.manual.longitude, choice.value(QStringLiteral("longitude")).toDouble());
        QCOMPARE(settings.manual.city, choice.value(QStringLiteral("city")).toString());
        QCOMPARE(settings.manual.countryCode, choice.value(QStringLiteral("countryCode")).toString());
        QCOMPARE(Geo::Coarsener::precisionId(config.precision()), choice.value(QStringLiteral("precision")).toString());
        QCOMPARE(config.precision(), Geo::Coarsener::Precision::Neighbourhood);

        // The same choice again finds nothing to write: the file says exactly what was chosen.
        Geo::LocationConfig::Choice same;
        same.source = choice.value(QStringLiteral("source")).toString();
        same.latitude = choice.value(QStringLiteral("latitude")).toDouble();
        same.longitude = choice.value(QStringLiteral("longitude")).toDouble();
        same.city = choice.value(QStringLiteral("city")).toString();
        same.countryCode = choice.value(QStringLiteral("countryCode")).toString();
        same.precision = choice.value(QStringLiteral("precision")).toString();
        QVERIFY(!config.setChoice(same));
    }
};

QTEST_MAIN(UpgradeTest)

#include "upgradetest.moc"
