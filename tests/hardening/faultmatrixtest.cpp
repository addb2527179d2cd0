// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// Every kind of `ocs` source against every fault of the reference server, through the engine as
// plasmashell loads it: a clear error, the last good data kept, no crash or hang, and recovery once
// the server is healthy again. The outcome is printed as a table (fault × source).

#include "enginesession.h"
#include "ocsserverprocess.h"

#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

namespace
{
const QString password = QStringLiteral("demo-password");

struct Fault {
    QString name; ///< the server's fault mode; `gone` stops the server, `unauthorized` is a 401 mid-session
    QString label; ///< for the table
    bool errorExpected = true;
};

const QVector<Fault> faults{
    {QStringLiteral("slow"), QStringLiteral("slow body"), false},
    {QStringLiteral("truncated"), QStringLiteral("truncated XML")},
    {QStringLiteral("html"), QStringLiteral("HTML page, HTTP 200")},
    {QStringLiteral("http500"), QStringLiteral("HTTP 500")},
    {QStringLiteral("drop"), QStringLiteral("dropped mid-body")},
    {QStringLiteral("garbage"), QStringLiteral("random bytes")},
    {QStringLiteral("ratelimit"), QStringLiteral("OCS 200 rate limited")},
    {QStringLiteral("unauthorized"), QStringLiteral("401 mid-session")},
    {QStringLiteral("gone"), QStringLiteral("server gone")},
    {QStringLiteral("huge"), QStringLiteral("100 MB reply")},
};
}

class FaultMatrixTest : public QObject
{
    Q_OBJECT

private:
    OcsServerProcess m_server;
    EngineSession m_session;
    QStringList m_sources;
    QHash<QString, QString> m_good; ///< what each source showed when the server was healthy
    QHash<QString, QStringList> m_matrix; ///< fault → one cell per source
    QHash<QString, QString> m_errors; ///< fault → the Error texts seen
    QDateTime m_roundStarted;

    /// What a source shows, reduced to what a user would notice missing: the ids of its items, or the person.
    QString shown(const QString &source) const
    {
        const auto data = m_session.data(source);
        if (data.contains(QStringLiteral("Person"))) {
            return data.value(QStringLiteral("Person")).toMap().value(QStringLiteral("id")).toString();
        }
        QStringList ids;
        const QVariantList items = m_session.rows(source);
        for (const QVariant &item : items) {
            const QVariantMap map = item.toMap();
            ids.append(map.value(QStringLiteral("id")).toString());
        }
        return QString::number(ids.size()) + QLatin1Char(':') + ids.join(QLatin1Char(','));
    }

    /// For a failure message: what the source holds and every request the server saw since @p firstLogEntry.
    QString trace(const QString &source, int firstLogEntry) const
    {
        const auto data = m_session.data(source);
        QString text = source + QStringLiteral(": ") + data.value(QStringLiteral("Status")).toString() + QStringLiteral(" (StatusCode ")
            + data.value(QStringLiteral("StatusCode")).toString() + QStringLiteral(", FromCache ") + data.value(QStringLiteral("FromCache")).toString()
            + QStringLiteral(", Updated ") + data.value(QStringLiteral("Updated")).toDateTime().toString(Qt::ISODateWithMs)
            + QStringLiteral("), round started ") + m_roundStarted.toString(Qt::ISODateWithMs) + QStringLiteral("; the server saw:");
        const QVector<QJsonObject> log = m_server.requestLog();
        for (int i = firstLogEntry; i < log.size(); ++i) {
            const QJsonObject &entry = log.at(i);
            text += QStringLiteral("\n  ") + entry.value(QStringLiteral("method")).toString() + QLatin1Char(' ')
                + entry.value(QStringLiteral("path")).toString() + QLatin1Char(' ') + QString::number(entry.value(QStringLiteral("status")).toInt())
                + QLatin1Char(' ') + entry.value(QStringLiteral("fault")).toString();
        }
        return text;
    }

    void refreshAll(int timeoutMs)
    {
        m_session.refresh(m_sources);
        QTRY_VERIFY_WITH_TIMEOUT(m_session.settled(m_sources), timeoutMs);
    }

    void heal(const Fault &fault)
    {
        if (fault.name == QLatin1String("gone")) {
            QVERIFY2(m_server.restart(), qPrintable(m_server.errorString()));
        } else {
            QVERIFY(m_server.setFault(QStringLiteral("none")));
        }
    }

