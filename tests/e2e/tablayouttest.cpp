// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "ocsserverprocess.h"
#include "plasmasession.h"
#include "plasmashell.h"
#include "screenreader.h"

#include <KConfig>
#include <KConfigGroup>

#include <QElapsedTimer>
#include <QRect>
#include <QTest>

namespace
{
const QString shellName = QStringLiteral("plasmashell");
const QString messagesTab = QStringLiteral("page tab|Messages");
const QString configureButton = QStringLiteral("Configure Social Desktop…");
}

/**
 * The tab bar and the tooltips as people see them (issue 28), in one copy of the widget at a time on the desktop of a
 * real plasmashell: wide, the views' names stand beside their icons; narrower, under them; narrow, only the
 * icons show, and a tab's name comes as a tooltip when the pointer rests on it. Every tooltip opens below what it
 * belongs to, never over the header (who you are, the status) above it. Where the name shows, no tooltip repeats it.
 *
 * The layouts are told apart by where the tabs are on screen (the accessibility tree reads the name of a tab, not
 * the label's place): a name under its icon makes the tab a line of text taller than a name beside it does, and one
 * with only its icon is as low as beside, and narrow.
 */
class TabLayoutTest : public QObject
{
    Q_OBJECT

private:
    PlasmaSession m_session;
    ScreenReader m_reader{m_session, shellName};
    PlasmaShell m_plasma{m_session};
    OcsServerProcess m_server;
    QProcess *m_shell = nullptr;
    QString m_widget; ///< the id of the copy on the desktop now
    QRect m_beside; ///< the Messages tab with its name beside the icon
    QRect m_under; ///< ... under the icon

    static QString describe(const QRect &box)
    {
        return QStringLiteral("%1x%2 at %3,%4").arg(box.width()).arg(box.height()).arg(box.x()).arg(box.y());
    }

