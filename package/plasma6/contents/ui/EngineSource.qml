/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.plasma5support 2.0 as Plasma5Support

// A data engine's sources, as every view uses them: Plasma 6 keeps data engines in Plasma5Support, KDE's
// compatibility library (plasma5/ has Plasma 5's PlasmaCore.DataSource). The only file of the views that names it.
Plasma5Support.DataSource {}
