// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "screenreader.h"

#include "plasmasession.h"

#include <QDir>
#include <QElapsedTimer>
#include <QTest>

ScreenReader::ScreenReader(const PlasmaSession &session, const QString &appName)
    : m_session(session)
    , m_appName(appName)
{
}

QString ScreenReader::tree()
{
    m_lastTree = m_session.accessibleTree(m_appName);
    return m_lastTree;
}

const QString &ScreenReader::lastTree() const
{
    return m_lastTree;
}

bool ScreenReader::waitForText(const QString &text, int timeoutMs, bool present)
{
    QElapsedTimer timer;
    timer.start();
    while (tree().contains(text) != present) {
        if (timer.elapsed() > timeoutMs) {
            return false;
        }
        QTest::qWait(300);
    }
    return true;
}

void ScreenReader::shot(const QString &name) const
{
    QTest::qWait(600);
    m_session.screenshot(QDir(QStringLiteral(SCREENSHOT_DIR)).filePath(name + QStringLiteral(".png")));
}
