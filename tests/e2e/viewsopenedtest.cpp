// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/replyparser.h"
#include "ocsserverprocess.h"
#include "plasmasession.h"
#include "plasmashell.h"
#include "screenreader.h"

#include <KConfig>
#include <KConfigGroup>

#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

namespace
{
const QString shellName = QStringLiteral("plasmashell");
const QString friendsTab = QStringLiteral("page tab|Friends");
}

/**
 * A view counts as opened only when the user opens it. While the popup shows Friends, Messages or News, the
 * provider's friend service goes away (OCS 998) and comes back: the tab bar loses and regains a tab, and the
 * index of the chosen one passes over Nearby, News or Events. Nothing those views ask for (a position search,
 * the activity stream, events by country) may go out before the user opens them: the server's request log says
 * what went out. Opening Nearby at the end makes its search, so the test sees the difference.
 */
class ViewsOpenedTest : public QObject
{
    Q_OBJECT

private:
    PlasmaSession m_session;
    ScreenReader m_reader{m_session, shellName};
    PlasmaShell m_plasma{m_session};
    OcsServerProcess m_server;
    QProcess *m_shell = nullptr;
    QString m_output;

    /// Requests the server logged whose path starts with @p path.
    int logged(const QString &path) const
    {
        int count = 0;
        const auto log = m_server.requestLog();
        for (const QJsonObject &entry : log) {
            if (entry.value(QStringLiteral("path")).toString().startsWith(path)) {
                ++count;
            }
        }
        return count;
    }

    /// Requests that carried a position (a Nearby search), in their query or their form.
    int positionSearches() const
    {
        int count = 0;
        const auto log = m_server.requestLog();
        for (const QJsonObject &entry : log) {
            for (const char *part : {"query", "form"}) {
                const QJsonObject values = entry.value(QLatin1String(part)).toObject();
                if (values.contains(QStringLiteral("latitude")) || values.contains(QStringLiteral("longitude"))) {
                    ++count;
                }
            }
        }
        return count;
    }

    /// What went out that only an opened Nearby, News or Events asks for; empty when nothing did.
    QString unopenedRequests(bool newsOpened) const
    {
        QStringList found;
        if (positionSearches() > 0) {
            found.append(QStringLiteral("a position search"));
        }
        if (!newsOpened && logged(QStringLiteral("/v1/activity")) > 0) {
            found.append(QStringLiteral("the activity stream"));
        }
        if (logged(QStringLiteral("/v1/event")) > 0) {
            found.append(QStringLiteral("events"));
        }
        // Help (issue 31): its knowledge base, forum and hardware attribute only once opened.
        if (logged(QStringLiteral("/v1/knowledgebase")) > 0 || logged(QStringLiteral("/v1/forum")) > 0 || logged(QStringLiteral("/v1/person/attributes")) > 0) {
            found.append(QStringLiteral("help"));
        }
        return found.join(QStringLiteral(", "));
    }

    /// The friend service goes away and comes back while the popup is open, as the widget's polls see it.
    void friendServiceGoesAndComesBack(const QString &step)
    {
        QVERIFY(m_server.setServicesOff({QStringLiteral("friend")}));
        // The polls (30 s while open) meet 998; the tab goes.
        QVERIFY2(m_reader.waitForText(friendsTab, 120000, false), qPrintable(step + QStringLiteral(": Friends tab stayed\n") + m_reader.lastTree()));
        m_reader.shot(QStringLiteral("viewsopened-") + step + QStringLiteral("-nofriends"));
        QTest::qWait(5000);
        QVERIFY(m_server.setServicesOff({}));
        QVERIFY2(m_reader.waitForText(friendsTab, 120000), qPrintable(step + QStringLiteral(": Friends tab did not come back\n") + m_reader.lastTree()));
        // Time for anything the index shifts would have asked for to reach the server.
        QTest::qWait(5000);
    }

    QStringList ourQmlErrors()
    {
        if (m_shell) {
            m_output += QString::fromLocal8Bit(m_shell->readAll());
        }
        QStringList found;
        const auto lines = m_output.split(QLatin1Char('\n'));
        for (const QString &line : lines) {
            // Errors only: warnings of the tab bar's layout are not what this test is about.
            static const QRegularExpression error(QStringLiteral("(Error|is not defined|Cannot|Unable|undefined)"));
            if (line.contains(QLatin1String("org.kde.plasma.socialdesktop/contents/")) && error.match(line).hasMatch()) {
                found.append(line);
            }
        }
        return found;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_session.start(), qPrintable(m_session.errorString()));
        QVERIFY2(m_server.start(60), qPrintable(m_server.errorString()));
        // A place set by hand (Zurich), so a Nearby search and events could go out at once if the views were opened.
        KConfig settings(m_session.configHome() + QStringLiteral("/socialdesktoprc"), KConfig::SimpleConfig);
        KConfigGroup location = settings.group(QStringLiteral("Location"));
        location.writeEntry("UseManual", true);
        location.writeEntry("Gps", false);
        location.writeEntry("GeoIp", false);
        location.writeEntry("ManualLatitude", 47.3769);
        location.writeEntry("ManualLongitude", 8.5417);
        location.writeEntry("ManualCity", QStringLiteral("Zurich"));
        location.writeEntry("ManualCountryCode", QStringLiteral("CH"));
        location.writeEntry("Precision", QStringLiteral("city"));
        settings.group(QStringLiteral("Providers")).writeEntry("Files", QStringList());
        settings.sync();

