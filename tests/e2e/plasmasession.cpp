// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "plasmasession.h"

#include "plasmamenu.h"
#include "privatehome.h"
#include "qtpaths.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QThread>
#include <QtDebug>

#include <csignal>

namespace
{
QString readLineWithin(QProcess *process, int milliseconds)
{
    QElapsedTimer timer;
    timer.start();
    while (!process->canReadLine() && timer.elapsed() < milliseconds && process->state() != QProcess::NotRunning) {
        process->waitForReadyRead(100);
    }
    return QString::fromLocal8Bit(process->readLine()).trimmed();
}
}

PlasmaSession::PlasmaSession()
    : PlasmaSession(QStringLiteral(INSTALL_PLUGINDIR), QStringLiteral(INSTALL_QMLDIR), QStringLiteral(INSTALL_DATADIR))
{
}

PlasmaSession::PlasmaSession(const QString &root)
    : PlasmaSession(root + QtPaths::plugins(), root + QtPaths::qmlModules(), root + QStringLiteral("/usr/share"))
{
}

PlasmaSession::PlasmaSession(const QString &pluginDir, const QString &qmlDir, const QString &dataDir)
{
    m_environment = QProcessEnvironment::systemEnvironment();
    m_environment.insert(PrivateHome::environment(m_home.path()));
    m_environment.insert(QStringLiteral("QT_PLUGIN_PATH"), pluginDir);
    m_environment.insert(QStringLiteral("QML2_IMPORT_PATH"), qmlDir);
    m_environment.insert(QStringLiteral("XDG_DATA_DIRS"), dataDir + QStringLiteral(":/usr/local/share:/usr/share"));
    // OpenGL through Mesa's llvmpipe on Xvfb: Qt Quick's software renderer draws no shader effects, so
    // Kirigami's avatars (masked by one) would stay empty, and in plasmashell it is slower (150 s against 55 s
    // for the whole plasmashell test). SOCIALDESKTOP_E2E_RENDERER=software selects it all the same.
    if (qEnvironmentVariable("SOCIALDESKTOP_E2E_RENDERER") == QLatin1String("software")) {
        m_environment.insert(QStringLiteral("QT_QUICK_BACKEND"), QStringLiteral("software"));
    } else {
        m_environment.remove(QStringLiteral("QT_QUICK_BACKEND"));
        m_environment.insert(QStringLiteral("LIBGL_ALWAYS_SOFTWARE"), QStringLiteral("1"));
    }
    m_environment.insert(QStringLiteral("QT_LINUX_ACCESSIBILITY_ALWAYS_ON"), QStringLiteral("1"));
    // KDE's platform theme, as in a Plasma session: the settings window then has the desktop's controls.
    m_environment.insert(QStringLiteral("QT_QPA_PLATFORMTHEME"), QStringLiteral("kde"));
    m_environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    m_environment.remove(QStringLiteral("WAYLAND_DISPLAY"));
    m_environment.remove(QStringLiteral("SESSION_MANAGER"));
    // The applications menu a Plasma session names, so that KSycoca lists the tests' own applications (the link
    // recorder).
    if (!m_environment.contains(QStringLiteral("XDG_MENU_PREFIX")) && !plasmaMenuPrefix().isEmpty()) {
        m_environment.insert(QStringLiteral("XDG_MENU_PREFIX"), plasmaMenuPrefix());
    }
}

PlasmaSession::~PlasmaSession()
{
    stopAll();
}

bool PlasmaSession::start()
{
    if (!m_home.isValid()) {
        m_error = QStringLiteral("cannot create a temporary home directory");
        return false;
    }
    // No wallet: its first-run assistant would open over the widget and take the keys meant for it. The engine
    // then keeps the password in memory and says so (the wallet itself is tested in tests/account).
    QDir().mkpath(configHome());
    QFile walletConfig(configHome() + QStringLiteral("/kwalletrc"));
    if (!walletConfig.open(QIODevice::WriteOnly) || walletConfig.write("[Wallet]\nEnabled=false\n") < 0) {
        m_error = QStringLiteral("cannot write %1").arg(walletConfig.fileName());
        return false;
    }
    walletConfig.close();
    if (!startDBus() || !startXvfb()) {
        return false;
    }
    // The accessibility bus, so the tests can read the widget the way a screen reader does.
    // It publishes the bus address on the root window (AT_SPI_BUS); wait for it before any program starts.
    QProcess *launcher = launch(QStringLiteral("/usr/libexec/at-spi-bus-launcher"), {QStringLiteral("--launch-immediately")});
    QElapsedTimer timer;
    timer.start();
    // Generous: on a loaded machine the launcher and its bus take a while.
    while (timer.elapsed() < 60000) {
        QProcess xprop;
        xprop.setProcessEnvironment(m_environment);
        xprop.start(QStringLiteral("xprop"), {QStringLiteral("-root"), QStringLiteral("AT_SPI_BUS")});
        xprop.waitForFinished(5000);
        if (xprop.readAllStandardOutput().contains("unix:")) {
            return true;
        }
        QThread::msleep(100);
    }
    m_error = QStringLiteral("the accessibility bus did not start on %1: %2").arg(m_display, QString::fromLocal8Bit(launcher->readAll()));
    return false;
}

