/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15
import QtQuick.Window 2.15
import QtQuick.Controls 2.15 as QQC2
import QtQuick.Templates 2.15 as T

import org.kde.kirigami 2.20 as Kirigami
import org.kde.plasma.components 3.0 as PlasmaComponents3
import org.kde.plasma.extras 2.0 as PlasmaExtras

// The popup (or the widget on the desktop): who you are on top, then Profile, Friends, Nearby, Messages, News,
// Events and Help.
PlasmaExtras.Representation {
    id: full

    Layout.minimumWidth: Kirigami.Units.gridUnit * 16
    Layout.minimumHeight: Kirigami.Units.gridUnit * 16
    Layout.preferredWidth: Kirigami.Units.gridUnit * 24
    Layout.preferredHeight: Kirigami.Units.gridUnit * 30

    collapseMarginsHint: true

    // F5 refreshes, as in the rest of KDE (while the widget has the keyboard; the desktop keeps its own F5).
    Keys.onPressed: event => {
        if (event.matches(StandardKey.Refresh)) {
            ocs.refresh();
            event.accepted = true;
        }
    }

    // The sign-up form shows in place of the no-account face (CreateAccountView).
    property bool creatingAccount: false

    // The rows the Friends list shows (the wait timer in main.qml reads it).
    readonly property int friendsShown: friendsView.rowsShown

    // The views, in the order of the tab bar and of the stack below. `needs` is the OCS service a view needs (or a
    // list of services, any one of which will do): a view whose service the provider lacks is left out, not shown
    // failing. Help shows with a knowledge base or a forum, each part only when offered.
    readonly property var allViews: [
        {id: "profile", name: i18nc("@title:tab", "Profile"), icon: "user-identity", needs: "person"},
        {id: "friends", name: i18nc("@title:tab", "Friends"), icon: "system-users", needs: "friend"},
        {id: "nearby", name: i18nc("@title:tab", "Nearby"), icon: "find-location", needs: "person"},
        {id: "messages", name: i18nc("@title:tab", "Messages"), icon: "mail-message", needs: "message"},
        {id: "news", name: i18nc("@title:tab", "News"), icon: "view-calendar-journal", needs: "activity"},
        {id: "events", name: i18nc("@title:tab", "Events"), icon: "view-calendar-agenda", needs: "event"},
        {id: "help", name: i18nc("@title:tab", "Help"), icon: "help-contents", needs: ["knowledgebase", "forum"]}
    ]
    readonly property var views: allViews.filter(view => full.offers(view.needs))
    // The tab bar holds a button for every view, always, and hides those not offered: its index is the view's place
    // in allViews, and a service going or coming back only shows or hides a button (remaking the buttons lost the
    // chosen one, the right-to-left layout of Qt 5.15 and, on Qt 6, a screen reader's list of tabs).
    readonly property string currentView: tabBar.currentIndex >= 0 && tabBar.currentIndex < allViews.length && offers(allViews[tabBar.currentIndex].needs) ? allViews[tabBar.currentIndex].id : ""
    // What the last chosen view was, so it stays chosen when the list of views changes.
    property string wantedView: "friends"

    // Whether the provider offers an OCS service, or any of a list of them.
    function offers(service) {
        return Array.isArray(service) ? service.some(one => ocs.offers(one)) : ocs.offers(service);
    }

    function showView(id) {
        const index = allViews.findIndex(view => view.id === id && full.offers(view.needs));
        if (index >= 0) {
            tabBar.currentIndex = index;
            opened(id);
        }
    }

    // The user opened a view (a tab clicked or chosen with the keyboard, a notification's action). Only this
    // counts as opening Nearby, News, Events or Help, which ask the server for something only once opened: never the
    // index moving over them while the list of views changes (a service going or coming back).
    function opened(id) {
        wantedView = id;
        if (id === "nearby") {
            here.nearbyOpened = true;
        } else if (id === "news") {
            ocs.news = true;
        } else if (id === "events") {
            here.eventsOpened = true;
        } else if (id === "help") {
            helpView.opened = true;
        }
    }

    // The chosen view stays chosen when the list of views changes (a service going or coming back); when it went,
    // the first view offered shows.
    function keepWantedView() {
        const wanted = allViews.findIndex(view => view.id === wantedView && full.offers(view.needs));
        tabBar.currentIndex = wanted >= 0 ? wanted : allViews.findIndex(view => full.offers(view.needs));
    }
    onViewsChanged: keepWantedView()

    // Names beside their icons when every tab has room for that, else under them (on up to two lines, broken
    // between words), else icons only (with tooltips): the navigation never cuts a name ("Messa…"), in a narrow
    // popup, a vertical panel's, or a longer language.
    FontMetrics {
        id: tabFont
        font: Kirigami.Theme.defaultFont
    }
    // A tab's share of the bar, and the room for its content: that less the button's own padding.
    readonly property real tabWidth: tabBar.availableWidth / Math.max(1, views.length)
    readonly property real tabRoom: tabWidth - 2 * Kirigami.Units.smallSpacing
    // Whether @p name fits in @p room on at most two lines, broken between words only.
    function fitsTwoLines(name, room) {
        const space = tabFont.advanceWidth(" ");
        let lines = 1;
        let line = 0;
        for (const word of name.split(/\s+/).filter(w => w.length > 0)) {
            const width = tabFont.advanceWidth(word);
            if (width > room) {
                return false;
            }
            if (line === 0 || line + space + width <= room) {
                line = line === 0 ? width : line + space + width;
            } else {
                ++lines;
                line = width;
            }
        }
        return lines <= 2;
    }
    readonly property int tabDisplay: {
        const room = tabRoom;
        if (room <= 0) {
            return T.AbstractButton.IconOnly;
        }
        const beside = Kirigami.Units.iconSizes.smallMedium + Kirigami.Units.smallSpacing;
        if (views.every(view => tabFont.advanceWidth(view.name) + beside <= room)) {
            return T.AbstractButton.TextBesideIcon;
        }
        return views.every(view => fitsTwoLines(view.name, room)) ? T.AbstractButton.TextUnderIcon : T.AbstractButton.IconOnly;
    }

    header: PlasmaExtras.PlasmoidHeading {
        ColumnLayout {
            anchors.fill: parent
            spacing: Kirigami.Units.smallSpacing

            Header {
                Layout.fillWidth: true
            }

            PlasmaComponents3.TabBar {
                id: tabBar
                Layout.fillWidth: true
                visible: ocs.signedIn
                currentIndex: 1

                Repeater {
                    model: full.allViews

                    PlasmaComponents3.TabButton {
                        id: tabButton
                        readonly property bool offered: full.offers(modelData.needs)
                        visible: offered
                        width: offered ? full.tabWidth : 0
                        text: modelData.name
                        icon.name: modelData.icon
                        display: full.tabDisplay
                        Accessible.name: modelData.name
                        onClicked: full.opened(modelData.id)

                        // Under the icon the name may take two lines (the style's label takes one).
                        contentItem: GridLayout {
                            columns: tabButton.display === T.AbstractButton.TextBesideIcon ? 2 : 1
                            rowSpacing: 0
                            columnSpacing: Kirigami.Units.smallSpacing

                            Kirigami.Icon {
                                Layout.alignment: Qt.AlignHCenter | Qt.AlignVCenter
                                Layout.preferredWidth: Kirigami.Units.iconSizes.smallMedium
                                Layout.preferredHeight: Kirigami.Units.iconSizes.smallMedium
                                source: tabButton.icon.name
                                active: tabButton.hovered
                            }
                            PlasmaComponents3.Label {
                                Layout.fillWidth: tabButton.display === T.AbstractButton.TextUnderIcon
                                Layout.maximumWidth: full.tabRoom
                                visible: tabButton.display !== T.AbstractButton.IconOnly
                                textFormat: Text.PlainText
                                horizontalAlignment: Text.AlignHCenter
                                // Plasma's labels pick their alignment from their line count, which loops while a wrapped text settles.
                                verticalAlignment: Text.AlignTop
                                wrapMode: tabButton.display === T.AbstractButton.TextUnderIcon ? Text.WordWrap : Text.NoWrap
                                maximumLineCount: 2
                                elide: Text.ElideRight
                                text: tabButton.text
                                Accessible.ignored: true
                            }
                        }

                        // The name, when only the icon shows.
                        PlainToolTip {
                            text: parent.display === T.AbstractButton.IconOnly ? modelData.name : ""
                        }
                    }
                }
            }
        }
    }

    PlainPlaceholder {
        anchors.centerIn: parent
        width: parent.width - Kirigami.Units.gridUnit * 4
        visible: !widget.configured && !full.creatingAccount
        iconName: "system-users"
        text: i18nc("@info placeholder", "No account configured")
        explanation: i18nc("@info placeholder", "Choose your community server and your user name to see your friends and the people near you.")
        helpfulAction: QQC2.Action {
            icon.name: "configure"
            text: i18nc("@action:button", "Configure Account…")
            onTriggered: root.configure()
        }

        PlasmaComponents3.Button {
            Layout.alignment: Qt.AlignHCenter
            icon.name: "list-add-user"
            text: i18nc("@action:button", "Create Account…")
            onClicked: full.creatingAccount = true
        }
    }

    Loader {
        anchors.fill: parent
        active: full.creatingAccount
        sourceComponent: CreateAccountView {
            onDone: full.creatingAccount = false
        }
    }

    SignInView {
        anchors.fill: parent
        visible: widget.configured && !ocs.signedIn && !full.creatingAccount
    }

    StackLayout {
        id: tabs
        anchors.fill: parent
        visible: ocs.signedIn
        currentIndex: full.allViews.findIndex(view => view.id === full.currentView)

        ProfileTab {}
        FriendsTab {
            id: friendsView
        }
        NearbyTab {}
        MessagesTab {
            id: messagesView
        }
        NewsTab {}
        EventsTab {}
        HelpTab {
            id: helpView
        }

        // Only the focus follows the index: what a view asks for waits for the user to open it (opened()).
        onCurrentIndexChanged: full.focusCurrentTab()
    }

    function focusCurrentTab() {
        const tab = tabs.children[tabs.currentIndex];
        if (tab && tab.takeFocus) {
            tab.takeFocus();
        }
    }

    Connections {
        target: widget
        function onShowRequested(tab, details) {
            if (tab === "messages") {
                full.showView("messages");
                messagesView.show(details);
            } else if (tab === "friends") {
                full.showView("friends");
            }
        }
    }

    Connections {
        target: root
        function onExpandedChanged() {
            if (root.expanded) {
                full.focusCurrentTab();
            }
        }
    }

    Component.onCompleted: focusCurrentTab()
}
