// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

// A user upgrading from the version before issue 15 in a real plasmashell on Xvfb: their widget as that version left
// it in the shell's file (tests/data/widget/previous-appletsrc) keeps its location choices, which move once to
// [Location] of socialdesktoprc, where the engines read them.

#include "geo/locationconfig.h"
#include "plasmasession.h"

#include <KConfig>
#include <KConfigGroup>
#include <KSharedConfig>

#include <QElapsedTimer>
#include <QFile>
#include <QTest>

class WidgetUpgradeTest : public QObject
{
    Q_OBJECT

private:
    PlasmaSession m_session;
    QProcess *m_shell = nullptr;
    QString m_lastTree;

    QString layoutFile() const
    {
        return m_session.configHome() + QStringLiteral("/plasma-org.kde.plasma.desktop-appletsrc");
    }

    bool waitForText(const QString &text, int timeoutMs)
    {
        QElapsedTimer timer;
        timer.start();
        while (!(m_lastTree = m_session.accessibleTree(QStringLiteral("plasmashell"))).contains(text)) {
            if (timer.elapsed() > timeoutMs) {
                return false;
            }
            QTest::qWait(500);
        }
        return true;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_session.start(), qPrintable(m_session.errorString()));
        // The desktop widget of the shell's file that version left ("set by hand", Wien, neighbourhood), as it was
        // written, but in a panel at the top: a desktop of the file's own does not survive the first start of a new
        // session, which lays out the default desktop and panel beside it. Only that widget (the file's others choose
        // differently), and without its account, so nothing goes to the network.
        QFile panelFile(layoutFile());
        QVERIFY(panelFile.open(QIODevice::WriteOnly));
        panelFile.write("[Containments][2]\nactivityId=\nformfactor=2\nlastScreen=0\nlocation=3\nplugin=org.kde.panel\n");
        panelFile.close();
        const KConfig previous(QStringLiteral(PREVIOUS_APPLETSRC), KConfig::SimpleConfig);
        KConfig layout(layoutFile(), KConfig::SimpleConfig);
        KConfigGroup panel = layout.group(QStringLiteral("Containments")).group(QStringLiteral("2"));
        KConfigGroup widget = panel.group(QStringLiteral("Applets")).group(QStringLiteral("3"));
        previous.group(QStringLiteral("Containments")).group(QStringLiteral("1")).group(QStringLiteral("Applets")).group(QStringLiteral("3")).copyTo(&widget);
        widget.group(QStringLiteral("Configuration")).deleteGroup(QStringLiteral("Account"));
        QVERIFY(layout.sync());
        QVERIFY(widget.group(QStringLiteral("Configuration")).group(QStringLiteral("Location")).hasKey("locationSource"));
        QVERIFY(!QFile::exists(m_session.configHome() + QStringLiteral("/socialdesktoprc")));

        m_shell = m_session.launch(QStringLiteral("plasmashell"), {QStringLiteral("--no-respawn")});
        QVERIFY(m_shell->state() == QProcess::Running);
    }

    void cleanupTestCase()
    {
        if (m_shell && m_shell->state() == QProcess::Running) {
            m_shell->terminate();
            m_shell->waitForFinished(15000);
        }
    }

    void theEnginesUseTheChoices()
    {
        // The geolocator engine finds the place set by hand, and the widget's header in the popup says so.
        QVERIFY2(waitForText(QStringLiteral("push button|Social Desktop"), 120000), qPrintable(m_lastTree));
        QVERIFY(m_session.click(QStringLiteral("plasmashell"), QStringLiteral("Social Desktop")));
        QVERIFY2(waitForText(QStringLiteral("(set by you)"), 60000), qPrintable(m_lastTree));
        QVERIFY2(m_lastTree.contains(QStringLiteral("Wien")), qPrintable(m_lastTree));

        const Geo::LocationConfig::Choice choice =
            Geo::LocationConfig(KSharedConfig::openConfig(m_session.configHome() + QStringLiteral("/socialdesktoprc"), KConfig::SimpleConfig)).choice();
        QCOMPARE(choice.source, QStringLiteral("manual"));
        QCOMPARE(choice.latitude, 48.2082);
        QCOMPARE(choice.longitude, 16.3738);
        QCOMPARE(choice.city, QStringLiteral("Wien"));
        QCOMPARE(choice.countryCode, QStringLiteral("AT"));
        QCOMPARE(choice.precision, QStringLiteral("neighbourhood"));
    }

    void theCopyIsGone()
    {
        // The shell writes its file when it ends.
        m_shell->terminate();
        QVERIFY(m_shell->waitForFinished(30000));
        const QString output = QString::fromLocal8Bit(m_shell->readAll());
        QVERIFY2(!output.contains(QLatin1String("org.kde.plasma.socialdesktop/contents/")), qPrintable(output));

        KConfig layout(layoutFile(), KConfig::SimpleConfig);
        const KConfigGroup location = layout.group(QStringLiteral("Containments"))
                                          .group(QStringLiteral("2"))
                                          .group(QStringLiteral("Applets"))
                                          .group(QStringLiteral("3"))
                                          .group(QStringLiteral("Configuration"))
                                          .group(QStringLiteral("Location"));
        for (const char *key : {"locationSource", "manualLatitude", "manualLongitude", "manualCity", "manualCountryCode", "precision"}) {
            QVERIFY2(!location.hasKey(key), key);
        }
        // The widget's own settings stay.
        QCOMPARE(location.readEntry("publishLocation", false), true);
        QCOMPARE(location.readEntry("nearbyRadius", 0), 50);
    }
};

QTEST_GUILESS_MAIN(WidgetUpgradeTest)

#include "widgetupgradetest.moc"
