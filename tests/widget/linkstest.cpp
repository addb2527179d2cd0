// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "links.h"
#include "ocsserverprocess.h"
#include "remoteimageprovider.h"
#include "remoteimages.h"

#include <QBuffer>
#include <QHash>
#include <QImage>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickTextureFactory>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTextDocument>

#include <memory>

/// A loopback HTTP server of the test's own for replies the reference server does not give: each path answers
/// with the raw reply registered for it.
class RawHttpServer : public QTcpServer
{
public:
    QHash<QByteArray, QByteArray> replies;
    QList<QByteArray> requested;

protected:
    void incomingConnection(qintptr descriptor) override
    {
        auto *socket = new QTcpSocket(this);
        socket->setSocketDescriptor(descriptor);
        connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
            const QByteArray request = socket->readAll();
            const QByteArray path = request.split(' ').value(1);
            requested.append(path);
            if (path.startsWith("/hold")) {
                // Never answered: the download stays running.
                return;
            }
            socket->write(replies.value(path, QByteArrayLiteral("HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n")));
            socket->disconnectFromHost();
        });
    }
};

/**
 * The widget's doors (issue 14): Links opens only web links and makes links only from web addresses in
 * escaped plain text; RemoteImages and its provider fetch pictures only over http(s), from the reference server.
 */
class LinksTest : public QObject
{
    Q_OBJECT

private:
    /// Loads @p id through a provider; returns whether a picture came, with the error in @p error.
    static bool load(RemoteImageProvider &provider, const QString &id, QString *error = nullptr)
    {
        std::unique_ptr<QQuickImageResponse> response(provider.requestImageResponse(id, QSize(32, 32)));
        QSignalSpy finished(response.get(), &QQuickImageResponse::finished);
        if (!finished.wait(20000)) {
            return false;
        }
        if (error) {
            *error = response->errorString();
        }
        std::unique_ptr<QQuickTextureFactory> texture(response->textureFactory());
        return texture && !texture->image().isNull();
    }

