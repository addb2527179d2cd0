// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/capabilities.h"
#include "ocs/replyparser.h"
#include "ocsfixture.h"
#include "storage/privatefiles.h"

#include <QFile>
#include <QStandardPaths>
#include <QTest>

using namespace Ocs;

// What an answer says about a provider's services, and what is kept of it on disk.
class CapabilitiesTest : public QObject
{
    Q_OBJECT

private:
    static Response ok()
    {
        Response response;
        response.httpStatus = 200;
        return response;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
    }

    void nextcloudSaysMissing()
    {
        // Nextcloud's OCS v1 answer to a path no app serves: HTTP 200 with OCS 998.
        const Reply<NoData> reply = ReplyParser::status(ocsFixture("nextcloud-998.xml"));
        QVERIFY(reply.isReadable());
        QCOMPARE(reply.meta.statusCode, 998);
        QVERIFY(Capabilities::saysMissing(SourceName::parse(QStringLiteral("Friends")), ok(), reply));
        QVERIFY(Capabilities::saysMissing(SourceName::parse(QStringLiteral("Messages:0")), ok(), reply));
        // Sources without calls have no service.
        QVERIFY(!Capabilities::saysMissing(SourceName::parse(QStringLiteral("Outbox")), ok(), reply));
    }

    void http404SaysMissing()
    {
        Response notFound;
        notFound.error = Response::HttpError;
        notFound.httpStatus = 404;
        QVERIFY(Capabilities::saysMissing(SourceName::parse(QStringLiteral("Activity")), notFound, Reply<NoData>()));
        Response serverError = notFound;
        serverError.httpStatus = 500;
        QVERIFY(!Capabilities::saysMissing(SourceName::parse(QStringLiteral("Activity")), serverError, Reply<NoData>()));
    }

    void unknownRequestOnlyForTheServiceCall()
    {
        Reply<NoData> unknown;
        unknown.meta.statusCode = 999;
        unknown.meta.status = QStringLiteral("failed");
        // 999 to the folder list: no message module. To one folder: only that folder is unknown.
        QVERIFY(Capabilities::saysMissing(SourceName::parse(QStringLiteral("Folders")), ok(), unknown));
        QVERIFY(!Capabilities::saysMissing(SourceName::parse(QStringLiteral("Messages:7")), ok(), unknown));
        QVERIFY(!Capabilities::saysMissing(SourceName::parse(QStringLiteral("Friends:alice")), ok(), unknown));
    }

    void keptPerProvider()
    {
        const QUrl provider(QStringLiteral("https://ocs.example.org/v1/"));
        QFile::remove(Capabilities::fileFor(provider));
        {
            Capabilities capabilities(provider);
            QVERIFY(!capabilities.offers(QStringLiteral("friend")).has_value());
            ProviderEntry entry;
            entry.location = provider;
            entry.services.insert(QStringLiteral("person"), QStringLiteral("1.6"));
            entry.services.insert(QStringLiteral("content"), QStringLiteral("1.6"));
            QVERIFY(capabilities.setFromProviderFile(entry));
            QVERIFY(!capabilities.setFromProviderFile(entry));
            QCOMPARE(capabilities.offers(QStringLiteral("friend")), std::optional<bool>(false));
            // An answer wins over the file.
            Reply<NoData> success;
            success.meta.statusCode = 100;
            success.meta.status = QStringLiteral("ok");
            QVERIFY(capabilities.note(SourceName::parse(QStringLiteral("Friends")), ok(), success));
        }
        QVERIFY(Storage::PrivateFiles::isPrivate(Capabilities::fileFor(provider)));
        const Capabilities again(QUrl(QStringLiteral("https://ocs.example.org/v1")));
        QCOMPARE(again.offers(QStringLiteral("friend")), std::optional<bool>(true));
        QCOMPARE(again.offers(QStringLiteral("message")), std::optional<bool>(false));
        QCOMPARE(again.data().value(QStringLiteral("Origin")).toString(), QStringLiteral("file"));
        QCOMPARE(again.data().value(QStringLiteral("Missing")).toStringList(),
                 (QStringList{QStringLiteral("activity"),
                              QStringLiteral("comment"),
                              QStringLiteral("event"),
                              QStringLiteral("forum"),
                              QStringLiteral("knowledgebase"),
                              QStringLiteral("message")}));
        // The help sources' services (docs/help.md): their list calls' 999 says the module is missing.
        QCOMPARE(Capabilities::serviceOf(SourceName::Knowledge), QStringLiteral("knowledgebase"));
        QCOMPARE(Capabilities::serviceOf(SourceName::KnowledgeEntry), QStringLiteral("knowledgebase"));
        QCOMPARE(Capabilities::serviceOf(SourceName::Forums), QStringLiteral("forum"));
        QCOMPARE(Capabilities::serviceOf(SourceName::TopicSearch), QStringLiteral("forum"));
        QCOMPARE(Capabilities::serviceOf(SourceName::Topic), QStringLiteral("comment"));
        Reply<NoData> unknownCall;
        unknownCall.meta.statusCode = 999;
        QVERIFY(Capabilities::saysMissing(SourceName::parse(QStringLiteral("Knowledge:wallpaper")), ok(), unknownCall));
        QVERIFY(Capabilities::saysMissing(SourceName::parse(QStringLiteral("Forums")), ok(), unknownCall));
        QVERIFY(!Capabilities::saysMissing(SourceName::parse(QStringLiteral("Topics:3")), ok(), unknownCall));
        // Signed out: nothing known, nothing written.
        QCOMPARE(Capabilities().data().value(QStringLiteral("Status")).toString(), QStringLiteral("unconfigured"));
    }
};

QTEST_GUILESS_MAIN(CapabilitiesTest)

#include "capabilitiestest.moc"
