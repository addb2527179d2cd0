// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsserverprocess.h"
#include "plasmasession.h"
#include "plasmashell.h"
#include "qmlwarnings.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

namespace
{
const QString shellName = QStringLiteral("plasmashell");
const QString viewerName = QStringLiteral("plasmoidviewer");
const QString newLogin = QStringLiteral("ada1815");
const QString newPassword = QStringLiteral("Analytical-Engine-1843");
}

/**
 * Create Account from the widget, end to end: in a real plasmashell, the no-account face's "Create Account…"
 * opens the form, a taken user name shows its error under the field, and a free one ends signed in as the new
 * account (its profile shown, the configuration set). Then, in plasmoidviewer, the form in German and right to left.
 */
class SignupE2eTest : public QObject
{
    Q_OBJECT

private:
    PlasmaSession m_session;
    PlasmaShell m_plasma{m_session};
    OcsServerProcess m_server;
    QProcess *m_shell = nullptr;
    QString m_lastTree;
    QString m_output;

    bool waitForText(const QString &app, const QString &text, int timeoutMs = 30000)
    {
        QElapsedTimer timer;
        timer.start();
        while (!(m_lastTree = m_session.accessibleTree(app)).contains(text)) {
            if (timer.elapsed() > timeoutMs) {
                return false;
            }
            QTest::qWait(250);
        }
        return true;
    }

    void shot(const QString &name)
    {
        QTest::qWait(600);
        m_session.screenshot(QDir(QStringLiteral(SCREENSHOT_DIR)).filePath(name + QStringLiteral(".png")));
    }

    /// Fills the form; returns the field it could not type into, or nothing.
    QString fill(const QString &app, const QString &login)
    {
        const QList<QPair<QString, QString>> fields{{QStringLiteral("User name"), login},
                                                    {QStringLiteral("Password"), newPassword},
                                                    {QStringLiteral("Repeat password"), newPassword},
                                                    {QStringLiteral("First name"), QStringLiteral("Ada")},
                                                    {QStringLiteral("Last name"), QStringLiteral("Lovelace")},
                                                    {QStringLiteral("E-mail address"), QStringLiteral("ada@example.org")}};
        for (const auto &field : fields) {
            if (!m_session.typeInto(app, field.first, field.second)) {
                return field.first;
            }
        }
        return QString();
    }

    int logged(const QString &method, const QString &path, const QString &user, int ocsStatus) const
    {
        int count = 0;
        const auto log = m_server.requestLog();
        for (const QJsonObject &entry : log) {
            if (entry.value(QStringLiteral("method")).toString() == method && entry.value(QStringLiteral("path")).toString() == path
                && (user.isEmpty() || entry.value(QStringLiteral("user")).toString() == user)
                && entry.value(QStringLiteral("ocsStatus")).toInt() == ocsStatus) {
                ++count;
            }
        }
        return count;
    }

    QString appletsRc() const
    {
        QFile file(m_session.configHome() + QStringLiteral("/plasma-org.kde.plasma.desktop-appletsrc"));
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }

    /// QML warnings and errors of the widget's own files in @p output.
    static QStringList ourQmlWarnings(const QString &output)
    {
        return QmlWarnings::ours(output);
    }

    QProcess *startViewer(const QStringList &extraArguments, const QProcessEnvironment &environment = {})
    {
        QFile::remove(m_session.configHome() + QStringLiteral("/plasmoidviewer-appletsrc"));
        return m_session.launch(
            viewerName,
            QStringList{QStringLiteral("-a"), QStringLiteral("org.kde.plasma.socialdesktop"), QStringLiteral("-s"), QStringLiteral("480x720")} + extraArguments,
            environment);
    }

