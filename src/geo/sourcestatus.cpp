// SPDX-FileCopyrightText: 2026 Social Desktop contributors
// SPDX-License-Identifier: GPL-2.0-or-later

#include "sourcestatus.h"

namespace Geo
{

QString SourceStatus::stateId() const
{
    switch (state) {
    case State::Searching:
        return QStringLiteral("searching");
    case State::Active:
        return QStringLiteral("active");
    case State::Error:
        return QStringLiteral("error");
    case State::Off:
        break;
    }
    return QStringLiteral("off");
}

bool SourceStatus::operator==(const SourceStatus &other) const
{
    return state == other.state && error == other.error && detail == other.detail;
}

bool SourceStatus::operator!=(const SourceStatus &other) const
{
    return !(*this == other);
}

} // namespace Geo
