// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/sendoutcome.h"
#include "ocs/replyparser.h"
#include "ocs/servertext.h"

#include <QTest>

using namespace Ocs;

Q_DECLARE_METATYPE(Ocs::SendOutcome::Kind)

// How the outbox reads the answer to a write: every transport error, HTTP status and reply form.
class SendOutcomeTest : public QObject
{
    Q_OBJECT

private:
    static Result<NoData> answered(const QByteArray &body)
    {
        Result<NoData> result;
        result.response.httpStatus = 200;
        result.response.body = body;
        result.reply = ReplyParser::status(body);
        return result;
    }

    static Result<NoData> failed(Response::Error error, int httpStatus = 0)
    {
        Result<NoData> result;
        result.response.error = error;
        result.response.httpStatus = httpStatus;
        result.response.errorDetail = QStringLiteral("detail");
        return result;
    }

private Q_SLOTS:
    void classifies_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<SendOutcome::Kind>("kind");
        QTest::addColumn<QString>("reason");

        QTest::newRow("100") << 0 << SendOutcome::Taken << QString();
        QTest::newRow("1.0 form, ok") << 1 << SendOutcome::Taken << QString();
        QTest::newRow("refused with a reason") << 2 << SendOutcome::Refused << QStringLiteral("user not found");
        QTest::newRow("refused without one") << 3 << SendOutcome::Refused << QStringLiteral("102");
        QTest::newRow("1.0 form, failed") << 4 << SendOutcome::Refused << QStringLiteral("0");
        QTest::newRow("rate limited") << 5 << SendOutcome::NotTaken << QStringLiteral("rate limited");
        QTest::newRow("HTML page") << 6 << SendOutcome::Unclear << QString();
        QTest::newRow("empty body") << 7 << SendOutcome::Unclear << QString();
        QTest::newRow("not OCS") << 8 << SendOutcome::Unclear << QString();
        QTest::newRow("unreachable") << 9 << SendOutcome::NotTaken << QStringLiteral("detail");
        QTest::newRow("401") << 10 << SendOutcome::NotTaken << QStringLiteral("detail");
        QTest::newRow("certificate") << 11 << SendOutcome::NotTaken << QStringLiteral("detail");
        QTest::newRow("timeout") << 12 << SendOutcome::Lost << QStringLiteral("detail");
        QTest::newRow("broken") << 13 << SendOutcome::Lost << QStringLiteral("detail");
        QTest::newRow("too large") << 14 << SendOutcome::Unclear << QStringLiteral("detail");
        QTest::newRow("HTTP 404") << 15 << SendOutcome::Refused << QStringLiteral("HTTP 404");
        QTest::newRow("HTTP 429") << 16 << SendOutcome::NotTaken << QStringLiteral("detail");
        QTest::newRow("HTTP 503") << 17 << SendOutcome::NotTaken << QStringLiteral("detail");
        QTest::newRow("HTTP 408") << 18 << SendOutcome::Lost << QStringLiteral("detail");
        QTest::newRow("HTTP 500") << 19 << SendOutcome::Unclear << QStringLiteral("detail");
        QTest::newRow("HTTP 502") << 20 << SendOutcome::Unclear << QStringLiteral("detail");
    }

    void classifies()
    {
        QFETCH(int, row);
        QFETCH(SendOutcome::Kind, kind);
        QFETCH(QString, reason);
        const QVector<Result<NoData>> results{
            answered("<?xml version=\"1.0\"?><ocs><meta><status>ok</status><statuscode>100</statuscode></meta><data/></ocs>"),
            answered("<?xml version=\"1.0\"?><ocs><status>ok</status></ocs>"),
            answered("<ocs><meta><status>failed</status><statuscode>101</statuscode><message>user not found</message></meta></ocs>"),
            answered("<ocs><meta><status>failed</status><statuscode>102</statuscode></meta></ocs>"),
            answered("<ocs><status>failed</status></ocs>"),
            answered("<ocs><meta><status>failed</status><statuscode>200</statuscode><message>slow down</message></meta></ocs>"),
            answered("<html><body><h1>Maintenance</h1></body></html>"),
            answered(QByteArray()),
            answered("<rss><channel/></rss>"),
            failed(Response::NetworkError),
            failed(Response::Unauthorized, 401),
            failed(Response::UntrustedCertificate),
            failed(Response::Timeout),
            failed(Response::ConnectionBroken, 200),
            failed(Response::TooLarge, 200),
            failed(Response::HttpError, 404),
            failed(Response::HttpError, 429),
            failed(Response::HttpError, 503),
            failed(Response::HttpError, 408),
            failed(Response::HttpError, 500),
            failed(Response::HttpError, 502),
        };
        const SendOutcome outcome = SendOutcome::of(results.at(row));
        QCOMPARE(outcome.kind, kind);
        if (!reason.isNull()) {
            QCOMPARE(outcome.reason, reason);
        }
    }

    // The reason of a refusal is kept on disk and shown: bounded, on one line.
    void refusalReasonIsBounded()
    {
        const QByteArray reason = QByteArray("no\nway\xe2\x80\xae ") + QByteArray(50000, 'x');
        const SendOutcome outcome =
            SendOutcome::of(answered("<ocs><meta><status>failed</status><statuscode>101</statuscode><message>" + reason + "</message></meta></ocs>"));
        QCOMPARE(outcome.kind, SendOutcome::Refused);
        QCOMPARE(outcome.reason.size(), ServerText::maxLength);
        QVERIFY(outcome.reason.startsWith(QStringLiteral("no way")));
    }
};

QTEST_GUILESS_MAIN(SendOutcomeTest)

#include "sendoutcometest.moc"
