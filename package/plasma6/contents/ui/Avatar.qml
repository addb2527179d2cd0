/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.kirigamiaddons.components 1.0 as Components

// A person's picture, or their initials: in KDE Frameworks 6 Kirigami's Avatar lives in Kirigami Addons (plasma5/
// has Kirigami's own).
Components.Avatar {}
