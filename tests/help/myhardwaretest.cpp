// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// The hardware attribute through the engine (docs/help.md, "The hardware attribute"): MyHardware shows what is
// published and what this computer would publish (from a fake DMI folder), publishHardware sends exactly the text
// given, unpublishHardware is kept pending until the server answers 100, and the serial numbers beside the five DMI
// files appear nowhere: not in the source, the settings file, or anything the server received.

#include "cannedocsserver.h"
#include "enginesession.h"
#include "helpreplies.h"

#include <KConfigGroup>
#include <KSharedConfig>

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace
{
const QByteArray marker = "SERIAL-MARKER-51c2";
const QByteArray self = HelpReplies::ok("<person details=\"full\"><personid>demo</personid></person>");
const QByteArray ok = "<?xml version=\"1.0\"?><ocs><meta><status>ok</status><statuscode>100</statuscode><message/></meta></ocs>";
const QByteArray unknown = "<?xml version=\"1.0\"?><ocs><meta><status>failed</status><statuscode>999</statuscode><message/></meta></ocs>";

QByteArray attributes(const QString &value)
{
    return HelpReplies::ok(value.isEmpty() ? QByteArray()
                                           : "<attribute><app>global</app><key>pc</key><value>" + value.toUtf8()
                                   + "</value><lastmodified>2026-01-01T10:00:00+00:00</lastmodified></attribute>");
}

QString rcText()
{
    QFile file(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + QStringLiteral("/socialdesktoprc"));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}
}

