// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/signupoutcome.h"
#include "ocs/operations.h"
#include "ocs/replyparser.h"
#include "ocs/servertext.h"

#include <QTest>

using namespace Ocs;

namespace
{
QByteArray failed(int code, const QString &message)
{
    return QStringLiteral("<?xml version=\"1.0\"?><ocs><meta><status>failed</status><statuscode>%1</statuscode><message>%2</message></meta></ocs>")
        .arg(code)
        .arg(message.toHtmlEscaped())
        .toUtf8();
}

SignupOutcome outcomeOf(const QByteArray &body)
{
    Response response;
    response.httpStatus = 200;
    return SignupOutcome::from(response, ReplyParser::status(body));
}
}

/// What a person/add answer means for the sign-up form, and the request that asks it.
class SignupOutcomeTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void requestIsAnonymousWithTheFiveFields()
    {
        const Request request = Operations::createAccount({QStringLiteral("ada"), QStringLiteral("p&ss=1+2%")},
                                                          QStringLiteral("Ada"),
                                                          QStringLiteral("Lovelace"),
                                                          QStringLiteral("ada@example.org"));
        QCOMPARE(request.method, Request::Post);
        QCOMPARE(request.path, QStringLiteral("person/add"));
        QVERIFY(!request.authenticate);
        QVERIFY(request.query.isEmpty());
        QCOMPARE(request.form.queryItemValue(QStringLiteral("login")), QStringLiteral("ada"));
        QCOMPARE(request.form.queryItemValue(QStringLiteral("password"), QUrl::FullyDecoded), QStringLiteral("p&ss=1+2%"));
        QCOMPARE(request.form.queryItemValue(QStringLiteral("firstname")), QStringLiteral("Ada"));
        QCOMPARE(request.form.queryItemValue(QStringLiteral("lastname")), QStringLiteral("Lovelace"));
        QCOMPARE(request.form.queryItemValue(QStringLiteral("email")), QStringLiteral("ada@example.org"));
    }

    void codesNameTheirField_data()
    {
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("field");
        QTest::newRow("101") << 101 << int(SignupOutcome::Refused) << QString();
        QTest::newRow("102") << 102 << int(SignupOutcome::Refused) << QStringLiteral("password");
        QTest::newRow("103") << 103 << int(SignupOutcome::Refused) << QStringLiteral("login");
        QTest::newRow("104") << 104 << int(SignupOutcome::Refused) << QStringLiteral("login");
        // the spec's numbers: 105 taken, 106 invalid (the original server swapped the texts)
        QTest::newRow("105") << 105 << int(SignupOutcome::Refused) << QStringLiteral("email");
        QTest::newRow("106") << 106 << int(SignupOutcome::Refused) << QStringLiteral("email");
        QTest::newRow("998") << 998 << int(SignupOutcome::NotSupported) << QString();
        QTest::newRow("999") << 999 << int(SignupOutcome::NotSupported) << QString();
        QTest::newRow("200 rate limit") << 200 << int(SignupOutcome::Failed) << QString();
    }

    void codesNameTheirField()
    {
        QFETCH(int, code);
        QFETCH(int, kind);
        QFETCH(QString, field);
        // The server's own text must not become a field's words.
        const SignupOutcome outcome = outcomeOf(failed(code, QStringLiteral("SERVER SAYS")));
        QCOMPARE(int(outcome.kind), kind);
        QCOMPARE(outcome.field, field);
        QVERIFY(!outcome.error.isEmpty());
        QVERIFY(!outcome.error.contains(QStringLiteral("SERVER SAYS")));
    }

    void swappedTextsDoNotSwapTheField()
    {
        // The original server's 105 says "email invalid": the number counts.
        QCOMPARE(outcomeOf(failed(105, QStringLiteral("please specify a valid email"))).error, SignupOutcome::forCode(105).error);
        QVERIFY(SignupOutcome::forCode(105).error != SignupOutcome::forCode(106).error);
    }

    void created()
    {
        const SignupOutcome outcome =
            outcomeOf(QByteArrayLiteral("<?xml version=\"1.0\"?><ocs><meta><status>ok</status><statuscode>100</statuscode><message/></meta></ocs>"));
        QCOMPARE(outcome.kind, SignupOutcome::Created);
        QVERIFY(outcome.error.isEmpty());
    }

    void missingCallIsNotSupported_data()
    {
        QTest::addColumn<int>("status");
        QTest::newRow("404") << 404;
        QTest::newRow("405") << 405;
        QTest::newRow("501") << 501;
    }

    void missingCallIsNotSupported()
    {
        QFETCH(int, status);
        Response response;
        response.error = Response::HttpError;
        response.httpStatus = status;
        QCOMPARE(SignupOutcome::from(response, Reply<NoData>()).kind, SignupOutcome::NotSupported);
        response.httpStatus = 500;
        QCOMPARE(SignupOutcome::from(response, Reply<NoData>()).kind, SignupOutcome::Failed);
    }

    void hugeUnknownRefusalIsBounded()
    {
        const QString message = QStringLiteral("Line\nbreak\u202E") + QString(50000, QLatin1Char('x'));
        const SignupOutcome outcome = outcomeOf(failed(107, message));
        QCOMPARE(outcome.kind, SignupOutcome::Failed);
        QVERIFY(outcome.field.isEmpty());
        QVERIFY2(outcome.error.size() < ServerText::maxLength + 100, qPrintable(QString::number(outcome.error.size())));
        QVERIFY(!outcome.error.contains(QLatin1Char('\n')));
        QVERIFY(!outcome.error.contains(QChar(0x202E)));
        QVERIFY(outcome.error.contains(QStringLiteral("107")));
    }

    void unreadableReplyIsAFailure()
    {
        const SignupOutcome outcome = outcomeOf(QByteArrayLiteral("<html><body>Sign up here</body></html>"));
        QCOMPARE(outcome.kind, SignupOutcome::Failed);
        QVERIFY(!outcome.error.isEmpty());
    }
};

QTEST_GUILESS_MAIN(SignupOutcomeTest)
#include "signupoutcometest.moc"
