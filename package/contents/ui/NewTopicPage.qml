/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

// A new topic in a forum (`newTopic`, through the outbox, once); what was written stays until the engine has it.
PostForm {
    // The forum's row from the forum list.
    property var forum: ({})

    heading: i18nc("@title %1 a forum", "New Topic in %1", forum.name || "")
    operation: "newTopic"
    titleKey: "subject"
    parameters: ({forum: forum.id})
    titlePlaceholder: i18nc("@info:placeholder", "Subject")
    bodyPlaceholder: i18nc("@info:placeholder", "What do you want to say?")
    sendName: i18nc("@action:button accessible", "Send your topic")
}