    static QString idOf(const QString &url)
    {
        return url.mid(QStringLiteral("image://%1/").arg(RemoteImages::providerName()).size());
    }

private Q_SLOTS:
    void onlyWebLinksAreWebLinks_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("web");
        QTest::newRow("https") << QStringLiteral("https://example.org/people/ada") << true;
        QTest::newRow("http") << QStringLiteral("http://example.org/") << true;
        QTest::newRow("upper case scheme") << QStringLiteral("HTTPS://example.org/") << true;
        QTest::newRow("file") << QStringLiteral("file:///etc/passwd") << false;
        QTest::newRow("file host") << QStringLiteral("file://localhost/etc/passwd") << false;
        QTest::newRow("smb") << QStringLiteral("smb://server/share") << false;
        QTest::newRow("sftp") << QStringLiteral("sftp://host/home") << false;
        QTest::newRow("javascript") << QStringLiteral("javascript:alert(1)") << false;
        QTest::newRow("desktop file") << QStringLiteral("/usr/share/applications/org.kde.konsole.desktop") << false;
        QTest::newRow("relative") << QStringLiteral("people/ada") << false;
        QTest::newRow("no host") << QStringLiteral("http:///etc/passwd") << false;
        QTest::newRow("data") << QStringLiteral("data:text/html,<b>x</b>") << false;
        QTest::newRow("empty") << QString() << false;
    }

    void onlyWebLinksAreWebLinks()
    {
        QFETCH(QString, url);
        QFETCH(bool, web);
        QCOMPARE(Links::isWebLink(url), web);
        QCOMPARE(RemoteImages::source(url).isEmpty(), !web);
    }

    // A user name and password written into the server's address are never stored (the settings page and
    // the widget keep what this gives).
    void userInfoIsNeverKept_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("kept");
        QTest::newRow("user and password") << QStringLiteral("https://alice:s3cret@api.example.org/v1/") << QStringLiteral("https://api.example.org/v1/");
        QTest::newRow("user only") << QStringLiteral("https://alice@api.example.org/v1/") << QStringLiteral("https://api.example.org/v1/");
        QTest::newRow("port kept") << QStringLiteral("http://a:b@127.0.0.1:8080/v1/") << QStringLiteral("http://127.0.0.1:8080/v1/");
        QTest::newRow("none") << QStringLiteral("https://api.example.org/v1/") << QStringLiteral("https://api.example.org/v1/");
        QTest::newRow("half typed") << QStringLiteral("https://api.exa") << QStringLiteral("https://api.exa");
    }

    void userInfoIsNeverKept()
    {
        QFETCH(QString, typed);
        QFETCH(QString, kept);
        QCOMPARE(Links::withoutUserInfo(typed), kept);
        QVERIFY(!Links::withoutUserInfo(typed).contains(QLatin1String("s3cret")));
    }

    void otherLinksAreRefusedWithAReason()
    {
        Links links;
        QSignalSpy refused(&links, &Links::refused);
        for (const QString &url : {QStringLiteral("file:///etc/passwd"), QStringLiteral("smb://server/share"), QStringLiteral("/etc/passwd")}) {
            const QString reason = links.openExternal(url);
            QVERIFY2(!reason.isEmpty(), qPrintable(url));
        }
        QCOMPARE(refused.count(), 3);
        QVERIFY(refused.first().at(1).toString().contains(QLatin1String("file")));
    }

    void localFilesOnlyByPath()
    {
        Links links;
        QVERIFY(!links.openLocalFile(QStringLiteral("file:///etc/hosts")).isEmpty());
        QVERIFY(!links.openLocalFile(QStringLiteral("relative/path.vcf")).isEmpty());
        QVERIFY(!links.openLocalFile(QStringLiteral("/nonexistent/friends.vcf")).isEmpty());
    }

    void linkifyEscapesEverything_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << QStringLiteral("Hello & welcome") << QStringLiteral("Hello &amp; welcome");
        QTest::newRow("pixel") << QStringLiteral("<img src=\"http://127.0.0.1:1/pixel/x\">")
                               << QStringLiteral("&lt;img src=&quot;<a href=\"http://127.0.0.1:1/pixel/x\">http://127.0.0.1:1/pixel/x</a>&quot;&gt;");
        QTest::newRow("font") << QStringLiteral("<font size=7 color=red>BIG</font>") << QStringLiteral("&lt;font size=7 color=red&gt;BIG&lt;/font&gt;");
        QTest::newRow("anchor to file") << QStringLiteral("<a href=file:///etc/passwd>click</a>")
                                        << QStringLiteral("&lt;a href=file:///etc/passwd&gt;click&lt;/a&gt;");
        QTest::newRow("table") << QStringLiteral("<table><tr><td>x</td></tr></table>")
                               << QStringLiteral("&lt;table&gt;&lt;tr&gt;&lt;td&gt;x&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;");
        QTest::newRow("web address") << QStringLiteral("See https://example.org/a?b=1&c=2.")
                                     << QStringLiteral("See <a href=\"https://example.org/a?b=1&c=2\">https://example.org/a?b=1&amp;c=2</a>.");
        QTest::newRow("quote in address") << QStringLiteral("http://example.org/\"onmouseover=x")
                                          << QStringLiteral("<a href=\"http://example.org/\">http://example.org/</a>&quot;onmouseover=x");
        QTest::newRow("other schemes stay text") << QStringLiteral("smb://server/share file:///etc/passwd")
                                                 << QStringLiteral("smb://server/share file:///etc/passwd");
        QTest::newRow("line breaks") << QStringLiteral("a\n<b>") << QStringLiteral("a<br>&lt;b&gt;");
        QTest::newRow("entity") << QStringLiteral("&lt;img&gt;") << QStringLiteral("&amp;lt;img&amp;gt;");
    }

    void linkifyEscapesEverything()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QCOMPARE(Links::linkify(text), expected);
    }

    // What a click opens is the address as written: Text.StyledText hands the href to linkActivated without
    // decoding entities, so "&" must not arrive as "&amp;" (issue 28).
    void linkifiedLinksOpenTheAddressWritten_data()
    {
        QTest::addColumn<QString>("address");
        QTest::newRow("ampersand") << QStringLiteral("https://example.org/a?b=1&c=2");
        QTest::newRow("entity-like") << QStringLiteral("https://example.org/a?x=1&lt;=2&amp;y=3");
        QTest::newRow("percent") << QStringLiteral("https://example.org/caf%C3%A9?q=a%26b");
    }

    void linkifiedLinksOpenTheAddressWritten()
    {
        QFETCH(QString, address);
        QQmlEngine engine;
        QQmlComponent component(&engine);
        component.setData("import QtQuick 2.15\nText { width: 4000; textFormat: Text.StyledText }", QUrl());
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
        auto *text = qobject_cast<QQuickItem *>(object.get());
        QVERIFY(text);
        text->setProperty("text", Links::linkify(address + QStringLiteral(" is the page")));
        QString link;
        QVERIFY(QMetaObject::invokeMethod(text, "linkAt", Q_RETURN_ARG(QString, link), Q_ARG(qreal, 2), Q_ARG(qreal, text->height() / 2)));
        QCOMPARE(link, address);
        QCOMPARE(Links::toOpen(link), QUrl(address, QUrl::StrictMode));
    }

    // A link's user name and password never reach the browser (issue 28).
    void linksOpenWithoutUserInfo_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("opened");
        QTest::newRow("user and password") << QStringLiteral("https://bank.example:s3cret@evil.example/login") << QStringLiteral("https://evil.example/login");
        QTest::newRow("user") << QStringLiteral("http://alice@example.org/a?b=1&c=2") << QStringLiteral("http://example.org/a?b=1&c=2");
        QTest::newRow("none") << QStringLiteral("https://example.org/p#x") << QStringLiteral("https://example.org/p#x");
        QTest::newRow("refused") << QStringLiteral("file://user:pw@host/etc/passwd") << QString();
    }

    void linksOpenWithoutUserInfo()
    {
        QFETCH(QString, url);
        QFETCH(QString, opened);
        const QUrl target = Links::toOpen(url);
        QCOMPARE(target.toString(QUrl::FullyEncoded), opened);
        QVERIFY(target.userInfo().isEmpty());
        // The same through a linkified description.
        if (!opened.isEmpty()) {
            QVERIFY(!Links::toOpen(QUrl(url).toString()).toString().contains(QLatin1String("s3cret")));
        }
    }

    void linkifyNeverLeavesATag()
    {
        // Whatever comes in, the only tags out are <a href="http(s)…"> and <br>.
        const QStringList hostile = {QStringLiteral("<<img src=x>>"),
                                     QStringLiteral("http://a.example/<img src=x>"),
                                     QStringLiteral("https://a.example/'><img src=x>"),
                                     QStringLiteral("<scr<script>ipt>"),
                                     QStringLiteral("javascript:alert(1) http://x.example/?<q>")};
        static const QRegularExpression tag(QStringLiteral("<(?!a href=\"https?://|/a>|br>)"));
        for (const QString &text : hostile) {
            const QString out = Links::linkify(text);
            QVERIFY2(!tag.match(out).hasMatch(), qPrintable(out));
        }
    }

    void picturesAreBounded()
    {
        RawHttpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        const QString base = QStringLiteral("http://127.0.0.1:%1").arg(server.serverPort());
        const auto reply = [](const QByteArray &headers, const QByteArray &body) {
            return QByteArrayLiteral("HTTP/1.1 ") + headers + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
        };
        // Small on the wire, 25 megapixels when decoded.
        QImage huge(5000, 5000, QImage::Format_Mono);
        huge.fill(0);
        QByteArray hugePng;
        QBuffer hugeBuffer(&hugePng);
        QVERIFY(hugeBuffer.open(QIODevice::WriteOnly) && huge.save(&hugeBuffer, "PNG"));
        QVERIFY(hugePng.size() < RemoteImageProvider::maximumBytes());
        QImage small(16, 16, QImage::Format_RGB32);
        small.fill(Qt::red);
        QByteArray smallPng;
        QBuffer smallBuffer(&smallPng);
        QVERIFY(smallBuffer.open(QIODevice::WriteOnly) && small.save(&smallBuffer, "PNG"));
        server.replies.insert("/small.png", reply("200 OK\r\nContent-Type: image/png", smallPng));
        server.replies.insert("/huge-pixels.png", reply("200 OK\r\nContent-Type: image/png", hugePng));
        server.replies.insert("/huge-bytes.png",
                              reply("200 OK\r\nContent-Type: image/png", smallPng + QByteArray(2 * RemoteImageProvider::maximumBytes(), 'x')));
        server.replies.insert("/to-file.png", QByteArrayLiteral("HTTP/1.1 302 Found\r\nLocation: file:///etc/hosts\r\nContent-Length: 0\r\n\r\n"));
        server.replies.insert("/to-small.png", "HTTP/1.1 302 Found\r\nLocation: " + base.toUtf8() + "/small.png\r\nContent-Length: 0\r\n\r\n");

        RemoteImageProvider provider;
        QString error;
        QVERIFY2(load(provider, idOf(RemoteImages::source(base + QStringLiteral("/small.png"))), &error), qPrintable(error));
        QVERIFY(!load(provider, idOf(RemoteImages::source(base + QStringLiteral("/huge-pixels.png"))), &error));
        QVERIFY2(error.contains(QLatin1String("too large size")), qPrintable(error));
        QVERIFY(!load(provider, idOf(RemoteImages::source(base + QStringLiteral("/huge-bytes.png"))), &error));
        // Cut off while it comes (cancelled), or refused when read.
        QVERIFY2(error.contains(QLatin1String("cancel"), Qt::CaseInsensitive) || error.contains(QLatin1String("too large")), qPrintable(error));
        QVERIFY(!load(provider, idOf(RemoteImages::source(base + QStringLiteral("/to-file.png"))), &error));
        QVERIFY2(!error.isEmpty(), qPrintable(error));
        // A redirect to another web address is followed.
        QVERIFY2(load(provider, idOf(RemoteImages::source(base + QStringLiteral("/to-small.png"))), &error), qPrintable(error));
    }

    void atMostFourDownloadsAtOnce()
    {
        RawHttpServer server;
        QVERIFY(server.listen(QHostAddress::LocalHost));
        RemoteImageProvider provider;
        std::vector<std::unique_ptr<QQuickImageResponse>> responses;
        for (int i = 0; i < 7; ++i) {
            const QString url = QStringLiteral("http://127.0.0.1:%1/hold-%2.png").arg(server.serverPort()).arg(i);
            responses.emplace_back(provider.requestImageResponse(idOf(RemoteImages::source(url)), QSize(32, 32)));
        }
        QTRY_COMPARE(server.requested.size(), RemoteImageProvider::maximumRunning());
        QTest::qWait(500);
        QCOMPARE(server.requested.size(), RemoteImageProvider::maximumRunning());
        // One given up (scrolled away): the next waiting one starts.
        responses.front()->cancel();
        QTRY_COMPARE(server.requested.size(), RemoteImageProvider::maximumRunning() + 1);
        for (auto &response : responses) {
            response->cancel();
        }
        QTest::qWait(100);
    }

    void automaticTextDecidesByTheFirstLine()
    {
        // The export's error dialog shows automatic text: a first line of ours keeps the server's words after it plain.
        QVERIFY(!Qt::mightBeRichText(QStringLiteral("The friends could not be exported.\n<img src=\"http://127.0.0.1:1/pixel/x\"><b>x</b>")));
        QVERIFY(Qt::mightBeRichText(QStringLiteral("<img src=\"http://127.0.0.1:1/pixel/x\"><b>x</b>")));
    }

    void picturesOnlyOverHttp()
    {
        OcsServerProcess server;
        QVERIFY2(server.start(20), qPrintable(server.errorString()));
        const QString avatar = server.baseUrl().resolved(QUrl(QStringLiteral("/avatars/demo.png"))).toString();
        RemoteImageProvider provider;
        QString error;
        QVERIFY2(load(provider, idOf(RemoteImages::source(avatar)), &error), qPrintable(error));

        // An id made by hand for a local file is not loaded: the provider checks the address again.
        const QString fileId =
            QString::fromLatin1(QByteArrayLiteral("file:///etc/hosts").toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals));
        QVERIFY(!load(provider, fileId, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!load(provider, QStringLiteral("%%%not base64"), &error));

        // Something that is not a picture, or is missing, is refused and said.
        QVERIFY(!load(provider, idOf(RemoteImages::source(server.baseUrl().toString())), &error));
        QVERIFY(!error.isEmpty());
    }
};

QTEST_MAIN(LinksTest)

#include "linkstest.moc"
