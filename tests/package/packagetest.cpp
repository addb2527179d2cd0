// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocs/replyparser.h"
#include "ocsserverprocess.h"
#include "plasmasession.h"
#include "plasmashell.h"
#include "qtpaths.h"

#include <QDir>
#include <QFile>
#include <QTest>

namespace
{
const QString shellName = QStringLiteral("plasmashell");

/// Where installedroot.sh unpacked the packages.
QString installedRoot()
{
    return qEnvironmentVariable("SOCIALDESKTOP_INSTALLED_ROOT");
}
}

/**
 * The widget as the Debian package installs it: the packages unpacked into a throwaway root (installedroot.sh), and
 * a real plasmashell on Xvfb finding it there through the standard search paths alone, signed in against the
 * reference server. Nothing of the build tree is on the way: plasmashell maps no file of it.
 */
class PackageTest : public QObject
{
    Q_OBJECT

private:
    const QString m_root = installedRoot();
    PlasmaSession m_session{m_root};
    PlasmaShell m_plasma{m_session};
    OcsServerProcess m_server;
    QString m_lastTree;

    bool waitForText(const QString &text, int timeoutMs)
    {
        return QTest::qWaitFor(
            [&] {
                m_lastTree = m_session.accessibleTree(shellName);
                return m_lastTree.contains(text);
            },
            timeoutMs);
    }