        QVERIFY2(m_plasma.start(), qPrintable(m_plasma.errorString()));
        m_shell = m_plasma.process();
    }

    void cleanupTestCase()
    {
        if (m_shell) {
            m_shell->terminate();
            m_shell->waitForFinished(15000);
        }
    }

    void signIn()
    {
        // The user agreed to Nearby's searches in an earlier session: only opening Nearby is missing.
        const QString script = QStringLiteral(
                                   "panels().forEach(function (p) { p.remove(); });"
                                   "var w = desktops()[0].addWidget('org.kde.plasma.socialdesktop', 40, 40, 520, 700);"
                                   "%1"
                                   "w.currentConfigGroup = ['Location']; w.writeConfig('nearbySearchAgreed', true); w.reloadConfig();"
                                   "print(w.id);")
                                   .arg(PlasmaShell::configureAccount(QStringLiteral("w"), m_server.baseUrl(), QStringLiteral("demo")));
        bool ok = false;
        const QString id = m_plasma.evaluate(script, &ok);
        QVERIFY2(ok, qPrintable(id));
        QVERIFY2(m_reader.waitForText(QStringLiteral("|Sign in as demo"), 60000), qPrintable(m_reader.lastTree()));
        QVERIFY(m_session.typeInto(shellName, QStringLiteral("Password"), QStringLiteral("demo-password"), true));
        const auto friends =
            Ocs::ReplyParser::persons(m_server.call(QStringLiteral("v1/friend/data/demo"), QStringLiteral("demo"), QStringLiteral("demo-password")));
        QVERIFY(!friends.items.isEmpty());
        const Ocs::Person &first = friends.items.first();
        QVERIFY2(m_reader.waitForText(QStringLiteral("list item|") + (first.firstName + QLatin1Char(' ') + first.lastName).trimmed(), 60000),
                 qPrintable(m_reader.lastTree()));
        QVERIFY2(m_reader.tree().contains(QStringLiteral("page tab|Nearby")), qPrintable(m_reader.lastTree()));
        QCOMPARE(unopenedRequests(false), QString());
    }

    // Friends shown: without its tab, the index of Friends is Nearby's.
    void friendsShownNoNearbySearch()
    {
        friendServiceGoesAndComesBack(QStringLiteral("friends"));
        QCOMPARE(unopenedRequests(false), QString());
    }

    // Messages shown: without Friends, its index is News'.
    void messagesShownNoNews()
    {
        QVERIFY(m_session.press(shellName, QStringLiteral("Messages")));
        QVERIFY2(m_reader.waitForText(QStringLiteral("|Inbox")), qPrintable(m_reader.lastTree()));
        friendServiceGoesAndComesBack(QStringLiteral("messages"));
        QCOMPARE(unopenedRequests(false), QString());
        QVERIFY2(m_reader.tree().contains(QStringLiteral("|Inbox")), qPrintable(m_reader.lastTree()));
    }

    // News shown (the user opened it: the stream is asked for): without Friends, its index is Events'.
    void newsShownNoEvents()
    {
        QVERIFY(m_session.press(shellName, QStringLiteral("News")));
        QVERIFY2(m_reader.waitForText(QStringLiteral("text|Your status")), qPrintable(m_reader.lastTree()));
        QTRY_VERIFY_WITH_TIMEOUT(logged(QStringLiteral("/v1/activity")) > 0, 30000);
        friendServiceGoesAndComesBack(QStringLiteral("news"));
        QCOMPARE(unopenedRequests(true), QString());
    }

    // The user opens Nearby: now its search goes out (what the checks above would have seen).
    void openingNearbySearches()
    {
        QVERIFY(m_session.press(shellName, QStringLiteral("Nearby")));
        QTRY_VERIFY_WITH_TIMEOUT(positionSearches() > 0, 30000);
        QVERIFY(m_session.press(shellName, QStringLiteral("Events")));
        QTRY_VERIFY_WITH_TIMEOUT(logged(QStringLiteral("/v1/event")) > 0, 30000);
        const QStringList errors = ourQmlErrors();
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(ViewsOpenedTest)

#include "viewsopenedtest.moc"
