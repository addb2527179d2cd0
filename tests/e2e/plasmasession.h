// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QRect>
#include <QTemporaryDir>
#include <QVector>

#include <memory>
#include <vector>

/**
 * A private desktop session for end-to-end tests: its own home directories, a D-Bus session bus,
 * an X server (Xvfb) on a free display and the AT-SPI accessibility bus, with the environment that
 * makes Qt and Plasma find what the build installed into its prefix, or what is installed under a root.
 *
 * Everything is started by start() and stopped by the destructor.
 */
class PlasmaSession
{
public:
    /// Qt and Plasma find the widget where the build installed it (its prefix).
    PlasmaSession();
    /// Qt and Plasma find the widget under @p root, laid out as on the system (a package unpacked there): only the
    /// standard search paths (plugins, QML modules, XDG data) point there, in front of the system's own.
    explicit PlasmaSession(const QString &root);
    ~PlasmaSession();

    /// Starts the bus, the X server and the accessibility bus; returns false with errorString() set on failure.
    bool start();
    QString errorString() const;

    /// The environment for programs of this session (XDG dirs, DISPLAY, D-Bus, plugin and QML paths).
    QProcessEnvironment environment() const;
    QString configHome() const;
    QString display() const;

    /// What a program needs in its environment to show German (launch()'s @p extra): LANGUAGE=de in a
    /// German locale, compiled for the session into its own folder (LOCPATH) with localedef, so that no system locale
    /// must be installed. gettext ignores LANGUAGE in the C locale, and in C.UTF-8 too in glibc 2.41 (Debian 13);
    /// where localedef (package locales) fails, C.UTF-8 it is (enough for glibc 2.36, Debian 12's).
    QProcessEnvironment germanEnvironment();

    /// Starts a program in the session, with @p extra added to its environment; its output is merged and kept.
    QProcess *launch(const QString &program, const QStringList &arguments, const QProcessEnvironment &extra = {});

    /// The accessibility tree of the running application named @p appName, one `role|name` line a node.
    QString accessibleTree(const QString &appName, QString *error = nullptr) const;

    /// Where the first visible nodes shown as @p roleAndNames (`page tab|Friends`) of @p appName are on screen, in
    /// that order, from one reading of the tree; an empty rectangle for one not there.
    QVector<QRect> extents(const QString &appName, const QStringList &roleAndNames) const;

    /// Types @p text into the visible text field named @p field of @p appName, as a person would.
    /// With @p submit, Return follows (the field's accepted action).
    bool typeInto(const QString &appName, const QString &field, const QString &text, bool submit = false) const;
    /// Presses the visible button (tab, switch, list item) named @p button of @p appName through its press action.
    bool press(const QString &appName, const QString &button) const;
    /// Clicks the visible button named @p button of @p appName with the mouse (for what takes no focus).
    bool click(const QString &appName, const QString &button) const;
    /// The same for the rightmost of the buttons named @p button (in the copy of a widget on the right).
    bool clickRightmost(const QString &appName, const QString &button) const;

    /// Rests the mouse pointer on the visible button named @p button of @p appName, as a person reading its tooltip;
    /// an empty @p button puts it in the screen's top left corner.
    bool hover(const QString &appName, const QString &button) const;
    /// Clicks the visible button named @p button of @p appName with the right mouse button, as a person opening the
    /// context menu of what lies under it (a button takes no right click).
    bool contextClick(const QString &appName, const QString &button) const;

    /// Focuses the visible text field named @p field of @p appName and presses @p key (an X key name, "F5").
    bool pressKey(const QString &appName, const QString &field, const QString &key) const;
    /// Presses @p keys (X key names: Down, Return, Escape) one after the other where the keyboard is now.
    bool pressKeys(const QString &appName, const QStringList &keys) const;
    /// The `role|name` lines of the visible nodes of @p appName that have the keyboard focus.
    QStringList focused(const QString &appName) const;

    /// Saves a screenshot of the whole screen (PNG) to @p path. A picture is evidence, not a check: one that
    /// cannot be taken (xwd or convert failing on a loaded machine) is a warning that says why, never a failure.
    void screenshot(const QString &path) const;

private:
    PlasmaSession(const QString &pluginDir, const QString &qmlDir, const QString &dataDir);
    bool runAccessibility(const QStringList &arguments, QString *output, QString *error) const;
    bool startDBus();
    bool startXvfb();
    void stopAll();

    QTemporaryDir m_home;
    QProcessEnvironment m_environment;
    QString m_display;
    QString m_error;
    std::vector<std::unique_ptr<QProcess>> m_processes;
};
