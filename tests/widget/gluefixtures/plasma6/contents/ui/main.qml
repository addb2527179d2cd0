/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import org.kde.plasma.plasmoid 2.0
import org.kde.plasma.core 2.0 as PlasmaCore

// The glue may use what its version has: nothing flagged here.
PlasmoidItem {
    Plasmoid.status: PlasmaCore.Types.ActiveStatus
    Component.onCompleted: Plasmoid.internalAction("configure").trigger()
}