class MyHardwareTest : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dmi{QDir::tempPath() + QStringLiteral("/dmi-XXXXXX")};
    CannedOcsServer m_server;
    EngineSession m_session;
    QStringList m_forms; ///< every POST the server received: path and form
    bool m_deleteWorks = false;

    QString hardware(const char *key)
    {
        return m_session.data(QStringLiteral("MyHardware")).value(QLatin1String(key)).toString();
    }

    void write(const QString &name, const QByteArray &content)
    {
        QFile file(m_dmi.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dmi.isValid());
        write(QStringLiteral("sys_vendor"), "LENOVO\n");
        write(QStringLiteral("product_name"), "20S0CTO1WW\n");
        write(QStringLiteral("product_version"), "ThinkPad T14 Gen 1\n");
        write(QStringLiteral("board_vendor"), "LENOVO\n");
        write(QStringLiteral("board_name"), "20S0CTO1WW\n");
        for (const char *name :
             {"product_serial", "board_serial", "chassis_serial", "product_uuid", "board_asset_tag", "chassis_asset_tag", "product_sku", "bios_version"}) {
            write(QString::fromLatin1(name), marker + '\n');
        }
        KSharedConfig::Ptr rc = KSharedConfig::openConfig(QStringLiteral("socialdesktoprc"));
        rc->group(QStringLiteral("Hardware")).writeEntry("DmiFolder", m_dmi.path());
        rc->sync();

        QVERIFY(m_server.start());
        m_server.setReply(QStringLiteral("person/self"), self);
        m_server.setReply(QStringLiteral("person/attributes/demo/global/pc"), attributes(QString()));
        m_server.setPostHandler([this](const QString &path, const QUrlQuery &form) {
            m_forms.append(path + QLatin1Char(' ') + form.toString(QUrl::FullyDecoded));
            if (path == QLatin1String("person/setattribute/global/pc")) {
                m_server.setReply(QStringLiteral("person/attributes/demo/global/pc"),
                                  attributes(form.queryItemValue(QStringLiteral("value"), QUrl::FullyDecoded)));
                return CannedOcsServer::PostAnswer{CannedOcsServer::PostAnswer::Reply, ok};
            }
            if (path == QLatin1String("person/deleteattribute/global/pc") && m_deleteWorks) {
                m_server.setReply(QStringLiteral("person/attributes/demo/global/pc"), attributes(QString()));
                return CannedOcsServer::PostAnswer{CannedOcsServer::PostAnswer::Reply, ok};
            }
            return CannedOcsServer::PostAnswer{CannedOcsServer::PostAnswer::Reply, unknown};
        });
        QVERIFY(m_session.load());
        QCOMPARE(m_session.login(m_server.baseUrl(), QStringLiteral("demo"), QStringLiteral("demo-password")), QString());
        m_session.connect(QStringLiteral("Capabilities"));
    }

    void showsWhatWouldBePublished()
    {
        m_session.connect(QStringLiteral("MyHardware"));
        QTRY_COMPARE_WITH_TIMEOUT(m_session.status(QStringLiteral("MyHardware")), QStringLiteral("ready"), 30000);
        QCOMPARE(hardware("Published"), QString());
        QCOMPARE(hardware("Local"), QStringLiteral("Lenovo ThinkPad T14 Gen 1"));
        QCOMPARE(hardware("Pending"), QString());
        // Nothing is sent before the user publishes.
        QVERIFY(m_forms.isEmpty());
    }

    void publishesExactlyTheText()
    {
        QVERIFY(!m_session.call(QStringLiteral("publishHardware"), {{QStringLiteral("value"), QStringLiteral("  ")}}).isEmpty());
        QVERIFY(m_forms.isEmpty());
        // The user edited the line: that text, not a reading, goes out.
        const QString typed = QStringLiteral("Lenovo ThinkPad T14 (my old one)");
        QCOMPARE(m_session.call(QStringLiteral("publishHardware"), {{QStringLiteral("value"), typed}}), QString());
        QCOMPARE(m_forms, QStringList({QStringLiteral("person/setattribute/global/pc value=") + typed}));
        QTRY_COMPARE_WITH_TIMEOUT(hardware("Published"), typed, 30000);
        QCOMPARE(hardware("Local"), QStringLiteral("Lenovo ThinkPad T14 Gen 1"));
        QVERIFY(rcText().contains(QStringLiteral("Published=") + typed));
    }

    void removalStaysPendingUntilTheServerTakesIt()
    {
        // The server cannot delete yet: the removal is kept and said so.
        QCOMPARE(m_session.call(QStringLiteral("unpublishHardware"), {}), QString());
        QTRY_COMPARE_WITH_TIMEOUT(m_forms.size(), 2, 10000);
        QCOMPARE(m_forms.last(), QStringLiteral("person/deleteattribute/global/pc "));
        QTRY_COMPARE_WITH_TIMEOUT(hardware("Pending"), QStringLiteral("delete"), 10000);
        QVERIFY(rcText().contains(QLatin1String("Pending=delete")));
        // A refresh sends it again; now it is taken.
        m_deleteWorks = true;
        QCOMPARE(m_session.call(QStringLiteral("refresh"), {{QStringLiteral("source"), QString()}}), QString());
        QTRY_COMPARE_WITH_TIMEOUT(m_forms.size(), 3, 10000);
        QTRY_COMPARE_WITH_TIMEOUT(hardware("Pending"), QString(), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(hardware("Published"), QString(), 10000);
        QVERIFY(!rcText().contains(QLatin1String("Pending")));
        QVERIFY(!rcText().contains(QLatin1String("Published")));
    }

    void neverASerialNumber()
    {
        const QVariantMap data = m_session.data(QStringLiteral("MyHardware"));
        for (auto it = data.cbegin(); it != data.cend(); ++it) {
            QVERIFY2(!it.value().toString().contains(QLatin1String(marker)), qPrintable(it.key()));
        }
        QVERIFY(!rcText().contains(QLatin1String(marker)));
        for (const QString &request : m_server.requests() + m_forms) {
            QVERIFY2(!request.contains(QLatin1String(marker)), qPrintable(request));
        }
    }

    void aCommunityWithoutAttributes()
    {
        // 999 to your own attributes: the hardware part is unsupported, the person service is not touched.
        m_server.removeReply(QStringLiteral("person/attributes/demo/global/pc"));
        QCOMPARE(m_session.call(QStringLiteral("refresh"), {{QStringLiteral("source"), QStringLiteral("MyHardware")}}), QString());
        QTRY_COMPARE_WITH_TIMEOUT(m_session.status(QStringLiteral("MyHardware")), QStringLiteral("unsupported"), 30000);
        const QVariantMap services = m_session.data(QStringLiteral("Capabilities")).value(QStringLiteral("Services")).toMap();
        QVERIFY(services.value(QStringLiteral("person"), true).toBool());
    }
};

QTEST_MAIN(MyHardwareTest)

#include "myhardwaretest.moc"
