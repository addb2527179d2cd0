// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "engineservice.h"
#include "ocsserverprocess.h"
#include "receiver.h"

#include <KConfigGroup>
#include <KSharedConfig>
#include <plasmaengine.h>

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTest>

#include <sys/stat.h>

// The `Providers` and `Capabilities` sources of the `ocs` engine against the reference server as a provider that
// offers only `person` (`--services person`): the provider list from its provider file and an installed one,
// fetched only when asked for and cached privately; a sign-in that works although friends and messages are
// missing, and a server without any social service, said so on the account.
class ProvidersEngineTest : public QObject
{
    Q_OBJECT

private:
    // A provider with people only; the engine as Plasma loads it, and what it published.
    OcsServerProcess m_server;
    Receiver m_receiver;
    PlasmaEngine::DataEngineConsumer m_consumer;
    PlasmaEngine::DataEngine *m_engine = nullptr;

    QVariantMap data(const QString &source) const
    {
        return m_receiver.data.value(source);
    }

    int requestsFor(const QString &path) const
    {
        const auto log = m_server.requestLog();
        return std::count_if(log.cbegin(), log.cend(), [&path](const QJsonObject &entry) {
            return entry.value(QStringLiteral("path")).toString() == path;
        });
    }

    int lastStatusFor(const QString &path) const
    {
        int status = 0;
        const auto log = m_server.requestLog();
        for (const QJsonObject &entry : log) {
            if (entry.value(QStringLiteral("path")).toString() == path) {
                status = entry.value(QStringLiteral("status")).toInt();
            }
        }
        return status;
    }

    static int modeOf(const QString &path)
    {
        struct stat info;
        return ::lstat(QFile::encodeName(path).constData(), &info) == 0 ? int(info.st_mode & 0777) : -1;
    }

    QVariantMap login(const QUrl &server)
    {
        return {{QStringLiteral("serverUrl"), server.toString()},
                {QStringLiteral("user"), QStringLiteral("demo")},
                {QStringLiteral("password"), QStringLiteral("demo-password")}};
    }

    QVariantList providerItems() const
    {
        return data(QStringLiteral("Providers")).value(QStringLiteral("Items")).toList();
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/socialdesktop")).removeRecursively();
        QVERIFY2(m_server.start(50, {QStringLiteral("--services"), QStringLiteral("person")}), qPrintable(m_server.errorString()));
        KConfigGroup group = KSharedConfig::openConfig(QStringLiteral("socialdesktoprc"))->group(QStringLiteral("Providers"));
        group.writeEntry("Files", QStringList{m_server.origin() + QStringLiteral("/providers.xml")});
        group.sync();
        // What a distribution installs: a community of its own.
        const QString installed = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/socialdesktop/providers");
        QVERIFY(QDir().mkpath(installed));
        QFile local(installed + QStringLiteral("/distribution.xml"));
        QVERIFY(local.open(QIODevice::WriteOnly));
        local.write(
            "<providers><provider><id>distro</id><location>https://ocs.distribution.example/v1/</location><name>Distribution community</name>"
            "<termsofuse>https://distribution.example/terms</termsofuse><register>javascript:alert(1)</register>"
            "<services><person ocsversion=\"1.6\"/><friend ocsversion=\"1.6\"/></services></provider></providers>");
        local.close();
        m_engine = m_consumer.dataEngine(QStringLiteral("ocs"));
        QVERIFY(m_engine && m_engine->isValid());
    }

    void nothingFetchedBeforeTheChooserAsks()
    {
        m_engine->connectSource(QStringLiteral("Account"), &m_receiver);
        m_engine->connectSource(QStringLiteral("Capabilities"), &m_receiver);
        QTRY_COMPARE(data(QStringLiteral("Account")).value(QStringLiteral("Status")).toString(), QStringLiteral("unconfigured"));
        QTest::qWait(500);
        QCOMPARE(requestsFor(QStringLiteral("/providers.xml")), 0);
        QCOMPARE(data(QStringLiteral("Capabilities")).value(QStringLiteral("Status")).toString(), QStringLiteral("unconfigured"));
    }

    void providersFromTheServerAndAnInstalledFile()
    {
        m_engine->connectSource(QStringLiteral("Providers"), &m_receiver);
        QTRY_COMPARE_WITH_TIMEOUT(data(QStringLiteral("Providers")).value(QStringLiteral("Status")).toString(), QStringLiteral("ready"), 20000);
        QCOMPARE(data(QStringLiteral("Providers")).value(QStringLiteral("Error")).toString(), QString());
        QCOMPARE(requestsFor(QStringLiteral("/providers.xml")), 1);
        const QVariantList items = providerItems();
        QCOMPARE(items.size(), 2);
        // The installed file first.
        const QVariantMap distro = items.at(0).toMap();
        QCOMPARE(distro.value(QStringLiteral("Name")).toString(), QStringLiteral("Distribution community"));
        QCOMPARE(distro.value(QStringLiteral("TermsOfUse")).toString(), QStringLiteral("https://distribution.example/terms"));
        QCOMPARE(distro.value(QStringLiteral("Register")).toString(), QString());
        const QVariantMap reference = items.at(1).toMap();
        QCOMPARE(reference.value(QStringLiteral("Location")).toString(), m_server.baseUrl().toString());
        QCOMPARE(reference.value(QStringLiteral("Services")).toStringList(), QStringList{QStringLiteral("person")});

        // Cached privately, with its ETag.
        const QString folder = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/socialdesktop/providers");
        const QStringList files = QDir(folder).entryList(QDir::Files);
        // One checksummed file per URL with its ETag inside (the reply cache's format; the next test's 304 needs that ETag).
        QCOMPARE(files.size(), 1);
        QCOMPARE(modeOf(folder), 0700);
        for (const QString &file : files) {
            QCOMPARE(modeOf(folder + QLatin1Char('/') + file), 0600);
        }
    }