    /// A copy @p width pixels wide, signed in as demo, its tabs shown; the one before goes first.
    bool showCopy(int width)
    {
        bool ok = true;
        if (!m_widget.isEmpty()) {
            m_plasma.evaluate(QStringLiteral("desktops()[0].widgetById(%1).remove();").arg(m_widget), &ok);
            if (!ok || !m_reader.waitForText(messagesTab, 20000, false)) {
                qWarning("the copy before did not go");
                return false;
            }
        }
        const QString script = QStringLiteral("var w = desktops()[0].addWidget('org.kde.plasma.socialdesktop', 10, 40, %1, 560);%2print(w.id);")
                                   .arg(width)
                                   .arg(PlasmaShell::configureAccount(QStringLiteral("w"), m_server.baseUrl(), QStringLiteral("demo")));
        m_widget = m_plasma.evaluate(script, &ok).trimmed();
        if (!ok || m_widget.isEmpty()) {
            return false;
        }
        // The first copy asks for the password; a later one finds the account signed in.
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < 60000) {
            const QString now = m_reader.tree();
            if (now.contains(messagesTab) && now.contains(QStringLiteral("push button|") + configureButton)) {
                // The tabs settle their layout once the names are measured.
                QTest::qWait(1000);
                return true;
            }
            if (now.contains(QStringLiteral("|Sign in as demo"))) {
                m_session.typeInto(shellName, QStringLiteral("Password"), QStringLiteral("demo-password"), true);
                QTest::qWait(2000);
            }
            QTest::qWait(300);
        }
        return false;
    }

    QRect place(const QString &roleAndName)
    {
        return m_session.extents(shellName, {roleAndName}).constFirst();
    }

    /// The tooltip named @p text once the pointer rests on the button named @p button; empty when none opens.
    QRect tooltipOf(const QString &button, const QString &text, int timeoutMs)
    {
        if (!m_session.hover(shellName, button)) {
            return {};
        }
        QRect tip;
        const bool shown = QTest::qWaitFor(
            [&] {
                tip = place(QStringLiteral("tool tip|") + text);
                return !tip.isEmpty();
            },
            timeoutMs);
        return shown ? tip : QRect();
    }

    /// The pointer away from the widget, so that no tooltip stays open.
    void pointerAway()
    {
        m_session.hover(shellName, QString());
        QTest::qWait(500);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_session.start(), qPrintable(m_session.errorString()));
        QVERIFY2(m_server.start(60), qPrintable(m_server.errorString()));
        KConfig settings(m_session.configHome() + QStringLiteral("/socialdesktoprc"), KConfig::SimpleConfig);
        settings.group(QStringLiteral("Providers")).writeEntry("Files", QStringList());
        settings.sync();
        QVERIFY2(m_plasma.start(), qPrintable(m_plasma.errorString()));
        m_shell = m_plasma.process();
        bool ok = false;
        m_plasma.evaluate(QStringLiteral("panels().forEach(function (p) { p.remove(); });"), &ok);
        QVERIFY(ok);
    }

    void cleanupTestCase()
    {
        if (m_shell) {
            m_shell->terminate();
            m_shell->waitForFinished(15000);
        }
    }

    // Wide: names beside their icons, a tab much wider than high; resting on one shows no tooltip. The header's
    // Configure button has only its icon: its name comes as a tooltip, below the button.
    void wideNamesBesideIcons()
    {
        QVERIFY2(showCopy(1000), qPrintable(m_reader.lastTree()));
        m_reader.shot(QStringLiteral("tablayout-beside"));
        m_beside = place(messagesTab);
        QVERIFY2(!m_beside.isEmpty(), qPrintable(m_reader.lastTree()));
        qInfo("1000 px wide: the Messages tab is %s", qPrintable(describe(m_beside)));
        QVERIFY2(m_beside.width() > 3 * m_beside.height(), qPrintable(describe(m_beside)));
        QVERIFY(tooltipOf(QStringLiteral("Messages"), QStringLiteral("Messages"), 2500).isEmpty());
        pointerAway();

        const QRect button = place(QStringLiteral("push button|") + configureButton);
        QVERIFY(!button.isEmpty());
        const QRect tip = tooltipOf(configureButton, configureButton, 10000);
        m_reader.shot(QStringLiteral("tablayout-header-tooltip"));
        QVERIFY2(!tip.isEmpty(), qPrintable(m_reader.tree()));
        QVERIFY2(tip.top() >= button.bottom(), qPrintable(describe(tip) + QStringLiteral(" over the button ") + describe(button)));
        pointerAway();
        QVERIFY2(m_reader.waitForText(QStringLiteral("tool tip|") + configureButton, 10000, false), qPrintable(m_reader.lastTree()));
    }

    // Narrower (seven tabs in 700 px): no room beside, so the names go under the icons: the tab is a line of text
    // taller.
    void usualSizeNamesUnderIcons()
    {
        QVERIFY2(showCopy(700), qPrintable(m_reader.lastTree()));
        m_reader.shot(QStringLiteral("tablayout-under"));
        m_under = place(messagesTab);
        QVERIFY2(!m_under.isEmpty(), qPrintable(m_reader.lastTree()));
        qInfo("700 px wide: the Messages tab is %s", qPrintable(describe(m_under)));
        QVERIFY2(m_under.height() >= m_beside.height() + 10, qPrintable(describe(m_under) + QStringLiteral(" beside: ") + describe(m_beside)));
        QVERIFY2(m_under.width() < m_beside.width(), qPrintable(describe(m_under)));
        QVERIFY(tooltipOf(QStringLiteral("Messages"), QStringLiteral("Messages"), 2500).isEmpty());
        pointerAway();
    }

    // Narrow: no room for the names under the icons either; the icons only, each with its name as a tooltip below
    // the tab.
    void narrowIconsWithTooltips()
    {
        QVERIFY2(showCopy(330), qPrintable(m_reader.lastTree()));
        const QRect tab = place(messagesTab);
        QVERIFY2(!tab.isEmpty(), qPrintable(m_reader.lastTree()));
        qInfo("330 px wide: the Messages tab is %s", qPrintable(describe(tab)));
        QVERIFY2(tab.height() <= m_under.height() - 10, qPrintable(describe(tab) + QStringLiteral(" under: ") + describe(m_under)));
        QVERIFY2(tab.width() < m_under.width(), qPrintable(describe(tab)));
        const QRect tip = tooltipOf(QStringLiteral("Messages"), QStringLiteral("Messages"), 10000);
        m_reader.shot(QStringLiteral("tablayout-icons-tooltip"));
        QVERIFY2(!tip.isEmpty(), qPrintable(m_reader.tree()));
        QVERIFY2(tip.top() >= tab.bottom(), qPrintable(describe(tip) + QStringLiteral(" over the tab ") + describe(tab)));
        pointerAway();
    }
};

QTEST_GUILESS_MAIN(TabLayoutTest)

#include "tablayouttest.moc"
