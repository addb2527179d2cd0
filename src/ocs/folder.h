// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

namespace Ocs
{

/// A message folder. Find the inbox by its type, never by its id.
struct Folder {
    QString id;
    QString name;
    int messageCount = 0;
    QString type; ///< "inbox", "send" (sic: the sent folder), "trash", or empty for the user's own folders
};

} // namespace Ocs