    void askedAgainTheCachedFileIsRevalidated()
    {
        m_engine->disconnectSource(QStringLiteral("Providers"), &m_receiver);
        m_receiver.data.remove(QStringLiteral("Providers"));
        // Unused, the source goes; the chooser opened again asks for it anew.
        QTRY_VERIFY_WITH_TIMEOUT(!m_engine->containerForSource(QStringLiteral("Providers")), 20000);
        m_engine->connectSource(QStringLiteral("Providers"), &m_receiver);
        QTRY_COMPARE_WITH_TIMEOUT(requestsFor(QStringLiteral("/providers.xml")), 2, 20000);
        QTRY_COMPARE(data(QStringLiteral("Providers")).value(QStringLiteral("Status")).toString(), QStringLiteral("ready"));
        QCOMPARE(lastStatusFor(QStringLiteral("/providers.xml")), 304);
        QCOMPARE(providerItems().size(), 2);
    }

    void signInWithoutFriendsOrMessages()
    {
        m_engine->connectSource(QStringLiteral("Friends"), &m_receiver);
        m_engine->connectSource(QStringLiteral("Self"), &m_receiver);
        const QString error = callService(m_engine, QStringLiteral("login"), login(m_server.baseUrl()), 30000).error;
        QCOMPARE(error, QString());
        QTRY_VERIFY(data(QStringLiteral("Account")).value(QStringLiteral("SignedIn")).toBool());
        QCOMPARE(data(QStringLiteral("Account")).value(QStringLiteral("Error")).toString(), QString());
        QTRY_COMPARE_WITH_TIMEOUT(data(QStringLiteral("Self")).value(QStringLiteral("Status")).toString(), QStringLiteral("ready"), 20000);
        QTRY_COMPARE_WITH_TIMEOUT(data(QStringLiteral("Friends")).value(QStringLiteral("Status")).toString(), QStringLiteral("unsupported"), 20000);
        QCOMPARE(data(QStringLiteral("Friends")).value(QStringLiteral("Error")).toString(), QString());

        // The provider file said so first; the answers agree.
        const QVariantMap capabilities = data(QStringLiteral("Capabilities"));
        QCOMPARE(capabilities.value(QStringLiteral("Provider")).toString(), m_server.baseUrl().toString());
        QCOMPARE(capabilities.value(QStringLiteral("Origin")).toString(), QStringLiteral("file"));
        QStringList missing = capabilities.value(QStringLiteral("Missing")).toStringList();
        missing.sort();
        // The help modules (knowledgebase, comment, forum) too: a provider file that lists none of them offers none.
        QCOMPARE(missing,
                 (QStringList{QStringLiteral("activity"),
                              QStringLiteral("comment"),
                              QStringLiteral("event"),
                              QStringLiteral("forum"),
                              QStringLiteral("friend"),
                              QStringLiteral("knowledgebase"),
                              QStringLiteral("message")}));
        QCOMPARE(capabilities.value(QStringLiteral("Services")).toMap().value(QStringLiteral("person")), QVariant(true));
        QVERIFY(!capabilities.value(QStringLiteral("NoSocialServices")).toBool());
        QCOMPARE(lastStatusFor(QStringLiteral("/v1/friend/data/demo")), 200);
        callService(m_engine, QStringLiteral("logout"), {}, 30000);
    }

    void aServerWithoutSocialServicesIsSaidSo()
    {
        // Like a Nextcloud server: 998 to every OCS module the widget uses, person included. Learnt from answers.
        OcsServerProcess bare;
        QVERIFY2(bare.start(10, {QStringLiteral("--services"), QStringLiteral("activity")}), qPrintable(bare.errorString()));
        const QString error = callService(m_engine, QStringLiteral("login"), login(bare.baseUrl()), 30000).error;
        QVERIFY(error.contains(QLatin1String("does not offer")));
        QTRY_COMPARE(data(QStringLiteral("Account")).value(QStringLiteral("Error")).toString(), error);
        QVERIFY(!data(QStringLiteral("Account")).value(QStringLiteral("SignedIn")).toBool());
    }
};

QTEST_MAIN(ProvidersEngineTest)

#include "providersenginetest.moc"
