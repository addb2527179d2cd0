// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>
#include <QUrl>

namespace Net
{

/**
 * The one rule for links and pictures that came from the network: only http and https, with a host.
 * The widget's Links, its picture provider, the friends snapshot and the avatar downloads all ask here.
 */
class WebUrl
{
public:
    static bool accepts(const QUrl &url);
    /// @p text parsed strictly first.
    static bool accepts(const QString &text);
};

} // namespace Net
