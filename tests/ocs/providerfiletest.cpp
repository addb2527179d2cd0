// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/providerfile.h"
#include "ocsfixture.h"

#include <QTest>

using namespace Ocs;

// KDE's provider files: real ones, and hostile ones that must end in a bounded list or a clear refusal.
class ProviderFileTest : public QObject
{
    Q_OBJECT

private:
    static QByteArray provider(const QByteArray &location, const QByteArray &name = "Community", const QByteArray &extra = {})
    {
        return "<provider><id>x</id><location>" + location + "</location><name>" + name + "</name>" + extra
            + "<services><person ocsversion=\"1.6\"/></services></provider>";
    }

private Q_SLOTS:
    void kdeFile()
    {
        const ProviderFile::Parsed parsed = ProviderFile::parse(ocsFixture("kde-providers.xml"));
        QCOMPARE(parsed.error, QString());
        QCOMPARE(parsed.providers.size(), 1);
        const ProviderEntry &kde = parsed.providers.first();
        QCOMPARE(kde.id, QStringLiteral("api.kde-look.org"));
        QCOMPARE(kde.location, QUrl(QStringLiteral("https://api.kde-look.org/ocs/v1/")));
        QCOMPARE(kde.name, QStringLiteral("api.kde-look.org"));
        QCOMPARE(kde.termsOfUse, QUrl(QStringLiteral("https://api.kde-look.org/content/terms")));
        QCOMPARE(kde.registerUrl, QUrl(QStringLiteral("https://api.kde-look.org/register")));
        QVERIFY(kde.icon.isEmpty());
        QCOMPARE(kde.services.keys(), (QStringList{QStringLiteral("content"), QStringLiteral("person")}));
        QCOMPARE(kde.services.value(QStringLiteral("person")), QStringLiteral("1.6"));
    }

    void specExample()
    {
        const ProviderFile::Parsed parsed = ProviderFile::parse(ocsFixture("spec-providers.xml"));
        QCOMPARE(parsed.error, QString());
        QCOMPARE(parsed.providers.size(), 2);
        QCOMPARE(parsed.providers.at(0).services.size(), 8);
        QVERIFY(parsed.providers.at(0).icon.isEmpty());
        // Without its trailing slash the location still names a folder: calls join with one slash.
        QCOMPARE(parsed.providers.at(1).location, QUrl(QStringLiteral("http://api.foo.org/")));
        QCOMPARE(parsed.providers.at(1).icon, QUrl(QStringLiteral("http://opendesktop.org/img/foo.png")));
        QVERIFY(!parsed.providers.at(1).services.contains(QStringLiteral("content")));
    }

    void bareProvider()
    {
        // Attica also reads a lone <provider>.
        const ProviderFile::Parsed parsed = ProviderFile::parse(provider("https://ocs.example.org/v1/"));
        QCOMPARE(parsed.error, QString());
        QCOMPARE(parsed.providers.size(), 1);
    }

    void tenMegabytes()
    {
        QByteArray huge = "<providers>" + provider("https://a.example.org/v1/") + QByteArray(10 * 1024 * 1024, ' ') + "</providers>";
        const ProviderFile::Parsed parsed = ProviderFile::parse(huge);
        QVERIFY(parsed.providers.isEmpty());
        QVERIFY(parsed.error.contains(QLatin1String("1 MiB")));
    }

    void tenThousandProviders()
    {
        QByteArray xml = "<providers>";
        for (int i = 0; i < 10000; ++i) {
            xml += "<provider><location>https://p" + QByteArray::number(i) + ".example.org/v1/</location></provider>";
        }
        xml += "</providers>";
        QVERIFY(xml.size() < ProviderFile::maxBytes);
        const ProviderFile::Parsed parsed = ProviderFile::parse(xml);
        QCOMPARE(parsed.error, QString());
        QCOMPARE(parsed.providers.size(), ProviderFile::maxProviders);
        QCOMPARE(parsed.skipped, 10000 - ProviderFile::maxProviders);
        // Without a name, the host stands for it.
        QCOMPARE(parsed.providers.first().name, QStringLiteral("p0.example.org"));
    }

    void onlyWebLocationsAndLinks()
    {
        const QByteArray links = "<icon>javascript:alert(1)</icon><termsofuse>file:///etc/passwd</termsofuse><register>data:text/html,x</register>";
        const QByteArray xml = "<providers>" + provider("file:///etc/") + provider("javascript:alert(1)") + provider("ftp://ftp.example.org/v1/")
            + provider("https://alice:secret@ocs.example.org/v1/", "Good", links) + provider("https://ocs.example.org/v1") + "</providers>";
        const ProviderFile::Parsed parsed = ProviderFile::parse(xml);
        QCOMPARE(parsed.error, QString());
        QCOMPARE(parsed.providers.size(), 1);
        // Three without an http(s) location, and one repeat of the good one.
        QCOMPARE(parsed.skipped, 4);
        const ProviderEntry &good = parsed.providers.first();
        QCOMPARE(good.location, QUrl(QStringLiteral("https://ocs.example.org/v1/")));
        QVERIFY(good.location.userInfo().isEmpty());
        QVERIFY(good.icon.isEmpty());
        QVERIFY(good.termsOfUse.isEmpty());
        QVERIFY(good.registerUrl.isEmpty());
    }

    void controlCharactersAndLongTexts()
    {
        const QByteArray name = "Evil&#x202E;gnp.exe&#9;Com&#10;munity" + QByteArray(5000, 'x');
        const ProviderFile::Parsed parsed = ProviderFile::parse("<providers>" + provider("https://ocs.example.org/v1/", name) + "</providers>");
        QCOMPARE(parsed.providers.size(), 1);
        const QString shown = parsed.providers.first().name;
        QVERIFY(shown.startsWith(QLatin1String("Evil gnp.exe Com munity")));
        QCOMPARE(shown.size(), ProviderFile::maxTextLength);
        for (const QChar c : shown) {
            QVERIFY(c.category() != QChar::Other_Control && c.category() != QChar::Other_Format);
        }
    }

    void refused_data()
    {
        QTest::addColumn<QByteArray>("xml");
        QByteArray deep = "<providers><provider><location>https://a.example.org/v1/</location>";
        for (int i = 0; i < 10000; ++i) {
            deep += "<x>";
        }
        QTest::newRow("deep nesting") << deep;
        QTest::newRow("entities") << QByteArray(
            "<!DOCTYPE p [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;\">]><providers>"
            "<provider><location>https://a.example.org/v1/</location><name>&b;</name></provider></providers>");
        QTest::newRow("not xml") << QByteArray("<html><body>Not found</body></html>");
        QTest::newRow("truncated") << QByteArray("<providers><provider><location>https://a.example.org/v1/</loc");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("binary") << QByteArray("\x00\x01\x02\xff", 4);
        QByteArray attributes = "<providers><provider a0=\"\"";
        for (int i = 1; i < 100000; ++i) {
            attributes += " a" + QByteArray::number(i) + "=\"\"";
        }
        QTest::newRow("attribute flood") << attributes + "/></providers>";
    }

    void refused()
    {
        QFETCH(QByteArray, xml);
        const ProviderFile::Parsed parsed = ProviderFile::parse(xml);
        QVERIFY(parsed.providers.isEmpty());
        QVERIFY(!parsed.error.isEmpty());
        QVERIFY(!parsed.detail.isEmpty());
    }
};

QTEST_GUILESS_MAIN(ProviderFileTest)

#include "providerfiletest.moc"
