// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/transportjob.h"
#include "ocs/replyparser.h"
#include "ocsserverprocess.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Ocs;

// The KIO transport against the real reference server on loopback.
class TransportJobTest : public QObject
{
    Q_OBJECT

private:
    OcsServerProcess m_server;
    const Credentials m_demo{QStringLiteral("demo"), QStringLiteral("demo-password")};

    Response send(const Request &request, const Credentials &credentials, const TransportJob::Limits &limits = {})
    {
        return send(Provider(m_server.baseUrl()), request, credentials, limits);
    }

    Response send(const Provider &provider, const Request &request, const Credentials &credentials, const TransportJob::Limits &limits = {})
    {
        auto *job = new TransportJob(provider, credentials, request, limits);
        QSignalSpy finished(job, &TransportJob::finished);
        Response response;
        connect(job, &TransportJob::finished, this, [&response](TransportJob *done) {
            response = done->response();
        });
        if (!finished.wait(60000)) {
            qWarning() << "transport job did not finish";
        }
        return response;
    }

    static Request get(const QString &path)
    {
        Request request;
        request.path = path;
        return request;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(m_server.start(200), qPrintable(m_server.errorString()));
    }

    void init()
    {
        QVERIFY(m_server.setFault(QStringLiteral("none")));
    }

    void anonymousGet()
    {
        Request request = get(QStringLiteral("config"));
        request.authenticate = false;
        const Response response = send(request, {});
        QCOMPARE(response.error, Response::NoError);
        QCOMPARE(response.httpStatus, 200);
        const auto config = ReplyParser::config(response.body);
        QVERIFY(config.isSuccess());
        QCOMPARE(config.items.first().version, QStringLiteral("1.6"));
    }

    void basicAuthAndNoPasswordInLog()
    {
        const Response response = send(get(QStringLiteral("person/self")), m_demo);
        QCOMPARE(response.error, Response::NoError);
        const auto self = ReplyParser::persons(response.body);
        QVERIFY(self.isSuccess());
        QCOMPARE(self.items.first().id, QStringLiteral("demo"));
        QVERIFY(!response.etag.isEmpty());

        const auto log = m_server.requestLog();
        QVERIFY(!log.isEmpty());
        QCOMPARE(log.last().value(QStringLiteral("user")).toString(), QStringLiteral("demo"));
        QVERIFY(!m_server.requestLogBytes().contains("demo-password"));
    }

    void missingOrWrongCredentials()
    {
        // No dialog, no hang: a 401 is a typed error.
        QCOMPARE(send(get(QStringLiteral("person/self")), {}).error, Response::Unauthorized);
        const Response wrong = send(get(QStringLiteral("person/self")), {QStringLiteral("demo"), QStringLiteral("not-the-password")});
        QCOMPARE(wrong.error, Response::Unauthorized);
        QCOMPARE(wrong.httpStatus, 401);
        QVERIFY(wrong.body.isEmpty());
    }

    void conditionalGet()
    {
        const Request request = get(QStringLiteral("friend/data/demo"));
        const Response first = send(request, m_demo);
        QCOMPARE(first.error, Response::NoError);
        QVERIFY(!first.etag.isEmpty());
        QVERIFY(!first.body.isEmpty());

        Request again = request;
        again.etag = first.etag;
        const Response second = send(again, m_demo);
        QCOMPARE(second.error, Response::NoError);
        QCOMPARE(second.httpStatus, 304);
        QVERIFY(second.notModified);
        QVERIFY(second.body.isEmpty());

        Request stale = request;
        stale.etag = "\"something-else\"";
        const Response third = send(stale, m_demo);
        QVERIFY(!third.notModified);
        QCOMPARE(third.body, first.body);
    }

    void postFormIsEncodedFaithfully()
    {
        const QString subject = QStringLiteral("C++ & Qt: 100%% = ünïcødé + \"quotes\"");
        Request request;
        request.method = Request::Post;
        request.path = QStringLiteral("message/2");
        request.form.addQueryItem(QStringLiteral("to"), QStringLiteral("anna.richter"));
        request.form.addQueryItem(QStringLiteral("subject"), subject);
        request.form.addQueryItem(QStringLiteral("message"), QStringLiteral("line 1\nline 2 a+b=c&d"));
        const Response response = send(request, m_demo);
        QCOMPARE(response.error, Response::NoError);
        const auto status = ReplyParser::status(response.body);
        QVERIFY2(status.isSuccess(), qPrintable(status.meta.message));

        const auto log = m_server.requestLog();
        const QJsonObject form = log.last().value(QStringLiteral("form")).toObject();
        QCOMPARE(form.value(QStringLiteral("subject")).toString(), subject);
        QCOMPARE(form.value(QStringLiteral("message")).toString(), QStringLiteral("line 1\nline 2 a+b=c&d"));
    }

    void credentialsNeverCrossANetworkInClear()
    {
        // Refused before anything is sent: the .invalid domain is never even looked up.
        const Provider remote(QUrl(QStringLiteral("http://ocs.invalid/v1/")));
        const Response response = send(remote, get(QStringLiteral("person/self")), m_demo);
        QCOMPARE(response.error, Response::InsecureCredentials);
    }

    void replySizeIsCapped()
    {
        TransportJob::Limits limits;
        limits.maxReplyBytes = 2000;
        Request request = get(QStringLiteral("friend/data/demo"));
        request.query.addQueryItem(QStringLiteral("pagesize"), QStringLiteral("100"));
        const Response response = send(request, m_demo, limits);
        QCOMPARE(response.error, Response::TooLarge);
        QVERIFY(response.body.isEmpty());

        QVERIFY(m_server.setFault(QStringLiteral("huge")));
        const Response huge = send(get(QStringLiteral("friend/data/demo")), m_demo);
        QCOMPARE(huge.error, Response::TooLarge);
    }

    void httpErrors()
    {
        QVERIFY(m_server.setFault(QStringLiteral("http500")));
        const Response response = send(get(QStringLiteral("person/self")), m_demo);
        QCOMPARE(response.error, Response::HttpError);
        QCOMPARE(response.httpStatus, 500);
    }

    void droppedConnection()
    {
        QVERIFY(m_server.setFault(QStringLiteral("drop")));
        const Response response = send(get(QStringLiteral("friend/data/demo")), m_demo);
        // The server answered, then hung up half way: said as such (KIO 5), not as "cannot be reached"; or, where
        // the worker passes the bytes that came as the reply (KIO 6), never as a whole one: the parser finds it cut.
        if (response.error == Response::NoError) {
            QVERIFY(!response.body.isEmpty());
            QCOMPARE(ReplyParser::persons(response.body).error, ParseError::Truncated);
        } else {
            QVERIFY2(response.error == Response::ConnectionBroken || response.error == Response::HttpError, qPrintable(response.errorDetail));
            QVERIFY(response.body.isEmpty());
        }
    }

    void stalledTransferTimesOut()
    {
        QVERIFY(m_server.setFault(QStringLiteral("slow")));
        TransportJob::Limits limits;
        limits.timeoutMs = 100;
        const Response response = send(get(QStringLiteral("friend/data/demo")), m_demo, limits);
        QCOMPARE(response.error, Response::Timeout);
    }

    void serverGone()
    {
        m_server.stop();
        const Response response = send(get(QStringLiteral("person/self")), m_demo);
        QCOMPARE(response.error, Response::NetworkError);
        QVERIFY(!response.errorDetail.isEmpty());
        QVERIFY(m_server.restart());
    }
};

QTEST_GUILESS_MAIN(TransportJobTest)

#include "transportjobtest.moc"