    void printMatrix()
    {
        QString table = QStringLiteral("| fault |");
        QString rule = QStringLiteral("|---|");
        for (const QString &source : std::as_const(m_sources)) {
            table += QLatin1Char(' ') + QString(source).replace(QRegularExpression(QStringLiteral(":.*")), QStringLiteral(":…")) + QStringLiteral(" |");
            rule += QStringLiteral("---|");
        }
        table += QStringLiteral(" Error shown |\n") + rule + QStringLiteral("---|\n");
        for (const Fault &fault : faults) {
            table += QStringLiteral("| ") + fault.label + QStringLiteral(" |");
            const QStringList cells = m_matrix.value(fault.name);
            for (const QString &cell : cells) {
                table += QLatin1Char(' ') + cell + QStringLiteral(" |");
            }
            table += QLatin1Char(' ') + m_errors.value(fault.name) + QStringLiteral(" |\n");
        }
        qInfo().noquote() << QStringLiteral(
                                 "\nFault matrix (E: clear error shown, K: last good data kept, R: recovered when healthy; ready: no error needed)\n")
                + table;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QDir(QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation) + QStringLiteral("/socialdesktop")).removeRecursively();
        QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) + QStringLiteral("/socialdesktop")).removeRecursively();
        QVERIFY2(m_server.start(300), qPrintable(m_server.errorString()));
        QVERIFY(m_session.load());
        QCOMPARE(m_session.login(m_server.baseUrl(), QStringLiteral("demo"), password), QString());

        m_session.connect(QStringLiteral("Self"));
        m_session.connect(QStringLiteral("Friends"));
        QTRY_COMPARE_WITH_TIMEOUT(m_session.status(QStringLiteral("Self")), QStringLiteral("ready"), 30000);
        QTRY_COMPARE_WITH_TIMEOUT(m_session.status(QStringLiteral("Friends")), QStringLiteral("ready"), 30000);
        const QVariantList friends = m_session.rows(QStringLiteral("Friends"));
        QVERIFY(!friends.isEmpty());
        const QString friendId = friends.first().toMap().value(QStringLiteral("id")).toString();
        const QVariantMap self = m_session.data(QStringLiteral("Self")).value(QStringLiteral("Person")).toMap();
        QVERIFY(self.contains(QStringLiteral("latitude")));

        m_sources = QStringList{
            QStringLiteral("Self"),
            QStringLiteral("Person:") + friendId,
            QStringLiteral("Friends"),
            QStringLiteral("Friends:") + friendId,
            QStringLiteral("Invitations"),
            QStringLiteral("SentInvitations"),
            QStringLiteral("Nearby:%1,%2,25").arg(self.value(QStringLiteral("latitude")).toDouble()).arg(self.value(QStringLiteral("longitude")).toDouble()),
            QStringLiteral("Folders"),
            QStringLiteral("Messages:0"),
            QStringLiteral("Activity")};
        for (const QString &source : std::as_const(m_sources)) {
            m_session.connect(source);
        }
        refreshAll(60000);
        for (const QString &source : std::as_const(m_sources)) {
            QVERIFY2(m_session.status(source) == QLatin1String("ready"), qPrintable(source + QLatin1Char(' ') + m_session.status(source)));
            m_good.insert(source, shown(source));
            QVERIFY2(!m_good.value(source).startsWith(QLatin1String("0:")), qPrintable(source + QStringLiteral(" shows nothing to keep")));
        }
    }

    void matrix_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < faults.size(); ++i) {
            QTest::newRow(qPrintable(faults.at(i).name)) << i;
        }
    }

    void matrix()
    {
        QFETCH(int, index);
        const Fault &fault = faults.at(index);
        QStringList cells;
        for (int i = 0; i < m_sources.size(); ++i) {
            cells.append(QStringLiteral("FAILED"));
        }
        m_matrix.insert(fault.name, cells);

        const int firstLogEntry = m_server.requestLog().size();
        m_roundStarted = QDateTime::currentDateTimeUtc();
        if (fault.name == QLatin1String("gone")) {
            m_server.stop();
        } else {
            QVERIFY(m_server.setFault(fault.name));
        }
        // Bounded: a hang anywhere fails here.
        refreshAll(120000);

        QSet<QString> errors;
        for (int i = 0; i < m_sources.size(); ++i) {
            const QString &source = m_sources.at(i);
            const auto data = m_session.data(source);
            const QString status = data.value(QStringLiteral("Status")).toString();
            const QString error = data.value(QStringLiteral("Error")).toString();
            QString cell;
            if (fault.errorExpected) {
                QVERIFY2(status == QLatin1String("error"), qPrintable(trace(source, firstLogEntry)));
                // A sentence for people, never raw bytes, markup or a transport's detail.
                QVERIFY2(error.size() > 10 && (error.endsWith(QLatin1Char('.')) || error.endsWith(QLatin1Char('?'))) && !error.contains(QLatin1Char('<')),
                         qPrintable(source + QStringLiteral(": ") + error));
                errors.insert(error);
                cell = QStringLiteral("E");
            } else {
                QVERIFY2(status == QLatin1String("ready") && error.isEmpty(), qPrintable(trace(source, firstLogEntry) + QLatin1Char(' ') + error));
                cell = QStringLiteral("ready");
            }
            QCOMPARE(shown(source), m_good.value(source));
            cell += QStringLiteral(" K");
            cells[i] = cell;
        }
        QStringList errorList = errors.values();
        errorList.sort();
        m_errors.insert(fault.name, errorList.join(QStringLiteral(" / ")));

        heal(fault);
        refreshAll(60000);
        for (int i = 0; i < m_sources.size(); ++i) {
            const QString &source = m_sources.at(i);
            QVERIFY2(m_session.status(source) == QLatin1String("ready"), qPrintable(source + QStringLiteral(" did not recover: ") + m_session.status(source)));
            QVERIFY(m_session.data(source).value(QStringLiteral("Error")).toString().isEmpty());
            QCOMPARE(shown(source), m_good.value(source));
            cells[i] += QStringLiteral(" R");
        }
        m_matrix.insert(fault.name, cells);
    }

    void cleanupTestCase()
    {
        printMatrix();
    }
};

QTEST_MAIN(FaultMatrixTest)

#include "faultmatrixtest.moc"
