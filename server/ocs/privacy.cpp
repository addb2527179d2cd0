// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "privacy.h"

bool Privacy::canSee(const Viewer &viewer, const Person &person, bool viewerIsFriend)
{
    if (viewer.isAuthenticated() && viewer.row == person.row) {
        return true;
    }
    switch (person.privacy) {
    case 0:
        return true;
    case 1:
        return viewer.isAuthenticated();
    case 2:
        return viewerIsFriend;
    default:
        return false;
    }
}

QString Privacy::text(int level)
{
    switch (level) {
    case 0:
        return QStringLiteral("public");
    case 1:
        return QStringLiteral("visible only for registered users");
    case 2:
        return QStringLiteral("visible only for friends");
    default:
        return QStringLiteral("visible only for me");
    }
}