    QStringList stopViewer(QProcess *viewer)
    {
        viewer->terminate();
        if (!viewer->waitForFinished(10000)) {
            viewer->kill();
            viewer->waitForFinished(5000);
        }
        return ourQmlWarnings(QString::fromLocal8Bit(viewer->readAll()));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_session.start(), qPrintable(m_session.errorString()));
        QVERIFY2(m_server.start(30), qPrintable(m_server.errorString()));
    }

    void cleanupTestCase()
    {
        if (m_shell) {
            m_shell->terminate();
            m_shell->waitForFinished(15000);
        }
    }

    void createAccountFromTheWidget()
    {
        QVERIFY2(m_plasma.start(), qPrintable(m_plasma.errorString()));
        m_shell = m_plasma.process();
        // A server chosen, no account yet: the no-account face, the server prefilled in the form.
        const QString script = QStringLiteral(
                                   "panels().forEach(function (p) { p.remove(); });"
                                   "var w = desktops()[0].addWidget('org.kde.plasma.socialdesktop', 40, 40, 520, 760);"
                                   "w.currentConfigGroup = ['Account']; w.writeConfig('serverUrl', '%1'); w.reloadConfig();"
                                   "print(w.id);")
                                   .arg(m_server.baseUrl().toString());
        bool ok = false;
        const QString id = m_plasma.evaluate(script, &ok);
        QVERIFY2(ok, qPrintable(id));
        QVERIFY2(waitForText(shellName, QStringLiteral("|No account configured"), 60000), qPrintable(m_lastTree));
        // The Account settings page offers it too.
        QVERIFY(m_session.press(shellName, QStringLiteral("Configure Account…")));
        if (waitForText(shellName, QStringLiteral("|Status:"), 20000)) {
            QCOMPARE(m_lastTree.count(QStringLiteral("push button|Create Account…")), 2);
            shot(QStringLiteral("signup-settings"));
            QVERIFY(m_session.press(shellName, QStringLiteral("Cancel")));
            QTRY_VERIFY_WITH_TIMEOUT(m_session.accessibleTree(shellName).count(QStringLiteral("push button|Create Account…")) == 1, 20000);
        } else {
            qWarning("the settings window did not come up in this session; its Create Account… is not checked");
        }

        QVERIFY(m_session.press(shellName, QStringLiteral("Create Account…")));
        QVERIFY2(waitForText(shellName, QStringLiteral("|Create an Account")), qPrintable(m_lastTree));
        QVERIFY2(m_lastTree.contains(QStringLiteral("text|Server address")), qPrintable(m_lastTree));

        // A taken user name: the server's 104 shows under that field, and nothing typed is lost.
        QCOMPARE(fill(shellName, QStringLiteral("demo")), QString());
        QVERIFY2(waitForText(shellName, QStringLiteral("|Strength: Strong")), qPrintable(m_lastTree));
        QVERIFY(m_session.press(shellName, QStringLiteral("Create Account")));
        QVERIFY2(waitForText(shellName, QStringLiteral("|This user name is taken. Choose another one.")), qPrintable(m_lastTree));
        QCOMPARE(logged(QStringLiteral("POST"), QStringLiteral("/v1/person/add"), QString(), 104), 1);
        shot(QStringLiteral("screenshot-create-account"));

        // A free one: made, signed in, its profile shown.
        QVERIFY(m_session.typeInto(shellName, QStringLiteral("User name"), newLogin));
        // Its error goes once the name is changed.
        QTRY_VERIFY_WITH_TIMEOUT(!m_session.accessibleTree(shellName).contains(QStringLiteral("This user name is taken")), 10000);
        shot(QStringLiteral("signup-filled"));
        QVERIFY(m_session.press(shellName, QStringLiteral("Create Account")));
        QVERIFY2(waitForText(shellName, QStringLiteral("page tab|Profile"), 60000), qPrintable(m_lastTree));
        QVERIFY(m_session.press(shellName, QStringLiteral("Profile")));
        QVERIFY2(waitForText(shellName, QStringLiteral("|Ada Lovelace"), 30000), qPrintable(m_lastTree));
        QCOMPARE(logged(QStringLiteral("POST"), QStringLiteral("/v1/person/add"), QString(), 100), 1);
        // The engine's Account source says signed in: the session asks as the new account, and the server agrees.
        QVERIFY(logged(QStringLiteral("GET"), QStringLiteral("/v1/person/self"), newLogin, 100) >= 1);
        // The configuration names the new account.
        QTRY_VERIFY_WITH_TIMEOUT(appletsRc().contains(QStringLiteral("userName=") + newLogin), 20000);
        // The password went in the form of person/add only, never into the server's log.
        QVERIFY(!m_server.requestLogBytes().contains(newPassword.toUtf8()));
        shot(QStringLiteral("signup-signed-in"));
        m_output += QString::fromLocal8Bit(m_shell->readAll());
        const QStringList warnings = ourQmlWarnings(m_output);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    }

    void serverWithoutSignupOffersTheWebsite()
    {
        if (m_shell) {
            m_shell->terminate();
            m_shell->waitForFinished(15000);
            m_shell = nullptr;
        }
        // An OCS server that does not know person/add (999): the form says so and offers the website.
        QProcess *viewer = startViewer({m_server.origin() + QStringLiteral("/v1/nothing/")});
        QVERIFY2(waitForText(viewerName, QStringLiteral("|No account configured"), 60000), qPrintable(m_lastTree));
        QVERIFY(m_session.press(viewerName, QStringLiteral("Create Account…")));
        QVERIFY2(waitForText(viewerName, QStringLiteral("|Create an Account")), qPrintable(m_lastTree));
        QCOMPARE(fill(viewerName, QStringLiteral("grace")), QString());
        QVERIFY(!m_lastTree.contains(QStringLiteral("push button|Sign up on the website")));
        QVERIFY(m_session.press(viewerName, QStringLiteral("Create Account")));
        QVERIFY2(waitForText(viewerName, QStringLiteral("push button|Sign up on the website")), qPrintable(m_lastTree));
        QVERIFY2(m_lastTree.contains(QStringLiteral("Sign up on its website instead.")), qPrintable(m_lastTree));
        // What was typed is still there.
        QVERIFY(m_session.extents(viewerName, {QStringLiteral("text|First name")}).at(0).isValid());
        shot(QStringLiteral("signup-not-supported"));
        const QStringList warnings = stopViewer(viewer);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    }

    void formInGermanAndRightToLeft()
    {
        if (m_shell) {
            m_shell->terminate();
            m_shell->waitForFinished(15000);
            m_shell = nullptr;
        }
        // Right to left (Qt's -reverse): the buttons' row and the strength row run the other way.
        QProcess *viewer = startViewer({QStringLiteral("-reverse"), m_server.baseUrl().toString()});
        QVERIFY2(waitForText(viewerName, QStringLiteral("|No account configured"), 60000), qPrintable(m_lastTree));
        QVERIFY(m_session.press(viewerName, QStringLiteral("Create Account…")));
        QVERIFY2(waitForText(viewerName, QStringLiteral("|Create an Account")), qPrintable(m_lastTree));
        QVERIFY2(m_session.typeInto(viewerName, QStringLiteral("Password"), newPassword), qPrintable(m_session.accessibleTree(viewerName)));
        QVERIFY2(waitForText(viewerName, QStringLiteral("|Strength: Strong")), qPrintable(m_lastTree));
        const QVector<QRect> places =
            m_session.extents(viewerName,
                              {QStringLiteral("push button|Cancel"), QStringLiteral("push button|Create Account"), QStringLiteral("text|User name")});
        QVERIFY2(!places.at(0).isEmpty() && !places.at(1).isEmpty() && !places.at(2).isEmpty(), qPrintable(m_lastTree));
        QVERIFY2(places.at(1).center().x() < places.at(0).center().x(), "right to left: Create Account left of Cancel");
        shot(QStringLiteral("signup-rtl"));
        QStringList warnings = stopViewer(viewer);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));

        const QProcessEnvironment german = m_session.germanEnvironment();
        viewer = startViewer({m_server.baseUrl().toString()}, german);
        QVERIFY2(waitForText(viewerName, QStringLiteral("push button|Konto erstellen …"), 60000), qPrintable(m_lastTree));
        QVERIFY(m_session.press(viewerName, QStringLiteral("Konto erstellen …")));
        QVERIFY2(waitForText(viewerName, QStringLiteral("|Ein Konto erstellen")), qPrintable(m_lastTree));
        for (const QString &name : {QStringLiteral("text|Benutzername"),
                                    QStringLiteral("password text|||Passwort wiederholen"),
                                    QStringLiteral("text|Vorname"),
                                    QStringLiteral("text|Nachname"),
                                    QStringLiteral("text|E-Mail-Adresse"),
                                    QStringLiteral("push button|Abbrechen")}) {
            QVERIFY2(m_lastTree.contains(name), qPrintable(name + QLatin1Char('\n') + m_lastTree));
        }
        shot(QStringLiteral("signup-german"));
        warnings = stopViewer(viewer);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(SignupE2eTest)
#include "signupe2etest.moc"
