/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.plasma.core 2.0 as PlasmaCore

// A data engine's sources, as every view uses them: Plasma 5's PlasmaCore.DataSource (plasma6/ has Plasma 6's,
// from Plasma5Support). The only file of the views that names it.
PlasmaCore.DataSource {}
