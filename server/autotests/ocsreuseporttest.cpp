// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsclient.h"
#include "ocsdocument.h"
#include "ocsserverprocess.h"
#include "testhelpers.h"

#include <QProcess>
#include <QTest>

using namespace TestHelpers;

/**
 * --reuse-port: a second server process on the same store listens on the same port only when both ask for it, and
 * then serves that port on its own when the first one stops.
 */
class OcsReusePortTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void takenPortRefusedWithout();
    void sharedPortWith();

private:
    /** Another server process on @p first's store and port, with @p extra arguments. */
    static void startBeside(QProcess &process, const OcsServerProcess &first, const QStringList &extra);
};

void OcsReusePortTest::startBeside(QProcess &process, const OcsServerProcess &first, const QStringList &extra)
{
    const QStringList store = OcsServerProcess::usesPostgreSql() ? QStringList{QStringLiteral("--database"), first.databaseUrl()}
                                                                 : QStringList{QStringLiteral("--db"), first.filePath(QStringLiteral("community.sqlite"))};
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.start(OcsServerProcess::binary(), store + QStringList{QStringLiteral("--port"), QString::number(first.port())} + extra);
}

void OcsReusePortTest::takenPortRefusedWithout()
{
    OcsServerProcess first;
    QVERIFY2(first.start(20), qPrintable(first.errorString()));
    QProcess second;
    startBeside(second, first, {});
    QVERIFY(second.waitForFinished(30000));
    QCOMPARE(second.exitCode(), 1);
    // asking for it alone is not enough: the first did not
    QProcess third;
    startBeside(third, first, {QStringLiteral("--reuse-port")});
    QVERIFY(third.waitForFinished(30000));
    QCOMPARE(third.exitCode(), 1);
    QVERIFY(first.stop());
}

void OcsReusePortTest::sharedPortWith()
{
    OcsServerProcess first;
    QVERIFY2(first.start(20, {QStringLiteral("--reuse-port")}), qPrintable(first.errorString()));
    QProcess second;
    startBeside(second, first, {QStringLiteral("--reuse-port")});
    QVERIFY(second.waitForReadyRead(30000));
    QVERIFY(second.readLine().contains("listening on http://127.0.0.1:" + QByteArray::number(first.port())));

    OcsClient client(first.origin());
    {
        const OcsDocument self = ocs(client.get(QStringLiteral("person/self"), Credentials::demo()));
        OCS_VERIFY_OK(self);
    }
    // the first goes; the port is still served, by the second
    client.clearConnections();
    QVERIFY(first.stop());
    {
        const OcsDocument self = ocs(client.get(QStringLiteral("person/self"), Credentials::demo()));
        OCS_VERIFY_OK(self);
        QCOMPARE(self.items.at(0).value(QStringLiteral("personid")), QStringLiteral("demo"));
    }
    client.clearConnections();
    second.terminate();
    QVERIFY(second.waitForFinished(10000));
    QCOMPARE(second.exitCode(), 0);
}

QTEST_GUILESS_MAIN(OcsReusePortTest)
#include "ocsreuseporttest.moc"
