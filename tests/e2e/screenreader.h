// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

class PlasmaSession;

/**
 * What a screen reader reads of one application of a PlasmaSession, for the end-to-end tests: its accessibility tree
 * (a `role|name` line a visible node), read until a text shows or goes, and pictures of the session's screen.
 */
class ScreenReader
{
public:
    ScreenReader(const PlasmaSession &session, const QString &appName);

    /// Reads the tree now; lastTree() keeps it for a failure's message.
    QString tree();
    const QString &lastTree() const;

    /// Reads the tree until it holds @p text (with @p present false: until it no longer does); false once
    /// @p timeoutMs have passed.
    bool waitForText(const QString &text, int timeoutMs = 30000, bool present = true);

    /// A picture of the whole screen, @p name.png in the tests' screenshot folder, once what just changed is drawn.
    void shot(const QString &name) const;

private:
    const PlasmaSession &m_session;
    QString m_appName;
    QString m_lastTree;
};
