/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15
import QtQuick.Layouts 1.15
import QtQuick.Controls 2.15 as QQC2

import org.kde.kirigami 2.20 as Kirigami

// How strong a new password looks, worked out here (length and kinds of characters; nothing is sent): a bar and
// the same in words, so it is not told by colour only.
RowLayout {
    id: strength

    property string password

    // 0 too short, 1 weak, 2 fair, 3 strong
    readonly property int level: {
        const text = strength.password;
        if (text.length < 8) {
            return 0;
        }
        const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter(kind => kind.test(text)).length;
        const points = kinds + (text.length >= 12 ? 1 : 0) + (text.length >= 16 ? 1 : 0);
        return points >= 5 ? 3 : points >= 3 ? 2 : 1;
    }
    readonly property string words: [
        i18nc("@info password strength", "Too short"),
        i18nc("@info password strength", "Weak"),
        i18nc("@info password strength", "Fair"),
        i18nc("@info password strength", "Strong")
    ][level]

    visible: password.length > 0

    QQC2.ProgressBar {
        Layout.fillWidth: true
        from: 0
        to: 3
        value: strength.level
        Accessible.ignored: true
    }

    QQC2.Label {
        id: label
        textFormat: Text.PlainText
        text: i18nc("@info %1 is how strong the password is", "Strength: %1", strength.words)
        color: strength.level <= 1 ? Kirigami.Theme.negativeTextColor : Kirigami.Theme.textColor
        Accessible.name: text
    }
}
