/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.kirigami 2.20 as Kirigami

// A person's picture, or their initials: Kirigami's Avatar in KDE Frameworks 5 (plasma6/ has its KDE Frameworks 6
// home, Kirigami Addons).
Kirigami.Avatar {}
