// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QDateTime>
#include <QUrl>

namespace Ocs
{

/// One entry of the friends' activity stream.
struct Activity {
    QString id;
    QString personId;
    QString firstName;
    QString lastName;
    QUrl profilePage;
    QUrl avatarUrl;
    QDateTime timestamp; ///< with the server's offset kept (Attica dropped it)
    int type = 0; ///< 1 status message, 2 new friend, … 19 new user (OCS 1.2 list)
    QString message;
    QUrl link;
};

} // namespace Ocs
