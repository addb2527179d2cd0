// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>
#include <QUrl>

class OcsServerProcess;

namespace Bench
{

/**
 * HTTP requests to show the Friends tab: the widget's FriendsTab.qml in a QQuickView at the popup's
 * size, fed as main.qml feeds it (Ocs.qml, Here.qml) by the real `ocs` engine (loaded by Plasma from the build tree), against a server where
 * the demo account has many friends and nothing is cached. Counted from the server's request log
 * after the sign-in check, until the log has been quiet for a while: list calls and avatar pictures.
 */
namespace FriendsTabBench
{
struct Result {
    int ocsRequests = -1; ///< /v1/ calls (friend list, invitations, self)
    int avatarRequests = -1; ///< pictures of the rows the view created
    int distinctAvatars = 0; ///< different pictures among them
    int friendsShown = 0; ///< items the engine published for the Friends source
    int rowsShown = 0; ///< rows in the tab's list
    int friendsTotal = 0; ///< TotalItems the server reported
    QString error; ///< set when the tab did not load or showed no row: then there is no figure

    int total() const
    {
        return ocsRequests + avatarRequests;
    }
};

Result run(OcsServerProcess &server);
}

} // namespace Bench
