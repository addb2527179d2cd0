// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "plasmasession.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

// The installed widget in a real plasmoidviewer on Xvfb, read through the accessibility bus.
class PlasmoidViewerTest : public QObject
{
    Q_OBJECT

private:
    PlasmaSession m_session;
    QProcess *m_viewer = nullptr;

    QString appletsRc() const
    {
        QFile file(m_session.configHome() + QStringLiteral("/plasmoidviewer-appletsrc"));
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }

    QString tree()
    {
        return m_session.accessibleTree(QStringLiteral("plasmoidviewer"));
    }

    void startViewer(const QStringList &extraArguments, const QProcessEnvironment &extraEnvironment = {})
    {
        stopViewer();
        QFile::remove(m_session.configHome() + QStringLiteral("/plasmoidviewer-appletsrc"));
        m_viewer =
            m_session.launch(QStringLiteral("plasmoidviewer"),
                             QStringList{QStringLiteral("-a"), QStringLiteral("org.kde.plasma.socialdesktop"), QStringLiteral("-s"), QStringLiteral("480x600")}
                                 + extraArguments);
        QVERIFY(m_viewer->state() == QProcess::Running);
    }

    void stopViewer()
    {
        if (!m_viewer) {
            return;
        }
        m_viewer->terminate();
        if (!m_viewer->waitForFinished(10000)) {
            m_viewer->kill();
            m_viewer->waitForFinished(5000);
        }
        const QString output = QString::fromLocal8Bit(m_viewer->readAll());
        // Any QML error of the widget's own files fails the test.
        static const QRegularExpression qmlError(
            QStringLiteral("org\\.kde\\.plasma\\.socialdesktop/contents/ui/[^\\n]*(Error|is not defined|Cannot|Unable|undefined)"));
        const auto match = qmlError.match(output);
        QVERIFY2(!match.hasMatch(), qPrintable(match.captured(0)));
        m_viewer = nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_session.start(), qPrintable(m_session.errorString()));
    }

    void cleanupTestCase()
    {
        stopViewer();
    }

    void unconfiguredWidgetSaysWhatToDo()
    {
        startViewer({});
        QTRY_VERIFY_WITH_TIMEOUT(tree().contains(QStringLiteral("|No account configured")), 60000);
        const QString accessible = tree();
        QVERIFY2(accessible.contains(QStringLiteral("push button|Configure Account…")), qPrintable(accessible));
        QVERIFY(m_session.screenshot(QDir(QStringLiteral(SCREENSHOT_DIR)).filePath(QStringLiteral("plasmoidviewer-unconfigured.png"))));
        stopViewer();
    }

    void communityLinkConfiguresWidget()
    {
        startViewer({QStringLiteral("http://demo@127.0.0.1:4711/v1/")});
        QTRY_VERIFY_WITH_TIMEOUT(appletsRc().contains(QStringLiteral("userName=demo")), 60000);
        QVERIFY(appletsRc().contains(QStringLiteral("serverUrl=http://127.0.0.1:4711/v1/")));

        QTRY_VERIFY_WITH_TIMEOUT(tree().contains(QStringLiteral("|Community server: http://127.0.0.1:4711/v1/")), 30000);
        const QString accessible = tree();
        QVERIFY2(accessible.contains(QStringLiteral("|demo\n")), qPrintable(accessible));
        QVERIFY2(accessible.contains(QStringLiteral("|Location unknown")), qPrintable(accessible));
        QVERIFY(!accessible.contains(QStringLiteral("|No account configured")));
        QVERIFY(m_session.screenshot(QDir(QStringLiteral(SCREENSHOT_DIR)).filePath(QStringLiteral("plasmoidviewer-configured.png"))));
        stopViewer();
    }

    void germanTranslationShows()
    {
        QProcessEnvironment german;
        german.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
        german.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
        startViewer({}, german);
        QTRY_VERIFY_WITH_TIMEOUT(tree().contains(QStringLiteral("|Kein Konto eingerichtet")), 60000);
        QVERIFY(tree().contains(QStringLiteral("push button|Konto einrichten …")));
        QVERIFY(tree().contains(QStringLiteral("|Standort unbekannt")));
        stopViewer();
    }

    void passwordInLinkIsNeverKept()
    {
        startViewer({QStringLiteral("http://eve:hunter2-secret@127.0.0.1:4711/v1/")});
        QTRY_VERIFY_WITH_TIMEOUT(appletsRc().contains(QStringLiteral("userName=eve")), 60000);
        QVERIFY(appletsRc().contains(QStringLiteral("serverUrl=http://127.0.0.1:4711/v1/")));
        QVERIFY(!appletsRc().contains(QStringLiteral("hunter2-secret")));
        stopViewer();
    }
};

QTEST_GUILESS_MAIN(PlasmoidViewerTest)

#include "plasmoidviewertest.moc"
