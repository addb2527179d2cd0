// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#pragma once

#include <QDateTime>

namespace Ocs
{

/// One attribute of a person (person/attributes/<person>[/<app>[/<key>]], since OCS 1.4).
struct PersonAttribute {
    QString app;
    QString key;
    QString value;
    QDateTime lastModified;
};

} // namespace Ocs