QString PlasmaSession::errorString() const
{
    return m_error;
}

QProcessEnvironment PlasmaSession::environment() const
{
    return m_environment;
}

QString PlasmaSession::configHome() const
{
    return m_environment.value(QStringLiteral("XDG_CONFIG_HOME"));
}

QString PlasmaSession::display() const
{
    return m_display;
}

QProcessEnvironment PlasmaSession::germanEnvironment()
{
    QProcessEnvironment german;
    german.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
    const QString locales = m_home.filePath(QStringLiteral("locale"));
    const QString name = QStringLiteral("de_DE.UTF-8");
    if (!QFile::exists(locales + QLatin1Char('/') + name + QStringLiteral("/LC_MESSAGES"))) {
        QDir().mkpath(locales);
        QProcess localedef;
        localedef.setProcessChannelMode(QProcess::MergedChannels);
        localedef.start(QStringLiteral("localedef"),
                        {QStringLiteral("-i"), QStringLiteral("de_DE"), QStringLiteral("-f"), QStringLiteral("UTF-8"), locales + QLatin1Char('/') + name});
        if (!localedef.waitForFinished(60000) || localedef.exitCode() != 0) {
            qWarning().noquote() << "no German locale, C.UTF-8 it is: localedef said" << QString::fromLocal8Bit(localedef.readAll()).trimmed();
            german.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
            german.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
            return german;
        }
    }
    german.insert(QStringLiteral("LOCPATH"), locales);
    german.insert(QStringLiteral("LANG"), name);
    german.insert(QStringLiteral("LC_ALL"), name);
    return german;
}

QProcess *PlasmaSession::launch(const QString &program, const QStringList &arguments, const QProcessEnvironment &extra)
{
    auto process = std::make_unique<QProcess>();
    QProcessEnvironment environment = m_environment;
    environment.insert(extra);
    process->setProcessEnvironment(environment);
    process->setProcessChannelMode(QProcess::MergedChannels);
    process->start(program, arguments);
    process->waitForStarted();
    m_processes.push_back(std::move(process));
    return m_processes.back().get();
}

bool PlasmaSession::startDBus()
{
    QProcess *bus = launch(QStringLiteral("dbus-daemon"), {QStringLiteral("--session"), QStringLiteral("--nofork"), QStringLiteral("--print-address=1")});
    // Its warnings share the channel: the address is the line that looks like one.
    QString address;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 10000 && bus->state() == QProcess::Running) {
        const QString line = readLineWithin(bus, 1000);
        if (line.startsWith(QLatin1String("unix:"))) {
            address = line;
            break;
        }
    }
    if (address.isEmpty()) {
        m_error = QStringLiteral("dbus-daemon did not start: ") + QString::fromLocal8Bit(bus->readAll());
        return false;
    }
    m_environment.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), address);
    return true;
}

bool PlasmaSession::startXvfb()
{
    // -displayfd 1: Xvfb picks a free display and writes its number to stdout once it accepts clients.
    QProcess *xvfb = launch(QStringLiteral("Xvfb"),
                            {QStringLiteral("-displayfd"),
                             QStringLiteral("1"),
                             QStringLiteral("-screen"),
                             QStringLiteral("0"),
                             QStringLiteral("1024x768x24"),
                             QStringLiteral("-nolisten"),
                             QStringLiteral("tcp"),
                             // Without -noreset the server resets when its last client leaves, and loses the
                             // AT_SPI_BUS property through which Qt finds the accessibility bus without a race.
                             QStringLiteral("-noreset")});
    // Its output is merged with its complaints (a display taken by another server, say): the number
    // is the first line that is only digits.
    QString number;
    QString said;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 30000 && xvfb->state() == QProcess::Running) {
        const QString line = readLineWithin(xvfb, 1000);
        bool isNumber = false;
        line.toInt(&isNumber);
        if (isNumber) {
            number = line;
            break;
        }
        said += line + QLatin1Char('\n');
    }
    if (number.isEmpty()) {
        m_error = QStringLiteral("Xvfb did not start: ") + said + QString::fromLocal8Bit(xvfb->readAll());
        return false;
    }
    m_display = QLatin1Char(':') + number;
    m_environment.insert(QStringLiteral("DISPLAY"), m_display);
    // The bus started before the display: services it starts on demand (kactivitymanagerd, kglobalaccel)
    // need DISPLAY and the session's paths too, or they abort and plasmashell gives up.
    QProcess update;
    update.setProcessEnvironment(m_environment);
    update.start(QStringLiteral("dbus-update-activation-environment"), {QStringLiteral("--all")});
    if (!update.waitForFinished(10000) || update.exitCode() != 0) {
        m_error = QStringLiteral("cannot pass the environment to the session bus: ") + QString::fromLocal8Bit(update.readAllStandardError());
        return false;
    }
    return true;
}

