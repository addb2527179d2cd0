/*
    SPDX-FileCopyrightText: 2026 Social Desktop contributors
    SPDX-License-Identifier: GPL-2.0-or-later
*/

import QtQuick 2.15

import org.kde.kitemmodels 1.0 as KItemModels

// Rows of a model, sorted or filtered, as Plasma 5's PlasmaCore.SortFilterModel gave them, on KDE Frameworks'
// KSortFilterProxyModel, which Plasma 5 and 6 both have: a filter called with a row and the value of a role, and
// get(row). The source model gives a row's roles by item(row), as the engines' models and this one do.
KItemModels.KSortFilterProxyModel {
    id: model

    // The role whose value filterCallback(row, value) gets; empty: it gets undefined.
    property string valueRole: ""
    // function (sourceRow, value): whether the row is shown. A new function filters again.
    property var filterCallback: null
    // The role the rows are sorted by (with sortColumn set); empty: the source's order.
    property string sortByRole: ""

    // The row's roles by name, as the source model gives them.
    function item(row) {
        if (!sourceModel || row < 0 || row >= count) {
            return {};
        }
        return sourceModel.item(mapToSource(index(row, 0)).row) || {};
    }

    function get(row) {
        return item(row);
    }

    // The role is given by name: `sortRole` in KDE Frameworks 5, `sortRoleName` in 6 (where `sortRole` is Qt's
    // number).
    function applySortRole() {
        if (model.sortRoleName !== undefined) {
            model.sortRoleName = sortByRole;
        } else {
            model.sortRole = sortByRole;
        }
    }

    onSortByRoleChanged: applySortRole()
    Component.onCompleted: applySortRole()

    filterRowCallback: {
        const callback = filterCallback;
        const role = valueRole;
        if (!callback) {
            return null;
        }
        return (sourceRow, sourceParent) => {
            const value = role.length > 0 && model.sourceModel ? (model.sourceModel.item(sourceRow) || {})[role] : undefined;
            return callback(sourceRow, value);
        };
    }
}