    /// The files plasmashell has mapped (its plugins and libraries), one a line.
    QStringList mappedFiles() const
    {
        QFile maps(QStringLiteral("/proc/%1/maps").arg(m_plasma.process()->processId()));
        QStringList files;
        if (!maps.open(QIODevice::ReadOnly)) {
            return files;
        }
        const auto lines = QString::fromLocal8Bit(maps.readAll()).split(QLatin1Char('\n'));
        for (const QString &line : lines) {
            const int path = line.indexOf(QLatin1Char('/'));
            if (path >= 0 && !files.contains(line.mid(path))) {
                files.append(line.mid(path));
            }
        }
        return files;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!m_root.isEmpty(), "run through installedroot.sh (ctest -L package), which unpacks the packages");
        QVERIFY2(!m_root.startsWith(QStringLiteral(BUILD_TREE)) && !m_root.startsWith(QStringLiteral(SOURCE_TREE)), qPrintable(m_root));
        // The environment of the session names no folder of the build or source tree (but for `_`, where the shell
        // that started this test wrote the test's own path).
        const QProcessEnvironment environment = m_session.environment();
        const auto names = environment.keys();
        for (const QString &name : names) {
            const QString value = environment.value(name);
            QVERIFY2(name == QLatin1String("_") || (!value.contains(QStringLiteral(BUILD_TREE)) && !value.contains(QStringLiteral(SOURCE_TREE))),
                     qPrintable(name + QLatin1Char('=') + value));
        }
        QVERIFY2(m_session.start(), qPrintable(m_session.errorString()));
        QVERIFY2(m_server.start(300), qPrintable(m_server.errorString()));
        QVERIFY2(m_plasma.start(), qPrintable(m_plasma.errorString()));
    }

    void theRootHoldsTheWidget()
    {
        const QString plugins = m_root + QtPaths::plugins();
        const QString qml = m_root + QtPaths::qmlModules();
        const QString share = m_root + QStringLiteral("/usr/share");
        for (const QString &file : {share + QStringLiteral("/plasma/plasmoids/org.kde.plasma.socialdesktop/metadata.json"),
                                    share + QStringLiteral("/plasma/plasmoids/org.kde.plasma.socialdesktop/contents/ui/main.qml"),
                                    share + QStringLiteral("/" SERVICES_DIR "/ocs.operations"),
                                    share + QStringLiteral("/" KNOTIFICATIONS_DIR "/socialdesktop.notifyrc"),
                                    share + QStringLiteral("/socialdesktop/cities.json"),
                                    share + QStringLiteral("/metainfo/org.kde.plasma.socialdesktop.appdata.xml"),
                                    share + QStringLiteral("/locale/de/LC_MESSAGES/plasma_applet_org.kde.plasma.socialdesktop.mo"),
                                    share + QStringLiteral("/locale/de/LC_MESSAGES/plasma_engine_ocs.mo"),
                                    share + QStringLiteral("/locale/de/LC_MESSAGES/plasma_engine_geolocator.mo"),
                                    plugins + QStringLiteral("/" DATAENGINE_NAMESPACE "/plasma_engine_ocs.so"),
                                    plugins + QStringLiteral("/" DATAENGINE_NAMESPACE "/plasma_engine_geolocator.so"),
                                    plugins + QStringLiteral("/kpeople/datasource/socialdesktop_kpeople.so"),
                                    qml + QStringLiteral("/org/kde/plasma/private/socialdesktop/qmldir")}) {
            QVERIFY2(QFile::exists(file), qPrintable(file));
        }
        // The reference server is test tooling: never in the widget's package.
        QVERIFY(!QFile::exists(m_root + QStringLiteral("/usr/bin/socialdesktop-server")));
    }

    void signInFromTheRoot()
    {
        const auto friends =
            Ocs::ReplyParser::persons(m_server.call(QStringLiteral("v1/friend/data/demo"), QStringLiteral("demo"), QStringLiteral("demo-password"))).items;
        QVERIFY(!friends.isEmpty());
        const QString firstFriend = (friends.first().firstName + QLatin1Char(' ') + friends.first().lastName).trimmed();

        bool ok = false;
        const QString id = m_plasma.evaluate(QStringLiteral("var w = desktops()[0].addWidget('org.kde.plasma.socialdesktop', 40, 40, 520, 660);")
                                                 + PlasmaShell::configureAccount(QStringLiteral("w"), m_server.baseUrl(), QStringLiteral("demo"))
                                                 + QStringLiteral("print(w.id);"),
                                             &ok);
        QVERIFY2(ok && id.toInt() > 0, qPrintable(id));
        QVERIFY2(waitForText(QStringLiteral("|Sign in as demo"), 60000), qPrintable(m_lastTree));
        QVERIFY(m_session.typeInto(shellName, QStringLiteral("Password"), QStringLiteral("demo-password"), true));
        QVERIFY2(waitForText(QStringLiteral("list item|") + firstFriend, 60000), qPrintable(m_lastTree));
        m_session.screenshot(QDir(QStringLiteral(SCREENSHOT_DIR)).filePath(QStringLiteral("package-signed-in.png")));
    }

    void nothingFromTheBuildTree()
    {
        const QStringList files = mappedFiles();
        const QString plugins = m_root + QtPaths::plugins();
        const QString qml = m_root + QtPaths::qmlModules();
        // The widget's QML plugin and both engines, from the root.
        for (const QString &file : {qml + QStringLiteral("/org/kde/plasma/private/socialdesktop/libsocialdesktopplugin.so"),
                                    plugins + QStringLiteral("/" DATAENGINE_NAMESPACE "/plasma_engine_ocs.so"),
                                    plugins + QStringLiteral("/" DATAENGINE_NAMESPACE "/plasma_engine_geolocator.so")}) {
            QVERIFY2(files.contains(file), qPrintable(file + QStringLiteral(" is not mapped:\n") + files.join(QLatin1Char('\n'))));
        }
        for (const QString &file : files) {
            QVERIFY2(!file.startsWith(QStringLiteral(BUILD_TREE)) && !file.startsWith(QStringLiteral(SOURCE_TREE)), qPrintable(file));
        }
        qInfo("plasmashell maps %lld files, %lld of them from the root",
              qlonglong(files.size()),
              qlonglong(std::count_if(files.cbegin(), files.cend(), [this](const QString &file) {
                  return file.startsWith(m_root);
              })));
    }
};

QTEST_GUILESS_MAIN(PackageTest)

#include "packagetest.moc"
