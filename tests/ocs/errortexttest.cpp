// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/errortext.h"
#include "ocs/servertext.h"

#include <QTest>

using namespace Ocs;

// What the engine puts into `Error` from a server's OCS <message>: bounded, and without control characters.
class ErrorTextTest : public QObject
{
    Q_OBJECT

private:
    static QString refused(const QString &message)
    {
        Metadata meta;
        meta.statusCode = 101;
        meta.message = message;
        return ErrorText::forStatus(meta);
    }

    static bool hasControlCharacters(const QString &text)
    {
        return std::any_of(text.cbegin(), text.cend(), [](QChar c) {
            return c.category() == QChar::Other_Control || c.category() == QChar::Other_Format || c.category() == QChar::Separator_Line
                || c.category() == QChar::Separator_Paragraph || c == QLatin1Char('\n') || c == QLatin1Char('\t');
        });
    }

private Q_SLOTS:
    void plainMessageStays()
    {
        const QString error = refused(QStringLiteral("Unknown person"));
        QVERIFY2(error.contains(QStringLiteral("Unknown person")), qPrintable(error));
        QVERIFY(error.contains(QStringLiteral("101")));
    }

    // A members-only server challenges a caller without credentials: that is no wrong password.
    void challengeWithoutCredentialsAsksToSignIn()
    {
        Response response;
        response.error = Response::Unauthorized;
        response.httpStatus = 401;
        const QString anonymous = ErrorText::forResponse(response);
        response.credentialsSent = true;
        const QString refused = ErrorText::forResponse(response);
        QVERIFY(anonymous != refused);
        QVERIFY2(anonymous.contains(QStringLiteral("sign in")), qPrintable(anonymous));
        QVERIFY2(refused.contains(QStringLiteral("password")), qPrintable(refused));
    }

    // "failed" from a server before OCS 1.3 has no code: none is shown, the server's words are.
    void refusalWithoutACode()
    {
        Metadata meta;
        meta.statusCode = 0;
        meta.message = QStringLiteral("person not found");
        const QString error = ErrorText::forStatus(meta);
        QVERIFY2(error.contains(QStringLiteral("person not found")), qPrintable(error));
        QVERIFY2(!error.contains(QLatin1Char('0')), qPrintable(error));
        meta.message.clear();
        QVERIFY(!ErrorText::forStatus(meta).isEmpty());
        QVERIFY(!ErrorText::forStatus(meta).contains(QLatin1Char('0')));
    }

    void longMessageIsCut()
    {
        const QString message = QString(100000, QLatin1Char('A'));
        const QString error = refused(message);
        const QString part = ServerText::bounded(message);
        QCOMPARE(part.size(), ServerText::maxLength);
        QVERIFY(part.endsWith(QChar(0x2026)));
        QVERIFY2(error.size() < ServerText::maxLength + 100, qPrintable(QString::number(error.size())));
        QVERIFY(error.contains(part));
    }

    void controlCharactersGo_data()
    {
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("shown");
        QTest::newRow("line breaks") << QStringLiteral("first\r\nsecond\n\nthird") << QStringLiteral("first second third");
        QTest::newRow("nul and bell") << QStringLiteral(
                                             "a\x01"
                                             "b\x07")
                + QChar(0)
                + QStringLiteral("c") << QStringLiteral("a b c");
        QTest::newRow("escape sequence") << QStringLiteral("\x1b[31mred\x1b[0m") << QStringLiteral("[31mred [0m");
        QTest::newRow("bidi override") << QStringLiteral("abc") + QChar(0x202E) + QStringLiteral("fed") << QStringLiteral("abc fed");
        QTest::newRow("line separator") << QStringLiteral("a") + QChar(0x2028) + QStringLiteral("b") + QChar(0x2029) + QStringLiteral("c")
                                        << QStringLiteral("a b c");
        QTest::newRow("only control") << QStringLiteral("\n\t\x02") << QString();
        QTest::newRow("emoji stays") << QStringLiteral("ok ") + QString::fromUtf8("\xf0\x9f\x98\x80")
                                     << QStringLiteral("ok ") + QString::fromUtf8("\xf0\x9f\x98\x80");
    }

    void controlCharactersGo()
    {
        QFETCH(QString, message);
        QFETCH(QString, shown);
        QCOMPARE(ServerText::bounded(message), shown);
        const QString error = refused(message);
        QVERIFY2(!hasControlCharacters(error), qPrintable(error));
        if (!shown.isEmpty()) {
            QVERIFY(error.contains(shown));
        }
    }

    void cutNeverSplitsASurrogatePair()
    {
        const QString face = QString::fromUtf8("\xf0\x9f\x98\x80");
        QString message(ServerText::maxLength - 2, QLatin1Char('x'));
        message += face + face + face;
        const QString part = ServerText::bounded(message);
        QVERIFY(part.size() <= ServerText::maxLength);
        for (int i = 0; i < part.size(); ++i) {
            if (part.at(i).isHighSurrogate()) {
                QVERIFY(i + 1 < part.size() && part.at(i + 1).isLowSurrogate());
            }
        }
    }

    void untrustedCertificateIsSaid()
    {
        Response response;
        response.error = Response::UntrustedCertificate;
        QCOMPARE(ErrorText::forResponse(response), QStringLiteral("The server's certificate cannot be trusted."));
    }
};

QTEST_GUILESS_MAIN(ErrorTextTest)

#include "errortexttest.moc"
