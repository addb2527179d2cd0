// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QUrl>

class PlasmaSession;
class QProcess;

/**
 * plasmashell in a PlasmaSession, on a bare desktop (one desktop containment, no panel: the shell then has time for
 * the widgets a test adds), driven through its scripting interface. The session stops it.
 */
class PlasmaShell
{
public:
    explicit PlasmaShell(PlasmaSession &session);

    /// Writes the bare desktop into the session's configuration and starts plasmashell with @p extra in its
    /// environment; returns once its desktop is there (false with errorString() set when it is not within 60 s).
    /// @p arguments go to plasmashell after --no-respawn (`-reverse` lays it out right to left).
    bool start(const QProcessEnvironment &extra = {}, const QStringList &arguments = {});
    QString errorString() const;
    /// The running shell (its output merged), or nullptr before start().
    QProcess *process() const;

    /// Runs @p script in the shell's scripting interface; returns what it printed.
    QString evaluate(const QString &script, bool *ok = nullptr) const;

    /// A script that sets the Social Desktop widget held in the script variable @p widget up for @p server as @p user.
    static QString configureAccount(const QString &widget, const QUrl &server, const QString &user);

private:
    bool writeBareDesktop();

    PlasmaSession &m_session;
    QProcess *m_process = nullptr;
    QString m_error;
};