bool PlasmaSession::runAccessibility(const QStringList &arguments, QString *output, QString *error) const
{
    QProcess script;
    script.setProcessEnvironment(m_environment);
    // Debian's interpreter: it has pyatspi, the one first on PATH may not.
    script.start(QStringLiteral("/usr/bin/python3"), QStringList{QStringLiteral(ATSPI_DUMP_SCRIPT)} + arguments);
    const bool ok = script.waitForFinished(30000) && script.exitCode() == 0;
    if (output) {
        *output = QString::fromUtf8(script.readAllStandardOutput());
    }
    if (error) {
        *error = QString::fromLocal8Bit(script.readAllStandardError());
    }
    return ok;
}

QString PlasmaSession::accessibleTree(const QString &appName, QString *error) const
{
    QString tree;
    return runAccessibility({appName}, &tree, error) ? tree : QString();
}

QVector<QRect> PlasmaSession::extents(const QString &appName, const QStringList &roleAndNames) const
{
    QVector<QRect> found(roleAndNames.size());
    QString tree;
    if (!runAccessibility({appName, QStringLiteral("--extents")}, &tree, nullptr)) {
        return found;
    }
    // One line a node: "  role|name @x,y wxh".
    static const QRegularExpression line(QStringLiteral("^\\s*(.*) @(-?\\d+),(-?\\d+) (\\d+)x(\\d+)$"), QRegularExpression::MultilineOption);
    auto it = line.globalMatch(tree);
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const QString node = match.captured(1); // "role|name", maybe followed by "||description"
        for (int i = 0; i < roleAndNames.size(); ++i) {
            if (found.at(i).isEmpty() && (node == roleAndNames.at(i) || node.startsWith(roleAndNames.at(i) + QStringLiteral("||")))) {
                found[i] = QRect(match.captured(2).toInt(), match.captured(3).toInt(), match.captured(4).toInt(), match.captured(5).toInt());
            }
        }
    }
    return found;
}

bool PlasmaSession::typeInto(const QString &appName, const QString &field, const QString &text, bool submit) const
{
    QStringList arguments{appName, QStringLiteral("--set-text"), field, text};
    if (submit) {
        arguments.append(QStringLiteral("--submit"));
    }
    return runAccessibility(arguments, nullptr, nullptr);
}

bool PlasmaSession::press(const QString &appName, const QString &button) const
{
    return runAccessibility({appName, QStringLiteral("--press"), button}, nullptr, nullptr);
}

bool PlasmaSession::click(const QString &appName, const QString &button) const
{
    return runAccessibility({appName, QStringLiteral("--click"), button}, nullptr, nullptr);
}

bool PlasmaSession::hover(const QString &appName, const QString &button) const
{
    return runAccessibility({appName, QStringLiteral("--hover"), button}, nullptr, nullptr);
}

bool PlasmaSession::contextClick(const QString &appName, const QString &button) const
{
    return runAccessibility({appName, QStringLiteral("--context-click"), button}, nullptr, nullptr);
}

bool PlasmaSession::clickRightmost(const QString &appName, const QString &button) const
{
    return runAccessibility({appName, QStringLiteral("--click-rightmost"), button}, nullptr, nullptr);
}

bool PlasmaSession::pressKey(const QString &appName, const QString &field, const QString &key) const
{
    return runAccessibility({appName, QStringLiteral("--key"), field, key}, nullptr, nullptr);
}

bool PlasmaSession::pressKeys(const QString &appName, const QStringList &keys) const
{
    return runAccessibility(QStringList{appName, QStringLiteral("--keys")} + keys, nullptr, nullptr);
}

QStringList PlasmaSession::focused(const QString &appName) const
{
    QString lines;
    if (!runAccessibility({appName, QStringLiteral("--focused")}, &lines, nullptr)) {
        return {};
    }
    return lines.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

void PlasmaSession::screenshot(const QString &path) const
{
    QProcess shot;
    shot.setProcessEnvironment(m_environment);
    shot.start(QStringLiteral("sh"), {QStringLiteral("-c"), QStringLiteral("xwd -root -silent | convert xwd:- \"$0\""), path});
    const bool finished = shot.waitForFinished(30000);
    if (!finished || shot.exitCode() != 0 || !QFile::exists(path)) {
        qWarning().noquote() << "no screenshot" << path << (finished ? QStringLiteral("exit code %1").arg(shot.exitCode()) : QStringLiteral("timed out"))
                             << "- xwd and convert said:" << QString::fromLocal8Bit(shot.readAllStandardError()).trimmed();
    }
}

void PlasmaSession::stopAll()
{
    // Newest first: the programs, then the accessibility bus, the X server and the D-Bus daemon.
    for (auto it = m_processes.rbegin(); it != m_processes.rend(); ++it) {
        QProcess *process = it->get();
        if (process->state() == QProcess::NotRunning) {
            continue;
        }
        process->terminate();
        if (!process->waitForFinished(5000)) {
            process->kill();
            process->waitForFinished(2000);
        }
    }
    m_processes.clear();
}
