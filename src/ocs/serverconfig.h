// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QString>

namespace Ocs
{

/// The reply of `GET config`.
struct ServerConfig {
    QString version;
    QString website;
    QString host;
    QString contact;
    bool ssl = false;
};

} // namespace Ocs
